import { joinPhone } from '@threadway/contracts';
import { Form } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { saveSession } from '../../../lib/session';
import { signUp } from '../api/sign-up';
import { SignUpBusinessStep, type BusinessValues } from './SignUpBusinessStep';
import { SignUpPersonalStep, type PersonalValues } from './SignUpPersonalStep';
import { useFeedback } from './useFeedback';

interface Props {
  step: 0 | 1;
  onStep: (step: 0 | 1) => void;
  onRegistered: () => void;
}

/**
 * The two sign-up steps as two forms that both stay mounted, so going back keeps what was typed
 * and a server error on a business field can still be shown there.
 */
export function SignUpForm({ step, onStep, onRegistered }: Props) {
  const { run } = useFeedback();
  const [params] = useSearchParams();
  const [business] = Form.useForm<BusinessValues>();
  const [personal] = Form.useForm<PersonalValues>();
  const [busy, setBusy] = useState(false);

  const submit = async (values: PersonalValues) => {
    const { areaCode, phone, ...rest } = business.getFieldsValue(true) as BusinessValues;
    setBusy(true);
    const answer = await run(() => signUp({ ...rest, phone: joinPhone(areaCode, phone), ...values, acceptTerms: true }), { form: [personal, business] });
    setBusy(false);
    if (answer) {
      saveSession(answer.data, false);
      onRegistered();
    } else if (business.getFieldsError().some((field) => field.errors.length > 0)) {
      onStep(0);
    }
  };

  return (
    <>
      <div hidden={step !== 0}>
        <SignUpBusinessStep form={business} onNext={() => onStep(1)} />
      </div>
      <div hidden={step !== 1}>
        <SignUpPersonalStep form={personal} referralCode={params.get('code') ?? undefined} busy={busy} onBack={() => onStep(0)} onSubmit={(v) => void submit(v)} />
      </div>
    </>
  );
}
