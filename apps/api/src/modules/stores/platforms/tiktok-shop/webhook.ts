import { webhookEventSchema } from './schemas.ts';

/**
 * What a verified TikTok Shop push says, for the stores module's webhook route: which shop, and
 * whether the seller removed our app (type 6, SELLER_DEAUTHORIZATION: the store becomes
 * Unauthorized), an order changed (type 1, ORDER_STATUS_CHANGE, and type 11, CANCELLATION_STATUS_CHANGE:
 * the store-orders domain reads the order back, orders.ts), or a product's review or status changed (type 5,
 * PRODUCT_STATUS_CHANGE: its listings read the status again). Call only after verifyWebhook; answers null for
 * a body that is not a TikTok event.
 */

type PushEvent = 'ORDER_STATUS_CHANGE' | 'PRODUCT_STATUS_CHANGE' | 'SELLER_DEAUTHORIZATION' | 'CANCELLATION_STATUS_CHANGE';
const EVENTS: Record<number, PushEvent> = { 1: 'ORDER_STATUS_CHANGE', 5: 'PRODUCT_STATUS_CHANGE', 6: 'SELLER_DEAUTHORIZATION', 11: 'CANCELLATION_STATUS_CHANGE' };

export interface TikTokPush {
  event: PushEvent | 'OTHER';
  type: number;
  shopId: string;
  /** TikTok's id of this notification (`tts_notification_id`): the same push delivered again keeps it. */
  notificationId?: string;
  data: Record<string, unknown>;
  /** PRODUCT_STATUS_CHANGE's product, digits as sent (TikTok's example sends it as a JSON number past 2^53). */
  productId?: string;
}

const PRODUCT_ID = /"product_id"\s*:\s*"?(\d+)/;

export function readTikTokPush(rawBody: Buffer): TikTokPush | null {
  let json: unknown;
  try {
    json = JSON.parse(rawBody.toString('utf8'));
  } catch {
    return null;
  }
  const parsed = webhookEventSchema.safeParse(json);
  if (!parsed.success) return null;
  const event = EVENTS[parsed.data.type] ?? 'OTHER';
  const productId = event === 'PRODUCT_STATUS_CHANGE' ? PRODUCT_ID.exec(rawBody.toString('utf8'))?.[1] : undefined;
  return { event, type: parsed.data.type, shopId: parsed.data.shop_id, notificationId: parsed.data.tts_notification_id, data: parsed.data.data, ...(productId ? { productId } : {}) };
}
