import { emailRule } from '@threadway/contracts';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../../lib/form-rules';
import { changeAccount, sendAccountCode } from '../api/account';
import { CodeField } from './CodeField';
import { DialogForm } from './DialogForm';
import type { DialogFormProps } from './dialog-types';
import type { SendCode } from './SendCodeButton';
import { useFeedback } from './useFeedback';

/** Change the e-mail, or bind one to an account without (the code goes to the new address). */
export function EmailForm({ profile, onSaved, onCancel, purpose }: DialogFormProps & { purpose: 'changeEmail' | 'bindEmail' }) {
  const { t } = useTranslation('accounts');
  const { run, sendCode } = useFeedback();
  const [form] = Form.useForm<{ email: string; verificationCode: string }>();
  const email = () => String(form.getFieldValue('email') ?? '').trim();

  const send: SendCode = () =>
    sendCode(form, ['email'], () => sendAccountCode(profile.userId, { email: email() }, purpose), t('messages:validation.emailAndNameFirst'));

  const submit = async () => {
    const verificationCode = form.getFieldValue('verificationCode') as string;
    const answer = await run(() => changeAccount(profile.userId, { email: email(), verificationCode }), { form });
    if (answer) onSaved(answer.data);
  };

  return (
    <DialogForm form={form} onSubmit={submit} onCancel={onCancel}>
      <Form.Item name="email" label={t(purpose === 'bindEmail' ? 'fields.email' : 'fields.newEmail')} rules={[zodRule(emailRule, t)]}>
        <Input data-testid="dialog-email" autoComplete="email" inputMode="email" placeholder={t('placeholders.email')} autoFocus />
      </Form.Item>
      <CodeField onSend={send} testIds={{ input: 'dialog-code', button: 'dialog-send-code' }} extra={t('hints.codeByEmail')} />
    </DialogForm>
  );
}
