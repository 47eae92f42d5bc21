import { convertCents, SYNC_TYPES } from '@threadway/contracts';
import { and, eq, inArray, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import { listings, listingVariants, products, storeSettings } from '../../../db/schema/index.ts';
import type { Executor } from '../../../platform/database.ts';
import type { JobHandler, JobQueue } from '../../../platform/jobs.ts';
import { lockProductStock } from '../../catalogue/products/stock-summary.job.ts';
import { intArray } from '../../catalogue/sql.ts';
import { loadCatalogueProduct, type CatalogueProduct } from '../catalogue-product.ts';
import { descriptionHtmlOf, rateOf } from '../draft.ts';
import { listingImageUrl } from '../listing-images.ts';
import { enqueueListingSync } from './listing-sync.ts';
import { enqueueInventoryPush } from './inventory-push.ts';
import { repriced } from './reprice.ts';
import type { ListingRow } from './sync.repository.ts';

/**
 * Listings follow the catalogue (issue 15, spec 2.7 Update, 3.3 store settings). In the operator's
 * transaction the listed products' listings get `catalogue_changed_at` (the row shows Update) and this job
 * is written; the job then, per listing and by its store's settings, copies the sync-on-change fields and
 * pushes them (listings.sync 2), pushes inventory when automatic inventory update is on, applies the
 * unavailable rule, and re-applies the listing's price rule to new costs — a price below cost plus shipping
 * waits in `pending_prices` for the seller. A currency rate change runs the same job for the listings in
 * that currency.
 */
export const FOLLOW_CATALOGUE_JOB = 'listings.followCatalogue';
const LISTED = ['published', 'hidden'] as const;

/** Called in the transaction of every back-office product write (admin/catalogue/catalogue-refresh.ts). */
export async function listingsFollowProducts(tx: Executor, jobs: JobQueue, productIds: readonly number[]) {
  const marked = await tx
    .update(listings)
    .set({ catalogueChangedAt: sql`now()` })
    .where(and(sql`${listings.productId} = any(${intArray(productIds)})`, inArray(listings.status, [...LISTED])))
    .returning({ id: listings.id });
  if (marked.length > 0) await jobs.enqueue(tx, FOLLOW_CATALOGUE_JOB, { productIds: [...productIds] });
}

/**
 * Orders took stock or cancellations gave it back (catalogue/products/stock-summary.job.ts, in the stock
 * refresh that follows them): a stock-only follow of each product listed in a store that takes automatic
 * inventory updates, a few seconds later so a burst of orders makes one push (one waiting per product, the
 * singleton key; each listing's push is one waiting per listing too). A product listed nowhere gets none.
 */
export const STOCK_FOLLOW_DELAY_MS = 5_000;
export async function listingsFollowStock(jobs: JobQueue, tx: Executor, productIds: readonly number[]) {
  const followed = await tx
    .selectDistinct({ productId: listings.productId })
    .from(listings)
    .innerJoin(storeSettings, eq(storeSettings.storeId, listings.storeId))
    .where(and(sql`${listings.productId} = any(${intArray(productIds)})`, inArray(listings.status, [...LISTED]), isNotNull(listings.platformProductId), eq(storeSettings.autoUpdateInventory, true)))
    .orderBy(listings.productId);
  for (const { productId } of followed) {
    await jobs.enqueue(tx, FOLLOW_CATALOGUE_JOB, { productIds: [productId], stockOnly: true }, { singletonKey: `stock-${productId}`, runAt: new Date(Date.now() + STOCK_FOLLOW_DELAY_MS) });
  }
}

/** Called when an operator sets a currency rate: listings priced in it follow the new rate. */
export const listingsFollowRate = (executor: Executor, jobs: JobQueue, currency: string) => jobs.enqueue(executor, FOLLOW_CATALOGUE_JOB, { currency });

type Settings = typeof storeSettings.$inferSelect;
/** The product as listings see it now; SKUs absent from `skus` are off sale. */
type ProductNow = CatalogueProduct & { available: boolean; skuById: Map<number, CatalogueProduct['skus'][number]> };

export function followCatalogueHandler(jobs: JobQueue, publicUrl: () => string): JobHandler {
  return async (payload, { db, completeWithin }) => {
    const stockOnly = payload.stockOnly === true;
    const where: SQL[] = [inArray(listings.status, [...LISTED])];
    if (Array.isArray(payload.productIds)) where.push(sql`${listings.productId} = any(${intArray(payload.productIds.map(Number))})`);
    else where.push(eq(listings.currency, String(payload.currency)), isNotNull(listings.pricing));
    if (stockOnly) {
      // A waiting stock follow absorbs later orders' enqueues, so it must see their stock: wait for the orders
      // in flight (as the stock summary's refresh does), then mark it done, so an order after this reads queues anew.
      await db.transaction(async (tx) => {
        await lockProductStock(tx, (payload.productIds as unknown[]).map(Number));
        await completeWithin(tx);
      });
      where.push(eq(storeSettings.autoUpdateInventory, true), isNotNull(listings.platformProductId));
    }
    const rows = await db.select({ listing: listings, settings: storeSettings }).from(listings).innerJoin(storeSettings, eq(storeSettings.storeId, listings.storeId)).where(and(...where));
    const productsNow = new Map<number, ProductNow>();
    const rates = new Map<string, string>();
    for (const { listing, settings } of rows) {
      if (!productsNow.has(listing.productId)) productsNow.set(listing.productId, await productNow(db, listing.productId));
      if (!rates.has(listing.currency)) rates.set(listing.currency, await rateOf(db, listing.currency));
      // Orders change stock only: no field is synced, and availability (the unavailable rule) is an operator's change.
      const now = productsNow.get(listing.productId)!;
      if (stockOnly && !now.available) continue;
      const followed = stockOnly ? { ...settings, ...STOCK_ONLY } : settings;
      await db.transaction((tx) => followListing(tx, jobs, publicUrl(), listing, followed, now, rates.get(listing.currency)!));
    }
  };
}

/** The sync-on-change fields a stock-only follow leaves alone. */
const STOCK_ONLY = { syncTitle: false, syncDescription: false, syncImages: false, syncVariants: false } as const;

/**
 * The seller's Update (spec 2.7: 'click Update to get the latest change information'): the catalogue's
 * latest title, description, pictures, variants, costs and stock copied into the listing whatever the
 * store's sync-on-change settings say (those govern the automatic pushes), prices by the listing's rule
 * (below cost plus shipping still waits for approval), and the notice cleared. The caller pushes the row.
 */
export async function takeCatalogueChanges(tx: Executor, jobs: JobQueue, publicUrl: string, listing: ListingRow) {
  const [settings] = await tx.select().from(storeSettings).where(eq(storeSettings.storeId, listing.storeId));
  const everything = { ...settings!, syncTitle: true, syncDescription: true, syncImages: true, syncVariants: true, autoUpdateInventory: true };
  await followListing(tx, jobs, publicUrl, listing, everything, await productNow(tx, listing.productId), await rateOf(tx, listing.currency));
  await tx.update(listings).set({ catalogueChangedAt: null }).where(eq(listings.id, listing.id));
}

async function productNow(db: Executor, productId: number): Promise<ProductNow> {
  const [row] = await db.select({ kk: products.kkProductId }).from(products).where(eq(products.id, productId));
  const product = (await loadCatalogueProduct(db, row!.kk))!;
  return { ...product, available: product.status === 1 && product.skus.length > 0, skuById: new Map(product.skus.map((sku) => [sku.id, sku])) };
}

async function followListing(tx: Executor, jobs: JobQueue, publicUrl: string, listing: ListingRow, settings: Settings, now: ProductNow, rate: string) {
  const variants = await tx.select().from(listingVariants).where(eq(listingVariants.listingId, listing.id));
  const pushEdit = async () => {
    // A write already asked for (listing, delete, hide...) goes first; the edit follows on the next change.
    if (listing.syncType !== null && listing.syncType !== SYNC_TYPES.editing) return;
    await tx.update(listings).set({ syncType: SYNC_TYPES.editing, updatedAt: sql`now()` }).where(eq(listings.id, listing.id));
    await enqueueListingSync(jobs, tx, listing, SYNC_TYPES.editing);
  };

  if (!now.available) {
    if (settings.unavailableRule === 'zeroInventory') {
      await tx.update(listingVariants).set({ quantity: 0 }).where(eq(listingVariants.listingId, listing.id));
      if (listing.platformProductId) await enqueueInventoryPush(jobs, tx, listing.id);
    } else if (settings.unavailableRule === 'archive' && listing.status === 'published' && listing.syncType === null) {
      await tx.update(listings).set({ syncType: SYNC_TYPES.hiding, updatedAt: sql`now()` }).where(eq(listings.id, listing.id));
      await enqueueListingSync(jobs, tx, listing, SYNC_TYPES.hiding);
    }
    return;
  }

  let edited = false;
  let inventory = false;
  const fields: Partial<typeof listings.$inferInsert> = {};
  const title = now.name.slice(0, 254);
  const description = descriptionHtmlOf(now.description);
  const images = [...new Set(now.images.map((image) => listingImageUrl(image.url, publicUrl)))];
  if (settings.syncTitle && listing.title !== title) fields.title = title;
  if (settings.syncDescription && description && listing.descriptionHtml !== description) fields.descriptionHtml = description;
  if (settings.syncImages && images.length > 0 && JSON.stringify(listing.images) !== JSON.stringify(images)) fields.images = images;
  edited = Object.keys(fields).length > 0;
  // Whether the catalogue differs in something the store's settings do not take by themselves: then the
  // listing keeps its Update notice; otherwise this follow brought everything and clears it.
  let behind =
    (!settings.syncTitle && listing.title !== title) ||
    (!settings.syncDescription && Boolean(description) && listing.descriptionHtml !== description) ||
    (!settings.syncImages && images.length > 0 && JSON.stringify(listing.images) !== JSON.stringify(images));

  const pending = new Map((listing.pendingPrices ?? []).map((p) => [p.variantId, p]));
  // Variants whose only change is their quantity (what orders' stock changes bring): one statement for all of them.
  const quantities: { id: number; quantity: number }[] = [];
  const write = async (id: number, set: Partial<typeof listingVariants.$inferInsert>) => {
    const fields = Object.keys(set);
    if (fields.length === 1 && set.quantity !== undefined) quantities.push({ id, quantity: set.quantity });
    else if (fields.length > 0) await tx.update(listingVariants).set(set).where(eq(listingVariants.id, id));
  };
  for (const variant of variants) {
    const sku = now.skuById.get(variant.skuId);
    const set: Partial<typeof listingVariants.$inferInsert> = {};
    // As the draft counts it: the stock of the variant's warehouse; a SKU taken off sale has none.
    const quantity = sku?.stock[variant.warehouse] ?? 0;
    // A SKU taken off sale follows the store's unavailable rule (inventory 0) even without automatic inventory update.
    const followStock = settings.autoUpdateInventory || (!sku && settings.unavailableRule === 'zeroInventory');
    if (quantity !== variant.quantity) {
      if (followStock) {
        set.quantity = quantity;
        inventory = true;
      } else behind = true;
    }
    if (!sku) {
      await write(variant.id, set);
      continue;
    }
    if (sku.size !== variant.size || sku.colour !== variant.colour) {
      if (settings.syncVariants) {
        Object.assign(set, { size: sku.size, colour: sku.colour });
        edited = true;
      } else behind = true;
    }
    const costCents = convertCents(sku.priceCents, rate);
    // As the editor's draft makes it (draft.ts): the catalogue's original price, never below our price.
    const suggestedCents = convertCents(Math.max(sku.originalPriceCents, sku.priceCents), rate);
    if (costCents !== variant.costCents || suggestedCents !== variant.suggestedCents) {
      Object.assign(set, { costCents, suggestedCents });
      const next = listing.pricing && repriced(listing.pricing, { ...variant, costCents, suggestedCents });
      if (next?.needsApproval) pending.set(variant.id, { variantId: variant.id, priceCents: next.priceCents, compareAtCents: variant.compareAtCents });
      else if (next) {
        set.priceCents = next.priceCents;
        pending.delete(variant.id);
        edited = true;
      }
    }
    await write(variant.id, set);
  }
  if (quantities.length > 0) {
    await tx.execute(sql`update listing_variants lv set quantity = c.quantity
      from unnest(${intArray(quantities.map((q) => q.id))}, ${intArray(quantities.map((q) => q.quantity))}) as c(id, quantity) where lv.id = c.id`);
  }
  const pendingPrices = pending.size > 0 ? [...pending.values()] : null;
  if (edited || JSON.stringify(pendingPrices) !== JSON.stringify(listing.pendingPrices)) {
    await tx.update(listings).set({ ...fields, pendingPrices, updatedAt: sql`now()` }).where(eq(listings.id, listing.id));
  }
  if (edited) await pushEdit();
  else if (inventory && listing.platformProductId) await enqueueInventoryPush(jobs, tx, listing.id);
  // Cleared only as of the change this follow saw: an operator's later change keeps its own notice. (The row
  // read holds milliseconds, PostgreSQL microseconds: the mark seen is before the next millisecond.)
  if (!behind && listing.catalogueChangedAt) {
    const seen = new Date(listing.catalogueChangedAt.getTime() + 1);
    await tx.update(listings).set({ catalogueChangedAt: null }).where(and(eq(listings.id, listing.id), lt(listings.catalogueChangedAt, seen)));
  }
}
