/**
 * Spec 5.4: a store's default domain uses English letters, digits, '-' and '_' only, and starts and ends
 * with a letter or digit. Shopify's own host names are stricter (no '_', the `shop` parameter rule of its
 * OAuth docs), so a Shopify store also has to pass `shopifyShopDomain`.
 */
export const DEFAULT_DOMAIN_PATTERN = /^[A-Za-z0-9](?:[A-Za-z0-9_-]*[A-Za-z0-9])?$/;
export const isValidDefaultDomain = (label: string) => label.length <= 63 && DEFAULT_DOMAIN_PATTERN.test(label);

/** Shopify's rule for the `shop` parameter of its OAuth requests. */
export const SHOPIFY_SHOP_PATTERN = /^[a-zA-Z0-9][a-zA-Z0-9-]*\.myshopify\.com$/;

/**
 * The `x.myshopify.com` host of what a seller typed: a default domain ('my-shop'), the host, or its URL
 * ('https://my-shop.myshopify.com/admin'). Null when it names no Shopify store. Lower case, as Shopify answers it.
 */
export function shopifyShopDomain(input: string): string | null {
  let text = input.trim();
  if (!text) return null;
  if (!text.includes('.')) {
    if (!isValidDefaultDomain(text)) return null;
    text = `${text}.myshopify.com`;
  } else {
    try {
      text = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`).hostname;
    } catch {
      return null;
    }
  }
  const host = text.toLowerCase();
  return SHOPIFY_SHOP_PATTERN.test(host) && host.length <= 255 ? host : null;
}

/**
 * A self-hosted store's site URL as the adapter calls it: http(s) only, no credentials, query or fragment,
 * no trailing slash. A bare host gets https://. Null when it is no such URL.
 */
export function normalizeStoreUrl(input: string): string | null {
  const text = input.trim();
  if (!text || text.length > 255) return null;
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || (!url.hostname.includes('.') && url.hostname !== 'localhost')) return null;
  return `${url.protocol}//${url.host}${url.pathname.replace(/\/+$/, '')}`;
}
