import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Upload sign values (spec 7: GET /api/system/signValue, then POST /api/hbo/uploadFile). A sign
 * value is '{expiry ms}.{HMAC}' over the directory, the caller and the expiry, keyed by the
 * session secret under an 'upload' label so it can never pass for a session token. It lets the
 * caller who asked (a seller or a guest's visitor ticket) upload into that directory for ten
 * minutes, and nobody else.
 */
export const SIGN_VALUE_TTL_MS = 10 * 60_000;

const mac = (secret: string, directory: string, caller: string, expires: number) =>
  createHmac('sha256', secret).update(`upload\n${directory}\n${caller}\n${expires}`).digest('base64url');

export function createSignValue(secret: string, directory: string, caller: string, now = Date.now()): { signValue: string; expiresAt: Date } {
  const expires = now + SIGN_VALUE_TTL_MS;
  return { signValue: `${expires}.${mac(secret, directory, caller, expires)}`, expiresAt: new Date(expires) };
}

export function isSignValueValid(secret: string, directory: string, caller: string, signValue: string, now = Date.now()): boolean {
  const match = /^(\d{13})\.([A-Za-z0-9_-]{43})$/.exec(signValue);
  if (!match) return false;
  const expires = Number(match[1]);
  if (expires <= now || expires > now + SIGN_VALUE_TTL_MS) return false;
  const expected = Buffer.from(mac(secret, directory, caller, expires));
  const given = Buffer.from(match[2]!);
  return timingSafeEqual(expected, given);
}
