import { inBrowser } from './in-browser';

/**
 * Minimal cookie access for the identity cookies the spec names (token, userId, ...): this
 * document's, or those of a request header when the server draws a page.
 */
export function readCookie(name: string, cookies = inBrowser ? document.cookie : ''): string | null {
  const match = cookies.split(/;\s*/).find((c) => c.startsWith(`${name}=`));
  if (!match) return null;
  try {
    return decodeURIComponent(match.slice(name.length + 1));
  } catch {
    return null;
  }
}

/** `expires` null makes a session cookie, gone when the browser closes. */
export function writeCookie(name: string, value: string, expires: Date | null): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  const when = expires ? `; Expires=${expires.toUTCString()}` : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; SameSite=Lax${when}${secure}`;
}

export function deleteCookie(name: string): void {
  document.cookie = `${name}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax`;
}
