import type { CategoryAttribute } from '@threadway/contracts';
import type { Config } from '../../../platform/config.ts';
import { OutboundRefused, type HttpFetch } from '../../../platform/outbound-http.ts';
import { PlatformError, type ConnectedShop, type PlatformCode, type StoreCollection, type StoreConnection, type StorePlatform } from './platform.ts';

/** What our adapters add to the shared interface (platform.ts stays byte-identical across worktrees). */
export interface StorePlatformExtras {
  /** Checks the signature a platform puts on its OAuth callback (Shopify's hex HMAC of the sorted query). */
  verifyCallback?(params: Record<string, string>): boolean;
  /** Token platforms (Temu's manual authorization): checks a pasted access token with a real call before it is saved. */
  connectWithToken?(input: { accessToken: string; region: string }): Promise<ConnectedShop>;
  /** TikTok Shop: the leaf category its API recommends for a product, named by its path (POST /product/202309/categories/recommend). */
  recommendCategory?(connection: StoreConnection, input: { title: string; description?: string; images?: string[] }): Promise<StoreCollection | null>;
  /** TikTok Shop: the shop's warehouses (GET /logistics/202309/warehouses). */
  listWarehouses?(connection: StoreConnection): Promise<{ id: string; name: string; isDefault: boolean }[]>;
  /** TikTok Shop: a category's product attributes (GET /product/202309/categories/{id}/attributes). */
  listAttributes?(connection: StoreConnection, categoryId: string): Promise<PlatformAttribute[]>;
}

/** A category attribute as the editor and the server's rule read it (contracts `CategoryAttribute`). */
export type PlatformAttribute = CategoryAttribute;
export type AdapterOf = StorePlatform & StorePlatformExtras;

/** Adapters are made from the app config and the HTTP function of the stores module (outbound-http.ts). */
export type PlatformFactory = (config: Config, http: HttpFetch) => StorePlatform;

/** Refused targets (production, non-public address) say so; anything else that failed in transit is 'unavailable'. */
export const URL_NOT_ALLOWED = 'url not allowed';
export async function call(http: HttpFetch, url: string, init?: Parameters<HttpFetch>[1]): Promise<Response> {
  try {
    return await http(url, init);
  } catch (error) {
    if (error instanceof OutboundRefused && (error.reason === 'address' || error.reason === 'scheme')) throw new PlatformError('rejected', URL_NOT_ALLOWED);
    throw new PlatformError('unavailable', error instanceof Error ? error.message : String(error));
  }
}

/** Reads a JSON answer; a body that is not JSON is the platform being unavailable. */
export async function jsonOf<T>(response: Response): Promise<T> {
  try {
    return (await response.json()) as T;
  } catch {
    throw new PlatformError('unavailable', `answer ${response.status} is not JSON`);
  }
}

/** Retry-After in seconds (the platforms' form) as milliseconds. */
export const retryAfterMs = (response: Response) => {
  const seconds = Number(response.headers.get('retry-after'));
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 1000;
};

export const isPlatformCode = (value: string): value is PlatformCode => ['shopify', 'woocommerce', 'tiktok-shop', 'temu'].includes(value);
