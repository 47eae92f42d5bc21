import type { SessionUser } from '@threadway/contracts';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { CheckField, Field } from '../../../components/controls/Field';
import styles from '../../../components/controls/Field.module.css';
import { PasswordInput } from '../../../components/controls/PasswordInput';
import { useFieldForm } from '../../../components/controls/useFieldForm';
import { call } from '../../../lib/api-client';
import { zodCheck } from '../../../lib/form-rules';
import { saveLoginRedirect } from '../../../lib/session';
import { startSession } from '../api/sign-in';
import { sendRegisterCode } from '../api/sign-up';
import { codeInputAttributes } from './code-input';
import { ruleOnDemand } from './rules-on-demand';
import { SendCodeButton, type SendCode } from './SendCodeButton';
import { SocialButtons } from './SocialButtons';
import { TermsText } from './TermsText';
import { useFeedback } from './useFeedback';
import './checkout-sign-up.css';

type Values = { fullName: string; email: string; verificationCode: string; password: string; acceptTerms: boolean };
const EMPTY: Values = { fullName: '', email: '', verificationCode: '', password: '', acceptTerms: false };

/**
 * Sign-up from checkout (spec 2.6, POST /api/store/open/v2/signUp): a guest at the bag signs up in
 * place and goes on with the same cart: `afterSession` moves the guest cart to the server, and
 * `onJoining` keeps the bag waiting meanwhile. Sign in and Google come back to this page too.
 * Plain fields drawn like Ant Design's form: the bag's first load has no room for Form, Input and
 * Checkbox (decision 0034). The code's Send button and the terms' text are the other sign-up forms' own.
 */
export function CheckoutSignUp({ onJoining, afterSession }: { onJoining: (joining: boolean) => void; afterSession: () => Promise<void> }) {
  const { t } = useTranslation('accounts');
  const location = useLocation();
  const { sendCode, run } = useFeedback();
  // `checkoutSignUpRequest`'s field rules, fetched when first checked.
  const form = useFieldForm(EMPTY, {
    fullName: zodCheck(ruleOnDemand('fullNameRule'), t),
    email: zodCheck(ruleOnDemand('emailRule'), t),
    verificationCode: zodCheck(ruleOnDemand('verificationCodeRule'), t),
    password: zodCheck(ruleOnDemand('checkoutPasswordRule'), t),
    acceptTerms: zodCheck(ruleOnDemand('termsRule'), t),
  });
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
      <form noValidate onSubmit={form.onSubmit((values) => void submit(values))}>
        <Field {...form.text('fullName')} label={t('fields.fullName')}>
          {(control) => <input {...control} className={styles.input} data-testid="checkout-signup-fullname" autoComplete="name" />}
        </Field>
        <Field {...form.text('email')} label={t('fields.email')}>
          {(control) => (
            <input {...control} className={styles.input} data-testid="checkout-signup-email" inputMode="email" autoComplete="email" placeholder={t('placeholders.email')} />
          )}
        </Field>
        <Field {...form.text('verificationCode')} label={t('fields.verificationCode')} hint={t('hints.codeByEmail')}>
          {(control) => (
            <div className={styles.group}>
              <input {...control} className={styles.input} data-testid="checkout-signup-code" {...codeInputAttributes(t)} />
              <SendCodeButton onSend={send} testId="checkout-signup-send-code" size="large" />
            </div>
          )}
        </Field>
        <Field {...form.text('password')} label={t('fields.password')} hint={t('checkoutSignUp.passwordHint')}>
          {(control) => <PasswordInput {...control} data-testid="checkout-signup-password" autoComplete="new-password" toggleLabel={t('fields.showPassword')} />}
        </Field>
        <CheckField {...form.checkbox('acceptTerms')} data-testid="signup-terms">
          <TermsText />
        </CheckField>
        <Button type="primary" htmlType="submit" size="large" block loading={busy} data-testid="checkout-signup-submit">
          {t('checkoutSignUp.submit')}
        </Button>
      </form>
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
