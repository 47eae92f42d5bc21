import { webhookEventSchema } from './schemas.ts';

/**
 * What a verified TikTok Shop push says, for the stores module's webhook route: which shop, and
 * whether the seller removed our app (type 6, SELLER_DEAUTHORIZATION: the store becomes
 * Unauthorized) or an order changed (type 1, ORDER_STATUS_CHANGE: the store-order issue re-reads it).
 * Call only after verifyWebhook; answers null for a body that is not a TikTok event.
 */

const EVENTS: Record<number, 'ORDER_STATUS_CHANGE' | 'SELLER_DEAUTHORIZATION'> = { 1: 'ORDER_STATUS_CHANGE', 6: 'SELLER_DEAUTHORIZATION' };

export interface TikTokPush {
  event: 'ORDER_STATUS_CHANGE' | 'SELLER_DEAUTHORIZATION' | 'OTHER';
  type: number;
  shopId: string;
  data: Record<string, unknown>;
}

export function readTikTokPush(rawBody: Buffer): TikTokPush | null {
  let json: unknown;
  try {
    json = JSON.parse(rawBody.toString('utf8'));
  } catch {
    return null;
  }
  const parsed = webhookEventSchema.safeParse(json);
  if (!parsed.success) return null;
  return { event: EVENTS[parsed.data.type] ?? 'OTHER', type: parsed.data.type, shopId: parsed.data.shop_id, data: parsed.data.data };
}
