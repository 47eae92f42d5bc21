import { fullNameRule } from '@threadway/contracts';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../../lib/form-rules';
import { changeAccount } from '../api/account';
import { DialogForm } from './DialogForm';
import type { DialogFormProps } from './dialog-types';
import { useFeedback } from './useFeedback';

export function FullNameForm({ profile, onSaved, onCancel }: DialogFormProps) {
  const { t } = useTranslation('accounts');
  const { run } = useFeedback();
  const [form] = Form.useForm<{ fullName: string }>();

  const submit = async () => {
    const answer = await run(() => changeAccount(profile.userId, { fullName: form.getFieldValue('fullName') as string }), { form });
    if (answer) onSaved(answer.data);
  };

  return (
    <DialogForm form={form} initialValues={{ fullName: profile.fullName }} onSubmit={submit} onCancel={onCancel}>
      <Form.Item name="fullName" label={t('fields.fullName')} rules={[zodRule(fullNameRule, t)]}>
        <Input data-testid="dialog-fullname" autoComplete="name" autoFocus />
      </Form.Item>
    </DialogForm>
  );
}
