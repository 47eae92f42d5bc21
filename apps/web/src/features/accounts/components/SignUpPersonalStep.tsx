import { signUpRequest } from '@threadway/contracts';
import { Button, Form, Input, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../../lib/form-rules';
import { sendRegisterCode } from '../api/sign-up';
import { CodeField } from './CodeField';
import { OptionalLabel } from './OptionalLabel';
import { PasswordFields } from './PasswordFields';
import type { SendCode } from './SendCodeButton';
import { TermsField } from './TermsField';
import { useFeedback } from './useFeedback';

export interface PersonalValues {
  fullName: string;
  email: string;
  verificationCode: string;
  password: string;
  referralCode?: string;
  acceptTerms: boolean;
}

const fields = signUpRequest.shape;

interface Props {
  form: FormInstance<PersonalValues>;
  /** From the link's ?code= (spec 3: promotion code from the query). */
  referralCode?: string;
  busy: boolean;
  onBack: () => void;
  onSubmit: (values: PersonalValues) => void;
}

/** Sign-up step 2: personal information, the e-mail code and the agreement (spec 2.6). */
export function SignUpPersonalStep({ form, referralCode, busy, onBack, onSubmit }: Props) {
  const { t } = useTranslation('accounts');
  const { sendCode } = useFeedback();
  const send: SendCode = () =>
    sendCode(form, ['fullName', 'email'], () => sendRegisterCode(String(form.getFieldValue('email')).trim()), t('messages:validation.emailAndNameFirst'));

  return (
    <Form form={form} layout="vertical" size="large" requiredMark={false} initialValues={{ referralCode }} onFinish={onSubmit}>
      <Form.Item name="fullName" label={t('fields.fullName')} rules={[zodRule(fields.fullName, t)]}>
        <Input data-testid="signup-fullname" autoComplete="name" />
      </Form.Item>
      <Form.Item name="email" label={t('fields.email')} rules={[zodRule(fields.email, t)]}>
        <Input data-testid="signup-email" autoComplete="email" inputMode="email" placeholder={t('placeholders.email')} />
      </Form.Item>
      <CodeField onSend={send} testIds={{ input: 'signup-code', button: 'signup-send-code' }} extra={t('hints.codeByEmail')} />
      <PasswordFields testIds={{ password: 'signup-password' }} />
      <Form.Item
        name="referralCode"
        label={<OptionalLabel label={t('fields.referralCode')} />}
        rules={[zodRule(fields.referralCode, t)]}
      >
        <Input data-testid="signup-referral" />
      </Form.Item>
      <TermsField />
      <div className="tw-auth__actions">
        <Button onClick={onBack}>{t('signUp.previous')}</Button>
        <Button type="primary" htmlType="submit" loading={busy} data-testid="signup-submit">
          {t('signUp.submit')}
        </Button>
      </div>
    </Form>
  );
}
