import { asc, eq, inArray, sql } from 'drizzle-orm';
import { listings, listingVariants, skus } from '../../../db/schema/index.ts';
import type { Executor } from '../../../platform/database.ts';
import type { PublishedProduct } from '../../stores/platforms/platform.ts';

export type ListingRow = typeof listings.$inferSelect;
export type VariantRow = typeof listingVariants.$inferSelect & { weightGrams: number; imageUrl: string | null };

/** What the listings.sync job reads and records (the platform write's outcome on our row). */
export function syncRepository(db: Executor) {
  return {
    async listing(id: number): Promise<ListingRow | undefined> {
      const [row] = await db.select().from(listings).where(eq(listings.id, id));
      return row;
    },
    variants(listingId: number): Promise<VariantRow[]> {
      return db
        .select({ ...getVariantColumns(), weightGrams: skus.weightGrams, imageUrl: skus.imageUrl })
        .from(listingVariants)
        .innerJoin(skus, eq(skus.id, listingVariants.skuId))
        .where(eq(listingVariants.listingId, listingId))
        .orderBy(asc(listingVariants.position), asc(listingVariants.id));
    },

    /**
     * A platform write succeeded. Only when the row still asks for this write (`syncType`): a seller who asked
     * for another one meanwhile keeps it. The platform's ids are written in the same statement, so a product
     * created on the platform is never forgotten while our row says "in flight".
     */
    async succeeded(id: number, syncType: number, fields: Partial<Pick<ListingRow, 'status' | 'platformStatus' | 'platformProductId' | 'platformUrl' | 'publishedAt'>>) {
      await db
        .update(listings)
        .set({ ...fields, syncType: sql`case when ${listings.syncType} = ${syncType} then null else ${listings.syncType} end`, lastError: null, syncedAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(listings.id, id));
    },
    /** Our SKU code → the platform's variant id, as the platform answered: one statement for all variants. */
    async recordVariantIds(listingId: number, product: PublishedProduct) {
      if (product.variants.length === 0) return;
      const skuCodes = `{${product.variants.map((v) => JSON.stringify(v.sku)).join(',')}}`;
      const variantIds = `{${product.variants.map((v) => JSON.stringify(v.platformVariantId)).join(',')}}`;
      await db.execute(sql`
        update listing_variants lv set platform_variant_id = given.variant_id
        from unnest(${skuCodes}::text[], ${variantIds}::text[]) as given(sku, variant_id)
        where lv.listing_id = ${listingId} and lv.sku = given.sku`);
    },
    /** The write failed for good: the platform's words kept, the in-flight label cleared, the status left as it was. */
    async failed(id: number, syncType: number, reason: string) {
      await db
        .update(listings)
        .set({ lastError: reason.slice(0, 2000), syncType: sql`case when ${listings.syncType} = ${syncType} then null else ${listings.syncType} end`, updatedAt: sql`now()` })
        .where(eq(listings.id, id));
    },
    async setSyncType(ids: number[], syncType: number) {
      if (ids.length === 0) return;
      await db.update(listings).set({ syncType, updatedAt: sql`now()` }).where(inArray(listings.id, ids));
    },
  };
}

function getVariantColumns() {
  const { id, listingId, skuId, sku, size, colour, warehouse, costCents, shippingCents, suggestedCents, priceCents, compareAtCents, quantity, position, platformVariantId } = listingVariants;
  return { id, listingId, skuId, sku, size, colour, warehouse, costCents, shippingCents, suggestedCents, priceCents, compareAtCents, quantity, position, platformVariantId };
}
