/**
 * The store platforms of spec 1 and 3.1. `code` is the URL segment and database value; `platformCode` is the
 * code the spec's screens send (SP storefront builder, PD discount marketplace; WC and TT are ours, the spec
 * shows none for those two kinds).
 */
export const PLATFORM_CODES = ['shopify', 'woocommerce', 'tiktok-shop', 'temu'] as const;
export type StorePlatformCode = (typeof PLATFORM_CODES)[number];

/** How a seller connects: the platform's OAuth grant, consumer keys (or WooCommerce's app authentication), a pasted token. */
export type ConnectKind = 'oauth' | 'keys' | 'token';

export interface PlatformInfo {
  code: StorePlatformCode;
  platformCode: string;
  name: string;
  /** Spec 1's kind of platform. */
  kind: 'storefrontBuilder' | 'shopPlugin' | 'shortVideoShop' | 'discountMarketplace';
  connect: ConnectKind;
}

export const PLATFORMS: readonly PlatformInfo[] = [
  { code: 'shopify', platformCode: 'SP', name: 'Shopify', kind: 'storefrontBuilder', connect: 'oauth' },
  { code: 'woocommerce', platformCode: 'WC', name: 'WooCommerce', kind: 'shopPlugin', connect: 'keys' },
  { code: 'tiktok-shop', platformCode: 'TT', name: 'TikTok Shop', kind: 'shortVideoShop', connect: 'oauth' },
  { code: 'temu', platformCode: 'PD', name: 'Temu', kind: 'discountMarketplace', connect: 'token' },
];

/**
 * Platforms whose shops are reached by region rather than by URL (decision 0020): the seller picks one when
 * connecting, and the store shows it where others show their URL. TikTok Shop's markets; Temu's routers.
 */
export const STORE_REGIONS: Partial<Record<StorePlatformCode, readonly string[]>> = {
  'tiktok-shop': ['US', 'GB', 'DE', 'FR', 'ES', 'IT', 'IE', 'MX', 'BR', 'JP', 'ID', 'MY', 'PH', 'SG', 'TH', 'VN'],
  temu: ['us', 'eu', 'global'],
};
/** The platform's own spelling of a region the seller typed ('gb' → 'GB' on TikTok Shop); undefined when unknown. */
export function storeRegion(platform: StorePlatformCode, typed: string): string | undefined {
  const text = typed.trim().toLowerCase();
  return STORE_REGIONS[platform]?.find((region) => region.toLowerCase() === text);
}

export const platformInfo = (code: StorePlatformCode): PlatformInfo => PLATFORMS.find((p) => p.code === code)!;

/** Our code from either form the screens send ('shopify' or 'SP'); undefined for anything else. */
export function platformFromAny(value: string): StorePlatformCode | undefined {
  const upper = value.toUpperCase();
  return PLATFORMS.find((p) => p.code === value.toLowerCase() || p.platformCode === upper)?.code;
}

/** Our web page the platforms send the seller's browser back to; it forwards the query to POST /api/store/authCallback/{platform}. */
export const storeCallbackPage = (platform: StorePlatformCode) => `/personal-center/store-callback/${platform}`;
/** Where WooCommerce's app authentication returns the browser (the keys arrive server to server). */
export const STORE_MANAGE_PAGE = '/personal-center/store-manage';
