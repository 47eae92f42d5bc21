import { discountedPrice, type ProductDetail, type SkuDetail } from '@threadway/contracts';

/**
 * The price of a SKU as the page shows it: the product's running discount (a percent off) is
 * applied to the SKU's own price with the rule the server's cards use; the struck-through price is the SKU's original price when it is higher.
 * Null prices are the guest lock (spec 6).
 */
export function skuPrices(product: ProductDetail, sku: SkuDetail | undefined): { price: number | null; original: number | null } {
  if (!sku) {
    const discounted = product.discountPrice !== null && product.price !== null;
    return { price: discounted ? product.discountPrice : product.price, original: discounted ? product.price : product.originalPrice };
  }
  if (sku.price === null) return { price: null, original: null };
  if (product.discountPercent) return { price: discountedPrice(sku.price, product.discountPercent), original: sku.price };
  return { price: sku.price, original: sku.originalPrice !== null && sku.originalPrice > sku.price ? sku.originalPrice : null };
}
