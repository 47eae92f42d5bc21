import { api } from '../../../lib/api-client';
import { clearLoginRedirect, clearSession, sessionStore } from '../../../lib/session';

/**
 * Signs out: asks the server to revoke the session, then logs out locally whatever the server
 * answered (spec 4). Returns where to go next, or null with `noJump`.
 */
export async function logout(options: { noJump?: boolean } = {}): Promise<string | null> {
  if (sessionStore.get()) await api('PUT', '/api/oauth/logout', { quiet401: true }).catch(() => undefined);
  clearSession();
  if (new URLSearchParams(location.search).get('seo') === 'logout') {
    clearLoginRedirect();
    return null;
  }
  return options.noJump ? null : '/login';
}
