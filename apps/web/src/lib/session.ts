import type { SessionUser } from '@threadway/contracts';
import { deleteCookie, readCookie, writeCookie } from './cookies';
import { createStore, useStore } from './store';

/**
 * The signed-in seller as the spec's identity cookies hold it (spec 4, session): token, userId,
 * userName, email, phone, jti, authorities, plus approvalStatus and isAuthentication.
 * Remember me keeps the cookies until the session expires; otherwise they end with the browser.
 */
export interface Session {
  token: string;
  jti: string;
  userId: number;
  userName: string;
  email: string | null;
  phone: string | null;
  authorities: string[];
  approvalStatus: number;
  isAuthentication: boolean;
  /** ISO time the cookies expire (Remember me), or null for cookies that end with the browser. */
  cookiesExpireAt: string | null;
}

const COOKIE = 'tw_session';
const FIELDS = ['token', 'userId', 'userName', 'email', 'phone', 'jti', 'authorities'] as const;

/** The session this document's cookies hold, or those of a request's Cookie header (a page drawn on the server). */
export function readSession(cookies?: string): Session | null {
  const raw = readCookie(COOKIE, cookies);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Session;
    return parsed.token && parsed.userId ? parsed : null;
  } catch {
    return null;
  }
}

export const sessionStore = createStore<Session | null>(readSession());
export const useSession = () => useStore(sessionStore);

/** Writes the session cookie and the individual identity cookies with one lifetime. */
function persist(session: Session): void {
  const expires = session.cookiesExpireAt ? new Date(session.cookiesExpireAt) : null;
  writeCookie(COOKIE, JSON.stringify(session), expires);
  // The individual identity cookies the spec lists, for other pages of ours that read them.
  for (const field of FIELDS) writeCookie(field, String(Array.isArray(session[field]) ? session[field].join(',') : (session[field] ?? '')), expires);
  sessionStore.set(session);
}

export function saveSession(user: SessionUser, rememberMe: boolean): void {
  persist({
    token: user.token,
    jti: user.jti,
    userId: user.userId,
    userName: user.userName,
    email: user.email,
    phone: user.phone,
    authorities: user.authorities,
    approvalStatus: user.approvalStatus,
    isAuthentication: user.isAuthentication,
    cookiesExpireAt: rememberMe ? user.expiresAt : null,
  });
}

/** Updates what is shown (name, e-mail, phone) after an account change, keeping the cookies' lifetime. */
export function patchSession(patch: Partial<Omit<Session, 'token' | 'jti' | 'cookiesExpireAt'>>): void {
  const current = sessionStore.get();
  if (current) persist({ ...current, ...patch });
}

/** Local logout: clears the persisted state and identity cookies, whatever the server said. */
export function clearSession(): void {
  deleteCookie(COOKIE);
  for (const field of FIELDS) deleteCookie(field);
  sessionStore.set(null);
}

/** On navigation: when the cookie holds another token than the store, restore from the cookie (spec 4). */
export function syncSessionFromCookie(): void {
  const fromCookie = readSession();
  if (fromCookie?.token !== sessionStore.get()?.token) sessionStore.set(fromCookie);
}

const REDIRECT_KEY = 'tw_login_redirect';
/** The page to return to after sign-in, saved when a call answers 401. */
export const saveLoginRedirect = (path: string) => sessionStorage.setItem(REDIRECT_KEY, path);
export function takeLoginRedirect(): string | null {
  const path = sessionStorage.getItem(REDIRECT_KEY);
  sessionStorage.removeItem(REDIRECT_KEY);
  return path && path.startsWith('/') && !path.startsWith('//') ? path : null;
}
export const clearLoginRedirect = () => sessionStorage.removeItem(REDIRECT_KEY);
