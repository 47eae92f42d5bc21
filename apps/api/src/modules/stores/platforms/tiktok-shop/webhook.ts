import { webhookEventSchema } from './schemas.ts';

/**
 * What a verified TikTok Shop push says, for the stores module's webhook route: which shop, and
 * whether the seller removed our app (type 6, SELLER_DEAUTHORIZATION: the store becomes
 * Unauthorized) or an order changed (type 1, ORDER_STATUS_CHANGE, and type 11, CANCELLATION_STATUS_CHANGE:
 * the store-orders domain reads the order back, orders.ts). Call only after verifyWebhook; answers null for a
 * body that is not a TikTok event.
 */

type Event = 'ORDER_STATUS_CHANGE' | 'SELLER_DEAUTHORIZATION' | 'CANCELLATION_STATUS_CHANGE';
const EVENTS: Record<number, Event> = { 1: 'ORDER_STATUS_CHANGE', 6: 'SELLER_DEAUTHORIZATION', 11: 'CANCELLATION_STATUS_CHANGE' };

export interface TikTokPush {
  event: Event | 'OTHER';
  type: number;
  shopId: string;
  /** TikTok's id of this notification (`tts_notification_id`): the same push delivered again keeps it. */
  notificationId?: string;
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
  return { event: EVENTS[parsed.data.type] ?? 'OTHER', type: parsed.data.type, shopId: parsed.data.shop_id, notificationId: parsed.data.tts_notification_id, data: parsed.data.data };
}
