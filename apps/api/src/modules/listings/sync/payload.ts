import type { ListingPayload } from '../../stores/platforms/platform.ts';
import type { ListingRow, VariantRow } from './sync.repository.ts';

/** Our media are served under our own address; stores fetch pictures by absolute URL. */
export const absoluteUrl = (url: string, publicUrl: string) => new URL(url, publicUrl.endsWith('/') ? publicUrl : `${publicUrl}/`).toString();

/**
 * The key a platform write carries so a create retried after a crash (product made on the platform,
 * our row not yet told) finds the first product instead of making a second: one per listing, never reused.
 * Adapters get it as the payload's `reference` (Shopify: the handle productSet upserts by; WooCommerce: the
 * parent product's SKU) — docs/decisions/0025.
 */
export const idempotencyKeyOf = (listingId: number) => `tw-listing-${listingId}`;

/** Our row as the store receives it (spec 2.8's fields), pictures absolute, visible unless hidden. */
export function listingPayload(listing: ListingRow, variants: VariantRow[], publicUrl: string, active: boolean): ListingPayload {
  return {
    reference: idempotencyKeyOf(listing.id),
    title: listing.title,
    descriptionHtml: listing.descriptionHtml,
    tags: listing.tags,
    collectionIds: listing.collectionIds,
    ...(listing.categoryId ? { categoryId: listing.categoryId } : {}),
    ...(listing.productType ? { productType: listing.productType } : {}),
    images: listing.images.map((url) => absoluteUrl(url, publicUrl)),
    currency: listing.currency,
    variants: variants.map((v) => ({
      sku: v.sku,
      size: v.size,
      colour: v.colour,
      priceCents: v.priceCents,
      compareAtCents: v.compareAtCents,
      quantity: v.quantity,
      weightGrams: v.weightGrams,
      ...(v.imageUrl ? { imageUrl: absoluteUrl(v.imageUrl, publicUrl) } : {}),
      ...(v.platformVariantId ? { platformVariantId: v.platformVariantId } : {}),
    })),
    active,
    ...(listing.sizeUnit || listing.productAttributes.length > 0
      ? { extra: { ...(listing.sizeUnit ? { sizeUnit: listing.sizeUnit } : {}), ...(listing.productAttributes.length > 0 ? { productAttributes: listing.productAttributes } : {}) } }
      : {}),
  };
}
