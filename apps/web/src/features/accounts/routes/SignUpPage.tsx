import { Steps } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PageLoading } from '../../../app/PageLoading';
import { useSession } from '../../../lib/session';
import { useProfile } from '../api/account';
import { AuthShell } from '../components/AuthShell';
import { Questionnaire } from '../components/Questionnaire';
import { SignUpForm } from '../components/SignUpForm';

const STEPS = ['business', 'personal', 'about'] as const;

/**
 * /register: business information, personal information, then the questionnaire (spec 2.6).
 * A seller who arrives already signed in has nothing to fill in: they are sent on to the
 * questionnaire if they never answered it, else to the mall.
 */
export default function SignUpPage() {
  const session = useSession();
  // Only a session present on arrival counts; the one this page's own sign-up creates must not skip the questionnaire.
  const [arrivedSignedIn] = useState(() => session !== null);
  return arrivedSignedIn && session ? <SignedInVisitor userId={session.userId} /> : <SignUpSteps />;
}

function SignedInVisitor({ userId }: { userId: number }) {
  const navigate = useNavigate();
  const { data: profile } = useProfile(userId);
  const answered = profile?.questionnaireAnswered;
  useEffect(() => {
    if (answered) navigate('/mall', { replace: true });
  }, [answered, navigate]);
  if (answered !== false) return <PageLoading />;
  return (
    <AuthShell wide>
      <Questionnaire onDone={() => navigate('/mall', { replace: true })} />
    </AuthShell>
  );
}

function SignUpSteps() {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  const [step, setStep] = useState<0 | 1 | 2>(0);

  return (
    <AuthShell wide>
      {step < 2 && (
        <>
          <h1 className="tw-auth__title">{t('signUp.title')}</h1>
          <p className="tw-auth__subtitle">{t('signUp.subtitle')}</p>
        </>
      )}
      <Steps
        className="tw-auth__steps"
        size="small"
        current={step}
        responsive={false}
        titlePlacement="vertical"
        items={STEPS.map((key) => ({ title: t(`signUp.steps.${key}`) }))}
      />
      {step !== 2 ? (
        <SignUpForm step={step} onStep={setStep} onRegistered={() => setStep(2)} />
      ) : (
        <Questionnaire onDone={() => navigate('/mall', { replace: true })} />
      )}
      {step < 2 && (
        <p className="tw-auth__switch">
          {t('signUp.haveAccount')} <Link to="/login">{t('signUp.signIn')}</Link>
        </p>
      )}
    </AuthShell>
  );
}
