import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { socialReturn } from '../api/social';
import { AuthShell } from '../components/AuthShell';
import { ForgotPassword } from '../components/ForgotPassword';
import type { SignInState } from '../components/sign-in-state';
import { SignInForm } from '../components/SignInForm';
import { SocialAccount } from '../components/SocialAccount';

type Mode = ({ name: 'signIn' } & SignInState) | { name: 'forgot'; email: string } | { name: 'social'; type: 'google'; key: string };

/**
 * /login: sign in, with forgot password and the return from a social sign-in (#social=google&key=...)
 * as further modes of the same page (no routes of their own).
 */
export default function SignInPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const handedOver = (location.state ?? {}) as SignInState;
  const [mode, setMode] = useState<Mode>(() => {
    const social = socialReturn(location.hash);
    return social ? { name: 'social', ...social } : { name: 'signIn', ...handedOver };
  });
  const restart = () => {
    void navigate('/login', { replace: true });
    setMode({ name: 'signIn' });
  };
  return (
    <AuthShell>
      {mode.name === 'social' ? (
        <SocialAccount type={mode.type} socialKey={mode.key} onRestart={restart} />
      ) : mode.name === 'signIn' ? (
        <SignInForm initialAccount={mode.account} notice={mode.notice} onForgot={(email) => setMode({ name: 'forgot', email })} />
      ) : (
        <ForgotPassword
          initialEmail={mode.email}
          onBack={() => setMode({ name: 'signIn', account: mode.email || undefined })}
          onDone={(account, notice) => setMode({ name: 'signIn', account, notice })}
        />
      )}
    </AuthShell>
  );
}
