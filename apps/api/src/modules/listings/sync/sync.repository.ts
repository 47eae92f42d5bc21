import { and, asc, eq, inArray, sql } from 'drizzle-orm';
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
    /** Our SKU code → the platform's variant id, as the platform answered. */
    async recordVariantIds(listingId: number, product: PublishedProduct) {
      for (const variant of product.variants) {
        await db
          .update(listingVariants)
          .set({ platformVariantId: variant.platformVariantId })
          .where(and(eq(listingVariants.listingId, listingId), eq(listingVariants.sku, variant.sku)));
      }
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
