import { Alert, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { sendAccountCode } from '../api/account';
import { logout } from '../api/logout';
import { resetPassword, type ResetPasswordInput } from '../api/password';
import { CodeField } from './CodeField';
import { DialogForm } from './DialogForm';
import type { DialogFormProps } from './dialog-types';
import { PasswordFields } from './PasswordFields';
import type { SignInState } from './sign-in-state';
import { useFeedback } from './useFeedback';

/**
 * Password change by a code sent to the account's own e-mail (spec 2.6). The server then ends
 * every session, so this one signs out locally and returns to sign-in with the e-mail filled in.
 */
export function PasswordForm({ profile, onCancel, email }: DialogFormProps & { email: string }) {
  const { t } = useTranslation('accounts');
  const { run, sendCode } = useFeedback();
  const navigate = useNavigate();
  const [form] = Form.useForm<ResetPasswordInput>();

  const submit = async () => {
    const values = form.getFieldsValue(true) as ResetPasswordInput;
    const answer = await run(() => resetPassword({ ...values, email }), { form, quiet: true });
    if (!answer) return;
    await logout();
    navigate('/login', { replace: true, state: { account: email, notice: answer.message } satisfies SignInState });
  };

  return (
    <DialogForm form={form} onSubmit={submit} onCancel={onCancel}>
      <Alert type="info" showIcon title={t('dialog.passwordNote')} className="tw-dialog-form__note" />
      <CodeField
        onSend={() => sendCode(form, [], () => sendAccountCode(profile.userId, { email }, 'resetPassword'))}
        testIds={{ input: 'dialog-code', button: 'dialog-send-code' }}
        extra={t('hints.codeToOwnEmail', { email })}
      />
      <PasswordFields label="newPassword" testIds={{ password: 'dialog-password', confirm: 'dialog-confirm' }} />
    </DialogForm>
  );
}
