import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { saveLoginRedirect, useSession } from '../lib/session';

/** Account pages need a session; without one, remember the page and go to sign-in. */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (!session) {
    saveLoginRedirect(location.pathname + location.search);
    return <Navigate to="/login" replace />;
  }
  return children;
}
