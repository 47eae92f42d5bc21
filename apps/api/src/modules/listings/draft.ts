import {
  applyPriceRule,
  convertCents,
  profitOf,
  WAREHOUSES,
  type ListingAttributeInput,
  type listingEditorData,
  type PriceRule,
  type WarehouseCode,
} from '@threadway/contracts';
import { and, eq, ne } from 'drizzle-orm';
import sanitizeHtml from 'sanitize-html';
import type { z } from 'zod';
import { currencies, listings, listingVariants, storeSettings, stores } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/database.ts';
import { AppError, badRequest, notFound } from '../../platform/errors.ts';
import type { JobQueue } from '../../platform/jobs.ts';
import { channelsRepository } from '../logistics/channels.repository.ts';
import { quote } from '../logistics/channels.service.ts';
import { toSettings } from '../stores/stores.presenter.ts';
import { loadCatalogueProduct, type CatalogueProduct } from './catalogue-product.ts';
import { listingImageUrl } from './listing-images.ts';
import { listingProblem } from './listing-errors.ts';
import { enqueueListingSync } from './sync/listing-sync.ts';

export type EditorData = z.output<typeof listingEditorData>;
export type DraftVariant = EditorData['variants'][number];
type StoreRow = typeof stores.$inferSelect;

export interface DraftInput {
  userId: number;
  storeId: number;
  /** The catalogue's kkProductId. */
  productId: string;
  /** Absolute pictures: the platforms fetch them from our public address. */
  publicUrl: string;
  /** Overrides the store price rule's multiplier (the batch modal's, spec 2.6). */
  multiplier?: number;
  /** Shipping cost in the store currency's minor units when no ship-from/to/channel is chosen (batch modal). */
  shippingCents?: number;
  /** Ship from (warehouse code), ship to (country), channel: all three or none (spec 5.1). */
  shipFrom?: WarehouseCode;
  shipTo?: string;
  channelCode?: string;
  collectionIds?: string[];
  categoryId?: string;
  /** The category's product attributes (TikTok Shop), the batch modal's. */
  productAttributes?: ListingAttributeInput[];
  tags?: string[];
  /** Pictures the platform takes at most (the adapter's maxImages); the default sends the first ones. */
  maxImages: number;
}

/**
 * The seller's store, checked: another seller's (or none) is 404; one that cannot take a listing now
 * (unauthorized, deactivated, a platform without publishing here) is a clear 409.
 */
export async function usableStore(db: Executor, userId: number, storeId: number): Promise<StoreRow> {
  const [store] = await db.select().from(stores).where(and(eq(stores.id, storeId), eq(stores.userId, userId)));
  if (!store) throw notFound('listings.notFound');
  if (!store.authorized) throw listingProblem('listings.storeUnauthorized');
  if (!store.enabled) throw listingProblem('listings.storeDisabled');
  return store;
}

/** Units of the store currency per US dollar (the rates operators keep, spec 9); a currency without a rate cannot be priced. */
export async function rateOf(db: Executor, currency: string): Promise<string> {
  if (currency === 'USD') return '1';
  const [row] = await db.select({ rate: currencies.rate }).from(currencies).where(eq(currencies.code, currency));
  if (!row) throw new AppError(40000, 'listings.currencyUnsupported', 400, { currency });
  return row.rate;
}

/** The product if it can be listed: unknown is 404, not on sale (or no SKU on sale) is 'The product is unavailable.' */
export async function listableProduct(db: Executor, productId: string): Promise<CatalogueProduct> {
  const product = await loadCatalogueProduct(db, productId);
  if (!product) throw notFound('listings.notFound');
  if (product.status !== 1 || product.skus.length === 0) throw badRequest('listings.productUnavailable');
  return product;
}

/** The catalogue's plain-text description as the rich text the editor starts from: paragraphs, escaped. */
export function descriptionHtmlOf(text: string): string {
  const paragraphs = text.split(/\n{1,}/).map((line) => line.trim()).filter(Boolean);
  return paragraphs.map((line) => `<p>${sanitizeHtml(line, { allowedTags: [], allowedAttributes: {}, disallowedTagsMode: 'escape' })}</p>`).join('');
}

/** Where a variant ships from by default: ship-from when chosen, else the warehouse holding most of it (China first on ties). */
export function defaultWarehouse(stock: Record<string, number>, shipFrom?: WarehouseCode): WarehouseCode {
  if (shipFrom) return shipFrom;
  return WAREHOUSES.reduce<WarehouseCode>((best, w) => ((stock[w.code] ?? 0) > (stock[best] ?? 0) ? w.code : best), 'CN_S');
}

/**
 * Shipping cost per SKU weight from the rate engine for the chosen route and channel, US cents, with the
 * channel's delivery time. No such channel on the route: 'No logistics channel'.
 */
async function channelFreight(db: Executor, shipFrom: WarehouseCode, shipTo: string, channelCode: string, weights: number[]) {
  const warehouse = WAREHOUSES.find((w) => w.code === shipFrom)!;
  const rows = await channelsRepository(db).brackets([warehouse.country], [shipTo]);
  let deliveryDays: string | null = null;
  const freight = weights.map((grams) => {
    const result = quote(rows, shipFrom, shipTo, grams);
    const channel = result.ok ? result.channels.find((c) => c.channelCode === channelCode) : undefined;
    if (!channel) throw listingProblem('listings.noChannel');
    deliveryDays = channel.deliveryTime;
    return channel.estimatedFreight;
  });
  return { freight, deliveryDays };
}

/**
 * The editor's default (spec 2.8) for a catalogue product in one of the seller's stores, in the store's
 * currency (decision 0024): cost = our SKU price converted; suggested price = the catalogue's original
 * price converted; shipping cost = the rate engine's freight for the chosen route and channel, else the
 * given shipping cost, else 0; price and compare-at price by the store's price rules; each variant from
 * the warehouse holding most of it, quantity = that warehouse's stock; the product's pictures in order
 * (JPEG renditions, absolute URLs) up to the platform's limit.
 */
export async function defaultDraft(db: Executor, input: DraftInput): Promise<EditorData> {
  const store = await usableStore(db, input.userId, input.storeId);
  const product = await listableProduct(db, input.productId);
  const [settingsRow] = await db.select().from(storeSettings).where(eq(storeSettings.storeId, store.id));
  const settings = toSettings(settingsRow, store.currency);
  const rate = await rateOf(db, store.currency);
  const convert = (usdCents: number) => convertCents(usdCents, rate);

  const route = input.shipFrom && input.shipTo && input.channelCode ? { shipFrom: input.shipFrom, shipTo: input.shipTo, channelCode: input.channelCode } : null;
  const routed = route ? await channelFreight(db, route.shipFrom, route.shipTo, route.channelCode, product.skus.map((s) => s.weightGrams)) : null;
  const pricing: PriceRule = input.multiplier === undefined ? settings.priceRule : { ...settings.priceRule, multiplier: input.multiplier };
  const compareAtPricing = settings.compareAtPriceRule;

  const variants = product.skus.map((sku, index): DraftVariant => {
    const warehouse = defaultWarehouse(sku.stock, route?.shipFrom);
    const costCents = convert(sku.priceCents);
    const shippingCents = routed ? convert(routed.freight[index]!) : (input.shippingCents ?? 0);
    const suggestedCents = convert(Math.max(sku.originalPriceCents, sku.priceCents));
    const prices = { suggestedCents, costCents, shippingCents };
    const priceCents = applyPriceRule(pricing, prices);
    const compareAt = applyPriceRule(compareAtPricing, prices);
    return {
      id: 0,
      skuId: sku.id,
      sku: sku.skuCode,
      size: sku.size,
      colour: sku.colour,
      imageUrl: sku.imageUrl === null ? null : listingImageUrl(sku.imageUrl, input.publicUrl),
      weightGrams: sku.weightGrams,
      warehouse,
      stock: sku.stock,
      costCents,
      shippingCents,
      suggestedCents,
      priceCents,
      // A compare-at price not above the price would be refused (spec 5.1): none then.
      compareAtCents: compareAt > priceCents ? compareAt : null,
      ...profitOf(priceCents, costCents, shippingCents),
      quantity: sku.stock[warehouse] ?? 0,
      platformVariantId: null,
    };
  });
  const productImages = [...new Set(product.images.map((image) => listingImageUrl(image.url, input.publicUrl)))];
  const listed = await db
    .select({ id: listings.id })
    .from(listings)
    .where(and(eq(listings.storeId, store.id), eq(listings.productId, product.id), ne(listings.status, 'deleted')));

  return {
    storeId: store.id,
    storeName: store.name,
    platform: store.platform,
    currency: store.currency,
    productId: product.kkProductId,
    itemNo: product.itemNo,
    title: product.name.slice(0, 254),
    descriptionHtml: descriptionHtmlOf(product.description) || `<p>${sanitizeHtml(product.name, { allowedTags: [], disallowedTagsMode: 'escape' })}</p>`,
    tags: input.tags ?? [],
    collectionIds: input.collectionIds ?? [],
    categoryId: input.categoryId ?? null,
    productAttributes: input.productAttributes ?? [],
    productType: product.categoryName,
    sizeUnit: null,
    images: productImages.slice(0, input.maxImages),
    productImages,
    maxImages: input.maxImages,
    shipFrom: route?.shipFrom ?? null,
    shipTo: route?.shipTo ?? null,
    channelCode: route?.channelCode ?? null,
    deliveryDays: routed?.deliveryDays ?? null,
    pricing,
    compareAtPricing,
    variants,
    listedIds: listed.map((row) => row.id),
  };
}

/** What is written for a new listing: the editor's data as the seller finished it (prices already checked). */
export type NewListing = Omit<EditorData, 'storeName' | 'productImages' | 'maxImages' | 'listedIds' | 'itemNo' | 'compareAtPricing'> & { userId: number; batchId?: number | null };

/**
 * Writes the listing and its variants in the Listing Queue with syncType 1 (spec 4.2 'On listing') and
 * enqueues `listings.sync` in the same transaction: neither exists without the other. `jobs` null: the
 * caller makes the platform write itself (the batch job, which keeps one write per store at a time).
 */
export async function createListing(tx: Executor, jobs: JobQueue | null, listing: NewListing): Promise<number> {
  const product = await loadCatalogueProduct(tx, listing.productId);
  if (!product) throw notFound('listings.notFound');
  const taken = await tx
    .select({ sku: listingVariants.sku })
    .from(listingVariants)
    .innerJoin(listings, eq(listings.id, listingVariants.listingId))
    .where(and(eq(listings.storeId, listing.storeId), ne(listings.status, 'deleted')));
  const skus = skusFreeInStore(listing.variants.map((v) => v.sku), new Set(taken.map((row) => row.sku)));
  const [row] = await tx
    .insert(listings)
    .values({
      userId: listing.userId,
      storeId: listing.storeId,
      productId: product.id,
      platform: listing.platform as StoreRow['platform'],
      status: 'queued',
      syncType: 1,
      title: listing.title,
      descriptionHtml: listing.descriptionHtml,
      tags: listing.tags,
      collectionIds: listing.collectionIds,
      categoryId: listing.categoryId,
      productAttributes: listing.productAttributes,
      productType: listing.productType,
      sizeUnit: listing.sizeUnit,
      images: listing.images,
      shipFrom: listing.shipFrom,
      shipTo: listing.shipTo,
      channelCode: listing.channelCode,
      deliveryDays: listing.deliveryDays,
      currency: listing.currency,
      pricing: listing.pricing,
      batchId: listing.batchId ?? null,
    })
    .returning({ id: listings.id });
  await tx.insert(listingVariants).values(listing.variants.map((variant, position) => variantRow(row!.id, { ...variant, sku: skus[position]! }, position)));
  if (jobs) await enqueueListingSync(jobs, tx, { id: row!.id, storeId: listing.storeId }, 1);
  return row!.id;
}

/**
 * A store tells its products' variants apart by SKU, and WooCommerce refuses a SKU another product of the
 * store has ('Invalid or duplicated SKU.'): a SKU already in one of the store's listings (the same product
 * listed again, spec 5.1) takes the first free suffix -2, -3, …
 */
export function skusFreeInStore(skus: string[], taken: ReadonlySet<string>): string[] {
  const used = new Set(taken);
  return skus.map((sku) => {
    let free = sku;
    for (let n = 2; used.has(free); n++) free = `${sku}-${n}`;
    used.add(free);
    return free;
  });
}

export const variantRow = (listingId: number, variant: DraftVariant, position: number): typeof listingVariants.$inferInsert => ({
  listingId,
  skuId: variant.skuId,
  sku: variant.sku,
  size: variant.size,
  colour: variant.colour,
  warehouse: variant.warehouse,
  costCents: variant.costCents,
  shippingCents: variant.shippingCents,
  suggestedCents: variant.suggestedCents,
  priceCents: variant.priceCents,
  compareAtCents: variant.compareAtCents,
  quantity: variant.quantity,
  position,
  platformVariantId: variant.platformVariantId,
});
