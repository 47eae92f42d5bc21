import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { isEmailLike, loginRequest } from '@threadway/contracts';
import { Alert, Button, Checkbox, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { fieldError, zodRule } from '../../../lib/form-rules';
import { takeLoginRedirect } from '../../../lib/session';
import { signIn, startSession, type SignInInput } from '../api/sign-in';
import { SocialButtons } from './SocialButtons';
import { useFeedback } from './useFeedback';

interface Props {
  initialAccount?: string;
  /** A success to keep in view, e.g. after a password reset. */
  notice?: string;
  onForgot: (email: string) => void;
}

export function SignInForm({ initialAccount, notice, onForgot }: Props) {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  const { describe } = useFeedback();
  const [form] = Form.useForm();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (values: SignInInput) => {
    setBusy(true);
    setFailure(null);
    try {
      const user = await signIn(values);
      await startSession(user, values.rememberMe);
      navigate(takeLoginRedirect() ?? '/mall', { replace: true });
    } catch (error) {
      const fields = fieldError(error);
      if (fields) form.setFields(fields);
      else setFailure(describe(error));
      setBusy(false);
    }
  };

  const forgot = () => {
    const account = String(form.getFieldValue('account') ?? '').trim();
    onForgot(isEmailLike(account) ? account : '');
  };

  return (
    <>
      <h1 className="tw-auth__title">{t('signIn.title')}</h1>
      <p className="tw-auth__subtitle">{t('signIn.subtitle')}</p>
      {notice && !failure && <Alert type="success" showIcon title={notice} className="tw-auth__alert" />}
      {failure && <Alert type="error" showIcon title={failure} className="tw-auth__alert" role="alert" />}
      <Form form={form} layout="vertical" size="large" requiredMark={false} initialValues={{ account: initialAccount, rememberMe: false }} onFinish={(values: SignInInput) => void submit(values)}>
        <Form.Item name="account" label={t('fields.account')} rules={[zodRule(loginRequest.shape.account, t)]}>
          <Input data-testid="signin-account" prefix={<UserOutlined />} autoComplete="username" placeholder={t('placeholders.account')} />
        </Form.Item>
        <Form.Item name="password" label={t('fields.password')} rules={[zodRule(loginRequest.shape.password, t)]}>
          <Input.Password data-testid="signin-password" prefix={<LockOutlined />} autoComplete="current-password" />
        </Form.Item>
        <div className="tw-auth__row">
          <Form.Item name="rememberMe" valuePropName="checked" noStyle>
            <Checkbox data-testid="signin-remember">{t('signIn.rememberMe')}</Checkbox>
          </Form.Item>
          <Button type="link" size="small" data-testid="forgot-link" onClick={forgot} className="tw-auth__link">
            {t('signIn.forgot')}
          </Button>
        </div>
        <Button type="primary" htmlType="submit" block loading={busy} data-testid="signin-submit">
          {t('signIn.submit')}
        </Button>
      </Form>
      <SocialButtons />
      <p className="tw-auth__switch">
        {t('signIn.noAccount')} <Link to="/register">{t('signIn.register')}</Link>
      </p>
    </>
  );
}
