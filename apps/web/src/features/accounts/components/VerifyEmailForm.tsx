import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { sendAccountCode, verifyEmail } from '../api/account';
import { CodeField } from './CodeField';
import { DialogForm } from './DialogForm';
import type { DialogFormProps } from './dialog-types';
import { useFeedback } from './useFeedback';

/** Proves the account's own e-mail with a code; the server then marks it verified. */
export function VerifyEmailForm({ profile, onSaved, onCancel, email }: DialogFormProps & { email: string }) {
  const { t } = useTranslation('accounts');
  const { run, sendCode } = useFeedback();
  const [form] = Form.useForm<{ verificationCode: string }>();

  const submit = async () => {
    const answer = await run(() => verifyEmail(email, form.getFieldValue('verificationCode') as string), { form });
    if (answer) onSaved();
  };

  return (
    <DialogForm form={form} submitLabel={t('dialog.verify')} onSubmit={submit} onCancel={onCancel}>
      <CodeField
        onSend={() => sendCode(form, [], () => sendAccountCode(profile.userId, { email }, 'verifyEmail'))}
        testIds={{ input: 'dialog-code', button: 'dialog-send-code' }}
        extra={t('hints.codeToOwnEmail', { email })}
      />
    </DialogForm>
  );
}
