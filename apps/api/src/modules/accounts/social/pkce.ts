import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The one-time values of an OpenID Connect sign-in (RFC 7636, OIDC Core 3.1.2.1): a PKCE verifier
 * and its S256 challenge, and the random state and nonce. 32 random bytes each, base64url.
 */
export const randomToken = () => randomBytes(32).toString('base64url');

/** RFC 7636 4.2: BASE64URL(SHA256(ASCII(code_verifier))). */
export const codeChallengeOf = (verifier: string) => createHash('sha256').update(verifier, 'ascii').digest('base64url');

/** A fresh verifier (43 characters, within RFC 7636's 43-128 of the unreserved alphabet) and its challenge. */
export function createPkce() {
  const verifier = randomToken();
  return { verifier, challenge: codeChallengeOf(verifier) };
}

/** Compares a value that came back from the browser or the provider with the one we kept, in constant time. */
export function sameSecret(expected: string, received: string | undefined | null): boolean {
  if (!received) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(received);
  return a.length === b.length && timingSafeEqual(a, b);
}

export const sha256Hex = (value: string) => createHash('sha256').update(value).digest('hex');
