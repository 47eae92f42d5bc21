import type { SessionUser } from '@threadway/contracts';
import { api } from '../../../lib/api-client';
import { restoreRemotePreferences } from '../../../lib/preferences-sync';
import { saveSession } from '../../../lib/session';
import { describeDevice } from '../user-agent';

export interface SignInInput {
  account: string;
  password: string;
  rememberMe: boolean;
}

/** quiet401: a wrong password must stay on this form, not start the global sign-in round trip. */
export const signIn = (body: SignInInput) => api<SessionUser>('POST', '/api/oauth/login', { body, quiet401: true });

/**
 * Keeps the session, tells the server which device signed in (spec 7, loginLog) and adopts the
 * language and currency saved on another device.
 */
export async function startSession(user: SessionUser, rememberMe: boolean): Promise<void> {
  saveSession(user, rememberMe);
  const { browser, os } = describeDevice(navigator.userAgent);
  const device = [browser, os].filter(Boolean).join(' / ') || undefined;
  void api('POST', '/api/store/user/loginLog', { body: { device, screen: `${screen.width}x${screen.height}` } }).catch(() => undefined);
  // A failed preference fetch must not undo a successful sign-in.
  await restoreRemotePreferences().catch(() => undefined);
}
