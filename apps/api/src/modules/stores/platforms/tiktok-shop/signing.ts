import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * TikTok Shop Partner API signing ("Sign your API request", partner.tiktokshop.com):
 * the query parameters except `sign` and `access_token`, sorted by key and written key+value,
 * put after the request path; the exact body text that is sent goes after them (not for
 * multipart uploads); the whole is wrapped in the app secret and signed with hex HMAC-SHA256
 * keyed with the app secret. The access token travels in `x-tts-access-token` and is not signed.
 */

const UNSIGNED = new Set(['sign', 'access_token']);

const hmacHex = (secret: string, text: string | Buffer) => createHmac('sha256', secret).update(text).digest('hex');

/** The text that is signed, before it is wrapped in the secret (the doc's step 4). */
export function signatureBase(path: string, query: Record<string, string>, body = ''): string {
  const params = Object.keys(query)
    .filter((key) => !UNSIGNED.has(key))
    .sort()
    .map((key) => `${key}${query[key]}`)
    .join('');
  return `${path}${params}${body}`;
}

/** The `sign` query parameter of a request. `body` is the exact JSON text sent ('' for GET and multipart). */
export function requestSignature(appSecret: string, path: string, query: Record<string, string>, body = ''): string {
  return hmacHex(appSecret, `${appSecret}${signatureBase(path, query, body)}${appSecret}`);
}

/** The `Authorization` header TikTok Shop puts on its webhooks: hex HMAC-SHA256(app secret, app key + raw body). */
export const webhookSignature = (appKey: string, appSecret: string, rawBody: Buffer | string) =>
  hmacHex(appSecret, Buffer.concat([Buffer.from(appKey, 'utf8'), Buffer.isBuffer(rawBody) ? rawBody : Buffer.from(rawBody, 'utf8')]));

/** Checks a webhook's `Authorization` header over the raw body, in constant time. No header, no trust. */
export function isGenuineWebhook(appKey: string, appSecret: string, authorization: string | undefined, rawBody: Buffer): boolean {
  if (!authorization) return false;
  const expected = Buffer.from(webhookSignature(appKey, appSecret, rawBody), 'utf8');
  const given = Buffer.from(authorization.trim().toLowerCase(), 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
