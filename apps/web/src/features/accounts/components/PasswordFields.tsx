import { passwordRule } from '@threadway/contracts';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { zodRule } from '../../../lib/form-rules';

/** The server's refine on password/confirmPassword, with the spec's messages. */
const confirmRule = (password: () => unknown) =>
  z
    .string()
    .min(1, 'validation.confirmPasswordRequired')
    .refine((value) => value === password(), 'validation.passwordMismatch');

interface Props {
  testIds: { password: string; confirm?: string };
  /** 'newPassword' where an existing password is being replaced. */
  label?: 'password' | 'newPassword';
}

/** Fields `password` (account rule of spec 5) and, with a confirm test id, `confirmPassword`. */
export function PasswordFields({ testIds, label = 'password' }: Props) {
  const { t } = useTranslation('accounts');
  const form = Form.useFormInstance();
  return (
    <>
      <Form.Item name="password" label={t(`fields.${label}`)} rules={[zodRule(passwordRule, t)]} extra={t('hints.password')}>
        <Input.Password data-testid={testIds.password} autoComplete="new-password" />
      </Form.Item>
      {testIds.confirm && (
        <Form.Item
          name="confirmPassword"
          label={t('fields.confirmPassword')}
          dependencies={['password']}
          rules={[zodRule(confirmRule(() => form.getFieldValue('password')), t)]}
        >
          <Input.Password data-testid={testIds.confirm} autoComplete="new-password" />
        </Form.Item>
      )}
    </>
  );
}
