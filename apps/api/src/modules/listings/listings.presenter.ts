import { listingPlatformStatus, profitOf, type listingDetail, type listingRow, type LocaleCode } from '@threadway/contracts';
import type { z } from 'zod';
import type { stores } from '../../db/schema/index.ts';
import type { CatalogueProduct } from './catalogue-product.ts';
import { failureText } from './failure-reasons.ts';
import { listingImageUrl } from './listing-images.ts';
import type { ListingRow, VariantRow } from './listings.repository.ts';

type StoreRow = typeof stores.$inferSelect;
const range = (values: number[]) => (values.length === 0 ? { min: 0, max: 0 } : { min: Math.min(...values), max: Math.max(...values) });

/** Spec 2.7's inventory: not available when the catalogue no longer sells it, sold out at quantity 0. */
const inventoryOf = (productOnSale: boolean, quantity: number) => (!productOnSale ? 'notAvailable' : quantity > 0 ? 'available' : 'soldOut');

/** One row of the listings table. */
export function toListingRow(
  listing: ListingRow,
  store: StoreRow,
  product: { kkProductId: string; itemNo: string; status: number; mainImageUrl: string | null },
  variants: VariantRow[],
  locale: LocaleCode,
): z.output<typeof listingRow> {
  const quantity = variants.reduce((sum, v) => sum + v.quantity, 0);
  const compareAt = variants.map((v) => v.compareAtCents).filter((cents): cents is number => cents !== null);
  return {
    id: listing.id,
    productId: product.kkProductId,
    itemNo: product.itemNo,
    title: listing.title,
    image: listing.images[0] ?? product.mainImageUrl,
    platform: listing.platform,
    storeId: store.id,
    storeName: store.name,
    status: listing.status,
    platformStatus: listingPlatformStatus(listing.platform, listing.platformStatus),
    syncType: listing.syncType,
    lastError: failureText(locale, listing.lastError),
    currency: listing.currency,
    price: range(variants.map((v) => v.priceCents)),
    compareAtPrice: compareAt.length > 0 ? range(compareAt) : null,
    inventory: inventoryOf(product.status === 1, quantity),
    quantity,
    publishedAt: listing.publishedAt?.toISOString() ?? null,
    platformUrl: listing.platformUrl,
    authorization: { authorized: store.authorized, expiresAt: store.authorized ? (store.accessTokenExpiresAt?.toISOString() ?? null) : null },
    catalogueChanged: listing.catalogueChangedAt !== null,
    pendingPriceApproval: listing.pendingPrices !== null && listing.pendingPrices.length > 0,
  };
}

/** A listing as the editor and /publish/MTDetail show it (spec 2.8), with the product's current stock and pictures. */
export function toListingDetail(
  listing: ListingRow,
  store: StoreRow,
  product: CatalogueProduct | undefined,
  variants: VariantRow[],
  extra: { productImages: string[]; maxImages: number; listedIds: number[]; publicUrl: string },
): z.output<typeof listingDetail> {
  const stockOf = (skuId: number) => product?.skus.find((s) => s.id === skuId);
  return {
    id: listing.id,
    storeId: store.id,
    storeName: store.name,
    platform: listing.platform,
    currency: listing.currency,
    productId: product?.kkProductId ?? '',
    itemNo: product?.itemNo ?? '',
    title: listing.title,
    descriptionHtml: listing.descriptionHtml,
    tags: listing.tags,
    collectionIds: listing.collectionIds,
    categoryId: listing.categoryId,
    productAttributes: listing.productAttributes,
    productType: listing.productType,
    sizeUnit: listing.sizeUnit,
    images: listing.images,
    productImages: extra.productImages,
    maxImages: extra.maxImages,
    shipFrom: listing.shipFrom,
    shipTo: listing.shipTo,
    channelCode: listing.channelCode,
    deliveryDays: listing.deliveryDays,
    pricing: listing.pricing,
    compareAtPricing: null,
    variants: variants.map((v) => {
      const sku = stockOf(v.skuId);
      return {
        id: v.id,
        skuId: v.skuId,
        sku: v.sku,
        size: v.size,
        colour: v.colour,
        imageUrl: sku?.imageUrl ? listingImageUrl(sku.imageUrl, extra.publicUrl) : null,
        weightGrams: sku?.weightGrams ?? 0,
        warehouse: v.warehouse,
        stock: sku?.stock ?? {},
        costCents: v.costCents,
        shippingCents: v.shippingCents,
        suggestedCents: v.suggestedCents,
        priceCents: v.priceCents,
        compareAtCents: v.compareAtCents,
        ...profitOf(v.priceCents, v.costCents, v.shippingCents),
        quantity: v.quantity,
        platformVariantId: v.platformVariantId,
      };
    }),
    listedIds: extra.listedIds,
    status: listing.status,
    syncType: listing.syncType,
    platformStatus: listing.platformStatus,
    platformProductId: listing.platformProductId,
    platformUrl: listing.platformUrl,
    lastError: listing.lastError,
    catalogueChanged: listing.catalogueChangedAt !== null,
    pendingPrices: listing.pendingPrices,
    publishedAt: listing.publishedAt?.toISOString() ?? null,
    createdAt: listing.createdAt.toISOString(),
  };
}
