import type { SessionUser } from '@threadway/contracts';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { api } from '../lib/api-client';
import { saveSession } from '../lib/session';

/**
 * Auto login (spec 4): a page opened with ?temporaryToken=... (made by another of our sites for
 * its signed-in user) exchanges it for a session once and drops it from the address bar.
 */
export function useAutoLogin(): void {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const temporaryToken = params.get('temporaryToken');
    if (!temporaryToken) return;
    params.delete('temporaryToken');
    const rest = params.toString();
    void api<SessionUser>('POST', '/api/oauth/login', { body: { temporaryToken }, quiet401: true })
      .then((user) => saveSession(user, false))
      .catch(() => undefined)
      .finally(() => navigate(`${location.pathname}${rest ? `?${rest}` : ''}`, { replace: true }));
  }, [location.pathname, location.search, navigate]);
}
