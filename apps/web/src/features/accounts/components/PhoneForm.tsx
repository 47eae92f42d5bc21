import { joinPhone, splitPhone } from '@threadway/contracts';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { changeAccount, sendAccountCode } from '../api/account';
import { AreaCodePhoneInput } from './AreaCodePhoneInput';
import { CodeField } from './CodeField';
import { DialogForm } from './DialogForm';
import type { DialogFormProps } from './dialog-types';
import type { SendCode } from './SendCodeButton';
import { useFeedback } from './useFeedback';

/** Change the phone; the code goes to the new number by SMS. */
export function PhoneForm({ profile, onSaved, onCancel }: DialogFormProps) {
  const { t } = useTranslation('accounts');
  const { run, sendCode } = useFeedback();
  const [form] = Form.useForm<{ areaCode: string; phone: string; verificationCode: string }>();
  const phone = () => joinPhone(form.getFieldValue('areaCode') as string, String(form.getFieldValue('phone') ?? ''));

  const send: SendCode = () =>
    sendCode(form, ['phone'], () => sendAccountCode(profile.userId, { phone: phone() }, 'changePhone'), t('messages:validation.phoneAndNameFirst'));

  const submit = async () => {
    const verificationCode = form.getFieldValue('verificationCode') as string;
    const answer = await run(() => changeAccount(profile.userId, { phone: phone(), verificationCode }), { form });
    if (answer) onSaved(answer.data);
  };

  return (
    <DialogForm form={form} initialValues={{ areaCode: splitPhone(profile.phone).areaCode }} onSubmit={submit} onCancel={onCancel}>
      <AreaCodePhoneInput label={t(profile.phone ? 'fields.newPhone' : 'fields.phone')} testIds={{ areaCode: 'dialog-areacode', phone: 'dialog-phone' }} />
      <CodeField onSend={send} testIds={{ input: 'dialog-code', button: 'dialog-send-code' }} extra={t('hints.codeBySms')} />
    </DialogForm>
  );
}
