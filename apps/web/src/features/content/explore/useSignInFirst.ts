import { useLocation, useNavigate } from 'react-router';
import { saveLoginRedirect } from '../../../lib/session';

/** Sends a guest to sign in and back here afterwards (follow, 'Log in to view more'). */
export function useSignInFirst() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return (to: '/login' | '/register' = '/login') => {
    saveLoginRedirect(pathname + search);
    navigate(to);
  };
}
