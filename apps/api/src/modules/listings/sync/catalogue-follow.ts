import { convertCents, SYNC_TYPES } from '@threadway/contracts';
import { and, asc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import { currencies, listings, listingVariants, productImages, products, skus, storeSettings } from '../../../db/schema/index.ts';
import type { Executor } from '../../../platform/database.ts';
import type { JobHandler, JobQueue } from '../../../platform/jobs.ts';
import { intArray } from '../../catalogue/sql.ts';
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

/** Called when an operator sets a currency rate: listings priced in it follow the new rate. */
export const listingsFollowRate = (executor: Executor, jobs: JobQueue, currency: string) => jobs.enqueue(executor, FOLLOW_CATALOGUE_JOB, { currency });

type Settings = typeof storeSettings.$inferSelect;
type Sku = typeof skus.$inferSelect & { stock: number };
interface ProductNow {
  product: typeof products.$inferSelect;
  skus: Map<number, Sku>;
  images: string[];
  available: boolean;
}

export function followCatalogueHandler(jobs: JobQueue): JobHandler {
  return async (payload, { db }) => {
    const where: SQL[] = [inArray(listings.status, [...LISTED])];
    if (Array.isArray(payload.productIds)) where.push(sql`${listings.productId} = any(${intArray(payload.productIds.map(Number))})`);
    else where.push(eq(listings.currency, String(payload.currency)), isNotNull(listings.pricing));
    const rows = await db.select({ listing: listings, settings: storeSettings }).from(listings).innerJoin(storeSettings, eq(storeSettings.storeId, listings.storeId)).where(and(...where));
    const productsNow = new Map<number, ProductNow>();
    const rates = new Map<string, string>();
    for (const { listing, settings } of rows) {
      if (!productsNow.has(listing.productId)) productsNow.set(listing.productId, await productNow(db, listing.productId));
      if (!rates.has(listing.currency)) rates.set(listing.currency, (await db.select({ rate: currencies.rate }).from(currencies).where(eq(currencies.code, listing.currency)))[0]?.rate ?? '1');
      await db.transaction((tx) => followListing(tx, jobs, listing, settings, productsNow.get(listing.productId)!, rates.get(listing.currency)!));
    }
  };
}

async function productNow(db: Executor, productId: number): Promise<ProductNow> {
  const [product] = await db.select().from(products).where(eq(products.id, productId));
  const rows = await db
    .select({ sku: skus, stock: sql<number>`coalesce((select sum(st.stock) from sku_stock st where st.sku_id = ${skus.id}), 0)::int` })
    .from(skus)
    .where(eq(skus.productId, productId));
  const images = await db.select({ url: productImages.url }).from(productImages).where(eq(productImages.productId, productId)).orderBy(asc(productImages.sort), asc(productImages.id));
  const byId = new Map(rows.map((r) => [r.sku.id, { ...r.sku, stock: r.sku.status === 1 ? Number(r.stock) : 0 }]));
  return { product: product!, skus: byId, images: images.map((i) => i.url), available: product!.status === 1 && rows.some((r) => r.sku.status === 1) };
}

async function followListing(tx: Executor, jobs: JobQueue, listing: ListingRow, settings: Settings, now: ProductNow, rate: string) {
  const variants = await tx.select().from(listingVariants).where(eq(listingVariants.listingId, listing.id));
  const pushEdit = async () => {
    // A write already asked for (listing, delete, hide...) goes first; the edit follows on the next change.
    if (listing.syncType !== null && listing.syncType !== SYNC_TYPES.editing) return;
    await tx.update(listings).set({ syncType: SYNC_TYPES.editing, updatedAt: sql`now()` }).where(eq(listings.id, listing.id));
    await enqueueListingSync(jobs, tx, listing.id, SYNC_TYPES.editing);
  };

  if (!now.available) {
    if (settings.unavailableRule === 'zeroInventory') {
      await tx.update(listingVariants).set({ quantity: 0 }).where(eq(listingVariants.listingId, listing.id));
      if (listing.platformProductId) await enqueueInventoryPush(jobs, tx, listing.id);
    } else if (settings.unavailableRule === 'archive' && listing.status === 'published' && listing.syncType === null) {
      await tx.update(listings).set({ syncType: SYNC_TYPES.hiding, updatedAt: sql`now()` }).where(eq(listings.id, listing.id));
      await enqueueListingSync(jobs, tx, listing.id, SYNC_TYPES.hiding);
    }
    return;
  }

  let edited = false;
  let inventory = false;
  const fields: Partial<typeof listings.$inferInsert> = {};
  if (settings.syncTitle && listing.title !== now.product.name) fields.title = now.product.name;
  if (settings.syncDescription && now.product.description && listing.descriptionHtml !== now.product.description) fields.descriptionHtml = now.product.description;
  if (settings.syncImages && now.images.length > 0 && JSON.stringify(listing.images) !== JSON.stringify(now.images)) fields.images = now.images;
  edited = Object.keys(fields).length > 0;

  const pending = new Map((listing.pendingPrices ?? []).map((p) => [p.variantId, p]));
  for (const variant of variants) {
    const sku = now.skus.get(variant.skuId);
    if (!sku) continue;
    const set: Partial<typeof listingVariants.$inferInsert> = {};
    if (settings.autoUpdateInventory && sku.stock !== variant.quantity) {
      set.quantity = sku.stock;
      inventory = true;
    }
    if (settings.syncVariants && (sku.size !== variant.size || sku.colour !== variant.colour)) {
      Object.assign(set, { size: sku.size, colour: sku.colour });
      edited = true;
    }
    const costCents = convertCents(sku.priceCents, rate);
    const suggestedCents = convertCents(sku.originalPriceCents, rate);
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
    if (Object.keys(set).length > 0) await tx.update(listingVariants).set(set).where(eq(listingVariants.id, variant.id));
  }
  const pendingPrices = pending.size > 0 ? [...pending.values()] : null;
  if (edited || JSON.stringify(pendingPrices) !== JSON.stringify(listing.pendingPrices)) {
    await tx.update(listings).set({ ...fields, pendingPrices, updatedAt: sql`now()` }).where(eq(listings.id, listing.id));
  }
  if (edited) await pushEdit();
  else if (inventory && listing.platformProductId) await enqueueInventoryPush(jobs, tx, listing.id);
}
