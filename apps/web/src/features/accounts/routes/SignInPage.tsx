import { useState } from 'react';
import { useLocation } from 'react-router';
import { AuthShell } from '../components/AuthShell';
import { ForgotPassword } from '../components/ForgotPassword';
import type { SignInState } from '../components/sign-in-state';
import { SignInForm } from '../components/SignInForm';

type Mode = ({ name: 'signIn' } & SignInState) | { name: 'forgot'; email: string };

/** /login: sign in, with forgot password as a second mode of the same page (no route of its own). */
export default function SignInPage() {
  const handedOver = (useLocation().state ?? {}) as SignInState;
  const [mode, setMode] = useState<Mode>({ name: 'signIn', ...handedOver });
  return (
    <AuthShell>
      {mode.name === 'signIn' ? (
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
