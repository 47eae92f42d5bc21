import type { z } from 'zod';
import { PlatformError, type StoreConnection } from '../platform.ts';
import { perSecondPacer } from '../publishing/pacing.ts';
import type { SignedCall, TikTokClient } from './client.ts';

/**
 * Shop-scoped signed calls as every TikTok Shop module makes them (publishing, store orders): the shop's
 * `shop_cipher` on the query, the shop's token, and one pacer per shop shared by all modules so that together
 * they keep to TikTok's QPS (in-process, like the publisher's pacing always was).
 */

/** TikTok Shop's documented default: 50 calls a second. */
export const TIKTOK_QPS = 50;

export type ShopRequest = Omit<SignedCall, 'accessToken' | 'query'> & { query?: Record<string, string> };

export function tiktokShopApi(client: TikTokClient, qps = TIKTOK_QPS) {
  const pacer = perSecondPacer(qps);
  const shopKey = (connection: StoreConnection) => connection.credentials.extra.shopId ?? connection.credentials.extra.shopCipher ?? connection.storeUrl;
  const cipherOf = (connection: StoreConnection) => {
    const cipher = connection.credentials.extra.shopCipher;
    if (!cipher) throw new PlatformError('rejected', 'TikTok Shop: the connection has no shop cipher');
    return cipher;
  };

  return {
    client,
    shopKey,
    /** Waits for the shop's next free slot (for calls made outside `call`, e.g. uploads). */
    pace: (connection: StoreConnection) => pacer.take(shopKey(connection)),
    /** A shop-scoped signed call, paced. */
    async call<T>(connection: StoreConnection, schema: z.ZodType<T>, request: ShopRequest): Promise<T> {
      await pacer.take(shopKey(connection));
      return client.call(schema, { ...request, accessToken: connection.credentials.accessToken, query: { ...request.query, shop_cipher: cipherOf(connection) } });
    },
  };
}
export type TikTokShopApi = ReturnType<typeof tiktokShopApi>;
