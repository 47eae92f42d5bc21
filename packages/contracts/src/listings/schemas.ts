import { z } from 'zod';
import { platformField } from '../stores/schemas.ts';
import { BATCH_ITEM_STATUSES, BATCH_STATUSES, LISTING_LIMITS, LISTING_STATUSES, SYNC_TYPE_VALUES } from './constants.ts';

/**
 * Requests and answers of the listing calls (spec 7.3 / 7.4; field names the spec does not show are ours,
 * docs/api-conventions.md "Listings"). Money in the store currency's minor units; `productId` is the
 * catalogue's kkProductId as everywhere on the seller side.
 */

const invalid = 'validation.invalidValue';
const id = z.coerce.number({ error: invalid }).int(invalid).positive(invalid).max(Number.MAX_SAFE_INTEGER, invalid);
const ids = z.array(id, { error: invalid }).max(500, invalid);
const productId = z.string({ error: invalid }).trim().min(1, invalid).max(64, invalid);
const cents = z.number({ error: invalid }).int(invalid).min(0, invalid).max(100_000_000, invalid);
/** Spec 5.1: every text input shorter than 255 characters. */
const text = z.string({ error: invalid }).trim().max(LISTING_LIMITS.textMax, 'listings.inputTooLong');
const page = { pageNumber: z.coerce.number({ error: invalid }).int(invalid).min(1, invalid).max(10_000, invalid).default(1), pageSize: z.coerce.number({ error: invalid }).int(invalid).min(1, invalid).max(100, invalid).default(20) };

export const listingStatusField = z.enum(LISTING_STATUSES, { error: invalid });
export const syncTypeField = z.union(SYNC_TYPE_VALUES.map((value) => z.literal(value)) as [z.ZodLiteral<number>, ...z.ZodLiteral<number>[]]);

/** POST /api/listings/listings: spec 3.4's filter and the tab. Keywords split on commas, spaces or lines. */
export const listingsFilter = z.object({
  tab: listingStatusField.default('published'),
  searchContent: z.string({ error: invalid }).max(2000, invalid).optional(),
  platformCode: platformField.optional(),
  storeIds: ids.optional(),
  ...page,
});

export const moneyRange = z.object({ min: z.number(), max: z.number() });

/** One row of the listings table (spec 2.7). */
export const listingRow = z.object({
  id: z.number(),
  productId: z.string(),
  itemNo: z.string(),
  title: z.string(),
  image: z.string().nullable(),
  platform: z.string(),
  storeId: z.number(),
  storeName: z.string(),
  status: listingStatusField,
  /** The platform's own status (TikTok Shop's words of spec 4.1). */
  platformStatus: z.string().nullable(),
  /** The write in flight (spec 4.2), null when none. */
  syncType: z.number().nullable(),
  lastError: z.string().nullable(),
  currency: z.string(),
  price: moneyRange,
  compareAtPrice: moneyRange.nullable(),
  inventory: z.enum(['available', 'soldOut', 'notAvailable']),
  quantity: z.number(),
  publishedAt: z.string().nullable(),
  platformUrl: z.string().nullable(),
  /** "Published in": the store's authorization and when it expires. */
  authorization: z.object({ authorized: z.boolean(), expiresAt: z.string().nullable() }),
  /** The catalogue product changed since the last synchronization: show Update (spec 2.7). */
  catalogueChanged: z.boolean(),
  /** Re-applied prices below cost plus shipping wait for the seller (issue 15). */
  pendingPriceApproval: z.boolean(),
});
export const listingPage = z.object({ list: z.array(listingRow), total: z.number(), pageNumber: z.number(), pageSize: z.number() });

/** One variant as the editor sends it. */
export const listingVariantInput = z.object({
  skuId: id,
  sku: z.string({ error: 'listings.skuRequired' }).trim().min(1, 'listings.skuRequired').max(LISTING_LIMITS.textMax, 'listings.inputTooLong'),
  priceCents: cents,
  compareAtCents: cents.nullable().default(null),
  quantity: z.number({ error: invalid }).int(invalid).min(0, invalid).max(1_000_000, invalid),
});

/** How the prices were made, kept so they follow cost and rate changes (spec 9.3 rule; null: typed by hand). */
export const listingPricing = z.object({
  base: z.enum(['suggestedPrice', 'productCost'], { error: invalid }),
  multiplier: z.number({ error: invalid }).positive(invalid).max(1000, invalid),
  profit: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('margin'), percent: z.number({ error: invalid }).min(-100, invalid).max(10_000, invalid) }),
    z.object({ kind: z.literal('profit'), cents: z.number({ error: invalid }).int(invalid).min(0, invalid).max(100_000_000, invalid) }),
  ]),
  includeShipping: z.boolean({ error: invalid }),
});

/** POST /api/listings/listing (create) and, with `id`, PUT (edit): every field of spec 2.8; the rules of 5.1. */
export const listingDraft = z.object({
  storeId: id,
  productId,
  title: z.string({ error: 'listings.titleRequired' }).trim().min(1, 'listings.titleRequired').max(LISTING_LIMITS.textMax, 'listings.inputTooLong'),
  tags: z.array(text, { error: invalid }).max(LISTING_LIMITS.tagsMax, 'listings.tooManyTags').default([]),
  collectionIds: z.array(text, { error: invalid }).max(250, invalid).default([]),
  categoryId: text.optional(),
  productType: text.optional(),
  descriptionHtml: z.string({ error: 'listings.descriptionRequired' }).min(1, 'listings.descriptionRequired').max(LISTING_LIMITS.descriptionMax, 'listings.descriptionTooLong'),
  sizeUnit: text.optional(),
  images: z.array(z.string({ error: invalid }).max(2048, invalid), { error: 'listings.pictureRequired' }).min(1, 'listings.pictureRequired').max(LISTING_LIMITS.imagesMax, 'listings.tooManyPictures'),
  shipFrom: text.optional(),
  shipTo: text.optional(),
  channelCode: text.optional(),
  pricing: listingPricing.nullable().default(null),
  variants: z.array(listingVariantInput, { error: 'listings.skuRequired' }).min(1, 'listings.skuRequired').max(500, invalid),
  /** List again although the product is already in this store (spec 2.6 'Duplicate listing'). */
  duplicate: z.boolean({ error: invalid }).default(false),
});
export const listingEdit = listingDraft.extend({ id });

/** POST /api/listings/loadPublishRecord: the batch modal (spec 2.6, rules 5.2). */
export const batchPublishRequest = z.object({
  platform: platformField,
  storeId: z.coerce.number({ error: 'listings.storeRequired' }).int('listings.storeRequired').positive('listings.storeRequired'),
  productIds: z.array(productId, { error: 'listings.selectProductFirst' }).min(1, 'listings.selectProductFirst').max(LISTING_LIMITS.batchMax, 'listings.batchTooLarge'),
  collectionIds: z.array(text, { error: invalid }).max(250, invalid).default([]),
  categoryId: text.optional(),
  tags: z.array(text, { error: invalid }).max(LISTING_LIMITS.tagsMax, 'listings.tooManyTags').default([]),
  /** Store price = suggested price × multiplier + shipping cost (spec 9.3); above 20 the screen warns first. */
  multiplier: z.number({ error: invalid }).positive(invalid).max(1000, invalid).default(1),
  shippingCents: cents.default(0),
  shipFrom: text.optional(),
  shipTo: text.optional(),
  channelCode: text.optional(),
  /** Items already listed in that store: Skip them or list them again. */
  existing: z.enum(['skip', 'duplicate'], { error: invalid }).default('skip'),
});

export const batchTaskRow = z.object({
  id: z.number(),
  platform: z.string(),
  storeId: z.number(),
  storeName: z.string(),
  status: z.enum(BATCH_STATUSES),
  total: z.number(),
  succeeded: z.number(),
  failed: z.number(),
  /** Item numbers of the products (the first few, for the row). */
  itemNos: z.array(z.string()),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export const batchItemRow = z.object({
  id: z.number(),
  platform: z.string(),
  storeName: z.string(),
  productId: z.string(),
  itemNo: z.string(),
  title: z.string(),
  image: z.string().nullable(),
  listingId: z.number().nullable(),
  status: z.enum(BATCH_ITEM_STATUSES),
  reason: z.string().nullable(),
});

/** PUT /api/listings/listingStatus: hide (false) or relist (true). */
export const listingStatusRequest = z.object({ ids: ids.min(1, 'listings.selectListingFirst'), active: z.boolean({ error: invalid }) });
/** DELETE /api/listings/listings, POST syncListings, getListingsRealTimeStatus. */
export const listingIdsRequest = z.object({ ids: ids.min(1, 'listings.selectListingFirst') });
export const listingIdQuery = z.object({ id });
