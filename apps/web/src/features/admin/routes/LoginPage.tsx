import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { anyPasswordRule, emailRule } from '@threadway/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { zodRule } from '../../../lib/form-rules';
import { operatorLogin } from '../api/auth';
import { adminKeys } from '../api/keys';
import { Brand } from '../components/Brand';
import { useOperatorSession } from '../session';

interface Values {
  email: string;
  password: string;
}

/** Operator sign-in; on success returns to the back-office page that asked for it. */
export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const from = (useLocation().state as { from?: string } | null)?.from;
  const session = useOperatorSession();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    document.title = t('admin:login.pageTitle');
  }, [t]);

  if (session) return <Navigate to={from?.startsWith('/admin') ? from : '/admin'} replace />;

  const submit = async (values: Values) => {
    setBusy(true);
    setError(null);
    try {
      await operatorLogin(values.email.trim(), values.password);
      // What the previous operator's screens loaded (before a 401, say) must not show for this one.
      queryClient.removeQueries({ queryKey: adminKeys.all });
      navigate(from?.startsWith('/admin') ? from : '/admin', { replace: true });
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="tw-admin-login">
      <div className="tw-admin-login__card">
        <Card>
          <Brand />
          <Typography.Title level={3} style={{ marginTop: 24, marginBottom: 4 }}>
            {t('admin:login.title')}
          </Typography.Title>
          <Typography.Paragraph type="secondary">{t('admin:login.subtitle')}</Typography.Paragraph>
          {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} role="alert" />}
          <Form<Values> layout="vertical" requiredMark={false} onFinish={(v) => void submit(v)} disabled={busy}>
            <Form.Item name="email" label={t('admin:login.email')} rules={[zodRule(emailRule, t)]}>
              <Input prefix={<MailOutlined />} autoComplete="username" inputMode="email" size="large" data-testid="admin-email" autoFocus />
            </Form.Item>
            <Form.Item name="password" label={t('admin:login.password')} rules={[zodRule(anyPasswordRule, t)]}>
              <Input.Password prefix={<LockOutlined />} autoComplete="current-password" size="large" data-testid="admin-password" />
            </Form.Item>
            <Button type="primary" htmlType="submit" size="large" block loading={busy} data-testid="admin-submit">
              {t('admin:login.submit')}
            </Button>
          </Form>
        </Card>
        <p className="tw-admin-login__foot">
          {t('admin:login.sellerHint')} <Link to="/login">{t('admin:login.sellerLink')}</Link>
        </p>
      </div>
    </main>
  );
}
