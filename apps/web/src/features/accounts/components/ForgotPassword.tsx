import { ArrowLeftOutlined, MailOutlined } from '@ant-design/icons';
import { forgetPasswordRequest } from '@threadway/contracts';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../../lib/form-rules';
import { checkResetCode, resetPassword, sendResetCode, type ResetPasswordInput } from '../api/password';
import { CodeField } from './CodeField';
import { PasswordFields } from './PasswordFields';
import type { SendCode } from './SendCodeButton';
import { useFeedback } from './useFeedback';

interface Props {
  initialEmail: string;
  onBack: () => void;
  /** The password was reset: back to sign-in with this e-mail and the server's message. */
  onDone: (email: string, message: string) => void;
}

/** Forgot password in two steps: prove the e-mail with a code, then choose a new password. */
export function ForgotPassword({ initialEmail, onBack, onDone }: Props) {
  const { t } = useTranslation('accounts');
  const { run, sendCode } = useFeedback();
  const [form] = Form.useForm<ResetPasswordInput>();
  const [verified, setVerified] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const email = () => String(form.getFieldValue('email') ?? '').trim();

  const send: SendCode = () => sendCode(form, ['email'], () => sendResetCode(email()));

  const submit = async () => {
    setBusy(true);
    if (!verified) {
      const answer = await run(() => checkResetCode(email(), form.getFieldValue('verificationCode') as string), { form, quiet: true });
      if (answer) setVerified(answer.message);
    } else {
      const values = form.getFieldsValue(true) as ResetPasswordInput;
      const answer = await run(() => resetPassword({ ...values, email: email() }), { form, quiet: true });
      if (answer) return onDone(email(), answer.message);
    }
    setBusy(false);
  };

  return (
    <>
      <Button type="link" icon={<ArrowLeftOutlined />} onClick={onBack} className="tw-auth__back">
        {t('forgot.back')}
      </Button>
      <h1 className="tw-auth__title">{t('forgot.title')}</h1>
      <p className="tw-auth__subtitle">{verified ? t('forgot.resetSubtitle', { email: email() }) : t('forgot.subtitle')}</p>
      {verified && <Alert type="success" showIcon title={verified} className="tw-auth__alert" />}
      <Form form={form} layout="vertical" size="large" requiredMark={false} initialValues={{ email: initialEmail }} onFinish={() => void submit()}>
        {!verified ? (
          <>
            <Form.Item name="email" label={t('fields.email')} rules={[zodRule(forgetPasswordRequest.shape.email, t)]}>
              <Input data-testid="forgot-email" prefix={<MailOutlined />} autoComplete="email" inputMode="email" placeholder={t('placeholders.email')} />
            </Form.Item>
            <CodeField onSend={send} testIds={{ input: 'forgot-code', button: 'forgot-send' }} />
            <Button type="primary" htmlType="submit" block loading={busy} data-testid="forgot-next">
              {t('forgot.next')}
            </Button>
          </>
        ) : (
          <>
            <PasswordFields label="newPassword" testIds={{ password: 'forgot-password', confirm: 'forgot-confirm' }} />
            <Button type="primary" htmlType="submit" block loading={busy} data-testid="forgot-submit">
              {t('forgot.submit')}
            </Button>
          </>
        )}
      </Form>
    </>
  );
}
