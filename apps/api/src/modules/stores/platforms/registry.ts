import type { PlatformCode } from './platform.ts';
import type { AdapterOf, PlatformFactory } from './extras.ts';
import { shopifyPlatform } from './shopify/shopify.ts';
import { woocommercePlatform } from './woocommerce/woocommerce.ts';
import { tiktokShopPlatform } from './tiktok-shop/adapter.ts';
import { temuPlatform } from './temu/adapter.ts';
import type { Config } from '../../../platform/config.ts';
import type { HttpFetch } from '../../../platform/outbound-http.ts';

/**
 * The adapters by platform code (decisions 0019, 0020). A platform without a factory is listed by allPlatform
 * as not available and cannot be connected; tests pass their own map.
 */
export const PLATFORM_FACTORIES: Partial<Record<PlatformCode, PlatformFactory>> = {
  shopify: shopifyPlatform,
  woocommerce: woocommercePlatform,
  'tiktok-shop': tiktokShopPlatform,
  temu: temuPlatform,
};

export interface PlatformRegistry {
  get(code: PlatformCode): AdapterOf | undefined;
  codes(): PlatformCode[];
}

export function platformRegistry(config: Config, http: HttpFetch, factories: Partial<Record<PlatformCode, PlatformFactory>> = PLATFORM_FACTORIES): PlatformRegistry {
  const adapters = new Map<PlatformCode, AdapterOf>();
  for (const [code, factory] of Object.entries(factories) as [PlatformCode, PlatformFactory][]) adapters.set(code, factory(config, http));
  return { get: (code) => adapters.get(code), codes: () => [...adapters.keys()] };
}
