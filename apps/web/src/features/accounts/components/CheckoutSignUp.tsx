import type { SessionUser } from '@threadway/contracts';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { call } from '../../../lib/api-client';
import { zodRule } from '../../../lib/form-rules';
import { saveLoginRedirect } from '../../../lib/session';
import { startSession } from '../api/sign-in';
import { sendRegisterCode } from '../api/sign-up';
import { CodeField } from './CodeField';
import { ruleOnDemand } from './rules-on-demand';
import type { SendCode } from './SendCodeButton';
import { SocialButtons } from './SocialButtons';
import { TermsField } from './TermsField';
import { useFeedback } from './useFeedback';
import './checkout-sign-up.css';

/** `checkoutSignUpRequest`'s field rules, fetched when first checked. */
const fields = { fullName: ruleOnDemand('fullNameRule'), email: ruleOnDemand('emailRule'), password: ruleOnDemand('checkoutPasswordRule') };
type Values = { fullName: string; email: string; verificationCode: string; password: string; acceptTerms: boolean };

/**
 * Sign-up from checkout (spec 2.6, POST /api/store/open/v2/signUp): a guest at the bag signs up in
 * place and goes on with the same cart: `afterSession` moves the guest cart to the server, and
 * `onJoining` keeps the bag waiting meanwhile. Sign in and Google come back to this page too.
 */
export function CheckoutSignUp({ onJoining, afterSession }: { onJoining: (joining: boolean) => void; afterSession: () => Promise<void> }) {
  const { t } = useTranslation('accounts');
  const location = useLocation();
  const { sendCode, run } = useFeedback();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const here = location.pathname + location.search;
  const send: SendCode = () =>
    sendCode(form, ['fullName', 'email'], () => sendRegisterCode(String(form.getFieldValue('email')).trim()), t('messages:validation.emailAndNameFirst'));

  const submit = async (values: Values) => {
    setBusy(true);
    onJoining(true);
    const answer = await run(() => call<SessionUser>('POST', '/api/store/open/v2/signUp', { body: values, quiet401: true }), { form });
    if (answer) {
      await startSession(answer.data, false);
      // A cart that fails to move stays in the browser for the next try; the seller is signed up either way.
      await afterSession().catch(() => undefined);
    } else setBusy(false);
    onJoining(false);
  };

  return (
    <section className="tw-checkout-signup" data-testid="checkout-signup" aria-labelledby="checkout-signup-title">
      <h2 id="checkout-signup-title">{t('checkoutSignUp.title')}</h2>
      <p>{t('checkoutSignUp.subtitle')}</p>
      <Form form={form} layout="vertical" size="large" requiredMark={false} onFinish={(values) => void submit(values)}>
        <Form.Item name="fullName" label={t('fields.fullName')} rules={[zodRule(fields.fullName, t)]}>
          <Input data-testid="checkout-signup-fullname" autoComplete="name" />
        </Form.Item>
        <Form.Item name="email" label={t('fields.email')} rules={[zodRule(fields.email, t)]}>
          <Input data-testid="checkout-signup-email" autoComplete="email" inputMode="email" placeholder={t('placeholders.email')} />
        </Form.Item>
        <CodeField onSend={send} testIds={{ input: 'checkout-signup-code', button: 'checkout-signup-send-code' }} extra={t('hints.codeByEmail')} />
        <Form.Item name="password" label={t('fields.password')} rules={[zodRule(fields.password, t)]} extra={t('checkoutSignUp.passwordHint')}>
          <Input.Password data-testid="checkout-signup-password" autoComplete="new-password" />
        </Form.Item>
        <TermsField />
        <Button type="primary" htmlType="submit" block loading={busy} data-testid="checkout-signup-submit">
          {t('checkoutSignUp.submit')}
        </Button>
      </Form>
      {/* Google comes back to the sign-in page, which sends the seller on to this bag. */}
      <div onClickCapture={() => saveLoginRedirect(here)}>
        <SocialButtons />
      </div>
      <p className="tw-auth__switch">
        {t('checkoutSignUp.haveAccount')}{' '}
        <Link to="/login" onClick={() => saveLoginRedirect(here)} data-testid="checkout-signin-link">
          {t('checkoutSignUp.signIn')}
        </Link>
      </p>
    </section>
  );
}
