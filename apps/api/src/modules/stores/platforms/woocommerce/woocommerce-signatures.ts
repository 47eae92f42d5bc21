import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * WooCommerce webhooks carry X-WC-Webhook-Signature = base64(HMAC-SHA256(raw body, secret)) (WC_Webhook::
 * generate_signature). Each store gets its own secret, derived from ours and the store's URL, so the secret a
 * seller can read in their WordPress admin signs for that store only.
 */
export const webhookSecretFor = (appSecret: string, storeUrl: string) => createHmac('sha256', appSecret).update(storeUrl.toLowerCase().replace(/\/+$/, '')).digest('hex');

export const wooSignature = (rawBody: Buffer, secret: string) => createHmac('sha256', secret).update(rawBody).digest('base64');

export function verifyWooSignature(rawBody: Buffer, header: string | undefined, secret: string): boolean {
  if (typeof header !== 'string') return false;
  const expected = Buffer.from(wooSignature(rawBody, secret));
  const given = Buffer.from(header);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The ping WooCommerce sends when a webhook is created: a form body `webhook_id=N`, unsigned; we let it through and act on nothing. */
export const isWooPing = (rawBody: Buffer) => /^webhook_id=\d+$/.test(rawBody.toString('utf8'));
