import { useLocation, useNavigate } from 'react-router';
import { saveLoginRedirect, useSession } from './session';

/**
 * For buttons that need an account (wish list, list to store; spec 6): answers true for a seller;
 * a guest is sent to sign in, to come back to this page, and gets false.
 */
export function useSignInFirst(): () => boolean {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  return () => {
    if (session) return true;
    saveLoginRedirect(location.pathname + location.search);
    navigate('/login');
    return false;
  };
}
