import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Shopify's signatures (docs/decisions/0019). OAuth requests and callbacks: remove `hmac` (and the legacy
 * `signature`), sort the rest by key, join `key=value` with '&' (form-encoded as @shopify/shopify-api does),
 * hex HMAC-SHA256 with the app's client secret. Webhooks: base64 HMAC-SHA256 of the raw body bytes in
 * X-Shopify-Hmac-Sha256. Both compared in constant time.
 */

export function oauthMessage(params: Record<string, string>): string {
  const entries = Object.entries(params)
    .filter(([key]) => key !== 'hmac' && key !== 'signature')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return new URLSearchParams(entries).toString();
}

export const oauthHmac = (params: Record<string, string>, secret: string) => createHmac('sha256', secret).update(oauthMessage(params)).digest('hex');

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

export const verifyOAuthHmac = (params: Record<string, string>, secret: string) => typeof params.hmac === 'string' && sameText(params.hmac.toLowerCase(), oauthHmac(params, secret));

export const webhookHmac = (rawBody: Buffer, secret: string) => createHmac('sha256', secret).update(rawBody).digest('base64');

export const verifyWebhookHmac = (rawBody: Buffer, header: string | undefined, secret: string) => typeof header === 'string' && sameText(header, webhookHmac(rawBody, secret));
