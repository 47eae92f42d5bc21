import { z } from 'zod';
import { WAREHOUSES } from '../orders/statuses.ts';
import { platformField } from '../stores/schemas.ts';
import { BATCH_ITEM_STATUSES, BATCH_STATUSES, LISTING_IMAGE_EXTENSIONS, LISTING_LIMITS, LISTING_STATUSES, SYNC_TYPE_VALUES } from './constants.ts';

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

const warehouseCodes = WAREHOUSES.map((w) => w.code) as unknown as readonly ['CN_S', 'CN_N', 'US', 'GB', 'DE'];
/** A warehouse code (spec 3.11): CN_S, CN_N, US, GB, DE. */
export const listingWarehouseField = z.enum(warehouseCodes, { error: invalid });

/** Spec 5.1: pictures JPG, JPEG or PNG only, judged by the URL path's extension. */
export const isListingImageUrl = (url: string) => {
  const path = url.split(/[?#]/)[0]!.toLowerCase();
  return LISTING_IMAGE_EXTENSIONS.some((ext) => path.endsWith(`.${ext}`));
};

/** Keywords of the listings search: several separated by commas, spaces or lines (spec 2.7). */
export const searchKeywords = (content: string | undefined) => (content ?? '').split(/[\s,，]+/).map((word) => word.trim()).filter(Boolean).slice(0, 20);

/** The shipping choice of a listing: ship from (warehouse), ship to (country) and channel, all three or none. */
const shippingChoice = {
  shipFrom: listingWarehouseField.optional(),
  shipTo: z.string({ error: invalid }).trim().regex(/^[A-Z]{2}$/, invalid).optional(),
  channelCode: text.optional(),
};

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
export const listingPage = z.object({
  list: z.array(listingRow),
  total: z.number(),
  pageNumber: z.number(),
  pageSize: z.number(),
  /**
   * The seller's listings in other tabs (same platform and store filters) with a write in flight: each may land in
   * this tab when it ends (a new listing in Published), so the screen asks for the page again until none is left.
   */
  writingElsewhere: z.number(),
});

/** One variant as the editor sends it. */
export const listingVariantInput = z.object({
  skuId: id,
  sku: z.string({ error: 'listings.skuRequired' }).trim().min(1, 'listings.skuRequired').max(LISTING_LIMITS.textMax, 'listings.inputTooLong'),
  priceCents: cents,
  compareAtCents: cents.nullable().default(null),
  quantity: z.number({ error: invalid }).int(invalid).min(0, invalid).max(1_000_000, invalid),
  /** The warehouse the variant ships from; by default ship-from, else the warehouse holding most of it. */
  warehouse: listingWarehouseField.optional(),
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

/**
 * A category attribute's value(s) as a listing carries them (TikTok Shop's product_attributes): the attribute's id
 * and, per value, the platform's value id, or only a name where the attribute takes values of the seller's own.
 */
export const listingAttributeInput = z.object({
  id: z.string({ error: invalid }).trim().min(1, invalid).max(64, invalid),
  values: z
    .array(z.object({ id: z.string({ error: invalid }).trim().min(1, invalid).max(64, invalid).optional(), name: text.min(1, invalid) }), { error: invalid })
    .min(1, invalid)
    .max(50, invalid),
});
export type ListingAttributeInput = z.infer<typeof listingAttributeInput>;

/** POST /api/listings/listing (create) and, with `id`, PUT (edit): every field of spec 2.8; the rules of 5.1. */
const listingDraftFields = z.object({
  storeId: id,
  productId,
  title: z.string({ error: 'listings.titleRequired' }).trim().min(1, 'listings.titleRequired').max(LISTING_LIMITS.textMax, 'listings.inputTooLong'),
  tags: z.array(text, { error: invalid }).max(LISTING_LIMITS.tagsMax, 'listings.tooManyTags').default([]),
  collectionIds: z.array(text, { error: invalid }).max(250, invalid).default([]),
  categoryId: text.optional(),
  /** The category's product attributes the seller filled (TikTok Shop); checked against the category's on the platform. */
  productAttributes: z.array(listingAttributeInput, { error: invalid }).max(100, invalid).default([]),
  productType: text.optional(),
  descriptionHtml: z.string({ error: 'listings.descriptionRequired' }).min(1, 'listings.descriptionRequired').max(LISTING_LIMITS.descriptionMax, 'listings.descriptionTooLong'),
  sizeUnit: text.optional(),
  images: z
    .array(z.string({ error: invalid }).trim().max(2048, invalid).refine(isListingImageUrl, 'listings.pictureType'), { error: 'listings.pictureRequired' }).min(1, 'listings.pictureRequired').max(LISTING_LIMITS.imagesMax, 'listings.tooManyPictures'),
  ...shippingChoice,
  pricing: listingPricing.nullable().default(null),
  variants: z.array(listingVariantInput, { error: 'listings.skuRequired' }).min(1, 'listings.skuRequired').max(500, invalid),
  /** List again although the product is already in this store (spec 2.6 'Duplicate listing'). */
  duplicate: z.boolean({ error: invalid }).default(false),
});

/** Spec 5.1 rules across fields: ship from / to / channel all three or none; compare-at above the price. */
function crossFieldRules(value: z.output<typeof listingDraftFields>, ctx: z.RefinementCtx) {
  const chosen = [value.shipFrom, value.shipTo, value.channelCode].filter(Boolean).length;
  if (chosen !== 0 && chosen !== 3) ctx.addIssue({ code: 'custom', message: 'listings.shippingMethodRequired', path: [value.shipFrom ? (value.shipTo ? 'channelCode' : 'shipTo') : 'shipFrom'] });
  value.variants.forEach((variant, index) => {
    // The editor's "Suggested Price" column is the price the store sells at (spec 2.8); compare-at is struck through above it.
    if (variant.compareAtCents !== null && variant.compareAtCents <= variant.priceCents) ctx.addIssue({ code: 'custom', message: 'listings.compareAtTooLow', path: ['variants', index, 'compareAtCents'] });
  });
}
export const listingDraft = listingDraftFields.superRefine(crossFieldRules);
export const listingEdit = listingDraftFields.extend({ id }).superRefine(crossFieldRules);

/** POST /api/listings/loadPublishRecord: the batch modal (spec 2.6, rules 5.2). */
export const batchPublishRequest = z.object({
  platform: platformField,
  storeId: z.coerce.number({ error: 'listings.storeRequired' }).int('listings.storeRequired').positive('listings.storeRequired'),
  productIds: z.array(productId, { error: 'listings.selectProductFirst' }).min(1, 'listings.selectProductFirst').max(LISTING_LIMITS.batchMax, 'listings.batchTooLarge'),
  collectionIds: z.array(text, { error: invalid }).max(250, invalid).default([]),
  categoryId: text.optional(),
  /** The category's product attributes (TikTok Shop), the same for every product of the batch. */
  productAttributes: z.array(listingAttributeInput, { error: invalid }).max(100, invalid).default([]),
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

/** POST /api/listings/common/productDetail: the editor's default for a catalogue product in one store. */
export const productDetailRequest = z
  .object({
    storeId: z.coerce.number({ error: 'listings.storeRequired' }).int('listings.storeRequired').positive('listings.storeRequired').max(Number.MAX_SAFE_INTEGER, invalid),
    productId,
    /** Overrides the store's price-rule multiplier (the batch modal's). */
    multiplier: z.number({ error: invalid }).positive(invalid).max(1000, invalid).optional(),
    /** The batch modal's shipping cost, store currency minor units; used when no ship-from/to/channel is chosen. */
    shippingCents: cents.optional(),
    ...shippingChoice,
  })
  .refine((value) => [value.shipFrom, value.shipTo, value.channelCode].filter(Boolean).length % 3 === 0, { message: 'listings.shippingMethodRequired', path: ['channelCode'] });

/** One variant of the editor (spec 2.8 variants table); money in the store currency's minor units. */
export const listingVariant = z.object({
  /** The listing variant's id (detail only; 0 in a default draft). */
  id: z.number(),
  skuId: z.number(),
  sku: z.string(),
  size: z.string(),
  colour: z.string(),
  imageUrl: z.string().nullable(),
  weightGrams: z.number(),
  warehouse: z.string(),
  /** Stock per warehouse code, for the warehouse select. */
  stock: z.record(z.string(), z.number()),
  /** Our price of the SKU to the seller, converted. */
  costCents: z.number(),
  shippingCents: z.number(),
  /** The catalogue's reference retail price (its original price), converted: the base of suggested-price rules. */
  suggestedCents: z.number(),
  /** What the store sells at: the editor's "Suggested Price" column. */
  priceCents: z.number(),
  compareAtCents: z.number().nullable(),
  profitCents: z.number(),
  marginPercent: z.number(),
  quantity: z.number(),
  platformVariantId: z.string().nullable(),
});

/** The editor's data (spec 2.8): the default built from the product and the store settings, or a listing's. */
export const listingEditorData = z.object({
  storeId: z.number(),
  storeName: z.string(),
  platform: z.string(),
  currency: z.string(),
  productId: z.string(),
  itemNo: z.string(),
  title: z.string(),
  descriptionHtml: z.string(),
  tags: z.array(z.string()),
  collectionIds: z.array(z.string()),
  categoryId: z.string().nullable(),
  /** The category's product attributes as filled (TikTok Shop); none in a new draft. */
  productAttributes: z.array(listingAttributeInput),
  productType: z.string().nullable(),
  sizeUnit: z.string().nullable(),
  /** The pictures sent, in order. */
  images: z.array(z.string()),
  /** Every picture of the product the seller may choose from. */
  productImages: z.array(z.string()),
  /** Most pictures this platform takes (spec 5.1). */
  maxImages: z.number(),
  shipFrom: z.string().nullable(),
  shipTo: z.string().nullable(),
  channelCode: z.string().nullable(),
  /** Estimated delivery time in days, e.g. '7-12', from the rate engine. */
  deliveryDays: z.string().nullable(),
  /** The store's price rules the prices came from (spec 9.3); the editor shows the formula. */
  pricing: listingPricing.nullable(),
  compareAtPricing: listingPricing.nullable(),
  variants: z.array(listingVariant),
  /** Listings of this product already in this store (not deleted): the editor asks before duplicating. */
  listedIds: z.array(z.number()),
});

/** GET /api/listings/listingDetail: the editor's data of one listing plus its state. */
export const listingDetail = listingEditorData.extend({
  id: z.number(),
  status: listingStatusField,
  syncType: z.number().nullable(),
  platformStatus: z.string().nullable(),
  platformProductId: z.string().nullable(),
  platformUrl: z.string().nullable(),
  lastError: z.string().nullable(),
  catalogueChanged: z.boolean(),
  pendingPrices: z.array(z.object({ variantId: z.number(), priceCents: z.number(), compareAtCents: z.number().nullable() })).nullable(),
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
});

/** What a write answers: the listing's id and the platform write now queued. */
export const listingQueued = z.object({ id: z.number(), status: listingStatusField, syncType: z.number().nullable() });

/** DELETE common/variant/delete: one variant of a listing (a listing keeps at least one). */
export const variantDeleteRequest = z.object({ listingId: id, variantId: id });

/** PUT common/batchUpdateListing: a price change applied to several listings (spec 2.8 one-click, 9.3 formulas). */
export const batchUpdateRequest = z.object({
  ids: ids.min(1, 'listings.selectListingFirst'),
  pricing: listingPricing,
  /** The compare-at rule; none keeps no compare-at price. */
  compareAtPricing: listingPricing.nullable().default(null),
});

/** POST common/getListingsRealTimeStatus: our rows' states; `live` also asks the stores (published ones). */
export const realTimeStatusRequest = z.object({ ids: ids.min(1, 'listings.selectListingFirst').max(100, invalid), live: z.boolean({ error: invalid }).default(false) });
export const realTimeStatusRow = z.object({
  id: z.number(),
  status: listingStatusField,
  syncType: z.number().nullable(),
  platformStatus: z.string().nullable(),
  lastError: z.string().nullable(),
  /** From the store when `live` was asked and it answered; null otherwise. */
  existsInStore: z.boolean().nullable(),
});

/** Collections, categories or tags of a store (spec 3.5), as last synced. */
export const storeTaxonomyItem = z.object({ id: z.string(), name: z.string() });
export const storeTaxonomyQuery = z.object({ storeId: id });

/** TikTok Shop POST categoryId: the category recommended for a product title. */
export const categoryRecommendRequest = z.object({
  storeId: id,
  title: z.string({ error: 'listings.titleRequired' }).trim().min(1, 'listings.titleRequired').max(LISTING_LIMITS.textMax, 'listings.inputTooLong'),
  /** The description as the editor has it (rich text; sent to TikTok as plain text). */
  description: z.string({ error: invalid }).max(LISTING_LIMITS.descriptionMax, 'listings.descriptionTooLong').optional(),
  productId: productId.optional(),
});
export const categoryRecommendation = z.object({ categoryId: z.string().nullable(), categoryName: z.string().nullable(), source: z.enum(['platform', 'catalogue']) });
export const storeIdBody = z.object({ storeId: id });
export const platformWarehouse = z.object({ id: z.string(), name: z.string(), isDefault: z.boolean() });
export const attributesQuery = z.object({ storeId: id, categoryId: z.string({ error: 'listings.categoryRequired' }).trim().min(1, 'listings.categoryRequired').max(64, invalid) });
/** A category attribute: kind 'sales' is a SKU axis (colour, size), 'product' the product's own (material, …). */
export const platformAttribute = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(['sales', 'product']),
  required: z.boolean(),
  customizable: z.boolean(),
  multipleValues: z.boolean(),
  values: z.array(z.object({ id: z.string(), name: z.string() })),
});

/** GET listingChannel: channels of the rate engine for a product's route (spec 3.11), prices in the store currency when a store is given. */
export const listingChannelQuery = z.object({
  productId,
  shipFrom: listingWarehouseField,
  shipTo: z.string({ error: invalid }).trim().regex(/^[A-Z]{2}$/, invalid),
  storeId: id.optional(),
});
export const listingChannel = z.object({ channelCode: z.string(), channelName: z.string(), agingGrade: z.string(), deliveryTime: z.string(), shippingCents: z.number(), currency: z.string() });

/** GET productSizeContent: what the catalogue says of a product's sizes, and a table the description can take. */
export const productSizeQuery = z.object({ productId });
export const productSizeContent = z.object({
  productId: z.string(),
  sizes: z.array(z.object({ size: z.string(), weightGrams: z.number() })),
  fabric: z.string().nullable(),
  attributes: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
  html: z.string(),
});

/** POST common/skuNotExitListings: the product's on-sale SKUs a listing does not have (to add back). */
export const skuNotExistRequest = z.object({ listingId: id });
