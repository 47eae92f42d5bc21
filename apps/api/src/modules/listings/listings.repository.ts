import { searchKeywords, type ListingStatus } from '@threadway/contracts';
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { listings, listingVariants, products, stores } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/database.ts';
import type { PlatformCode } from '../stores/platforms/platform.ts';

export type ListingRow = typeof listings.$inferSelect;
export type VariantRow = typeof listingVariants.$inferSelect;

export interface ListingFilter {
  tab: ListingStatus;
  searchContent?: string;
  platformCode?: PlatformCode;
  storeIds?: number[];
  pageNumber: number;
  pageSize: number;
}

/** `%`, `_` and `\` typed by the seller are letters, not patterns. */
const likeOf = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The seller's listings within the filter's platform and stores (the tab and the keywords are the caller's). */
const sellersFiltered = (userId: number, filter: ListingFilter): SQL[] => [
  eq(listings.userId, userId),
  ...(filter.platformCode ? [eq(listings.platform, filter.platformCode)] : []),
  ...(filter.storeIds?.length ? [inArray(listings.storeId, filter.storeIds)] : []),
];

/** Listings and their variants; every query is scoped to the seller who owns them. */
export function listingsRepository(db: Executor) {
  return {
    async owned(userId: number, id: number): Promise<ListingRow | undefined> {
      const [row] = await db.select().from(listings).where(and(eq(listings.id, id), eq(listings.userId, userId)));
      return row;
    },
    /** Several of the seller's listings; ids of other sellers' simply are not there. */
    ownedMany: (userId: number, ids: number[]) => db.select().from(listings).where(and(eq(listings.userId, userId), inArray(listings.id, ids))),
    variants: (listingIds: number[]) => db.select().from(listingVariants).where(inArray(listingVariants.listingId, listingIds)).orderBy(asc(listingVariants.listingId), asc(listingVariants.position), asc(listingVariants.id)),

    /**
     * One page of a tab (spec 2.7): keywords (any of them) in the title, item number or product id;
     * platform and stores. Newest first.
     */
    async page(userId: number, filter: ListingFilter) {
      const where: SQL[] = [...sellersFiltered(userId, filter), eq(listings.status, filter.tab)];
      const words = searchKeywords(filter.searchContent);
      if (words.length > 0) {
        where.push(or(...words.flatMap((word) => [ilike(listings.title, likeOf(word)), ilike(products.itemNo, likeOf(word)), ilike(products.kkProductId, likeOf(word))]))!);
      }
      const condition = and(...where);
      const [rows, [total]] = await Promise.all([
        db
          .select({ listing: listings, store: stores, product: { kkProductId: products.kkProductId, itemNo: products.itemNo, status: products.status, mainImageUrl: products.mainImageUrl } })
          .from(listings)
          .innerJoin(stores, eq(stores.id, listings.storeId))
          .innerJoin(products, eq(products.id, listings.productId))
          .where(condition)
          .orderBy(desc(listings.createdAt), desc(listings.id))
          .limit(filter.pageSize)
          .offset((filter.pageNumber - 1) * filter.pageSize),
        db.select({ value: count() }).from(listings).innerJoin(products, eq(products.id, listings.productId)).where(condition),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    /** The seller's listings outside the tab, within its platform and store filters, whose write is in flight. */
    async writingElsewhere(userId: number, filter: ListingFilter) {
      const [found] = await db
        .select({ value: count() })
        .from(listings)
        .where(and(...sellersFiltered(userId, filter), ne(listings.status, filter.tab), isNotNull(listings.syncType)));
      return found?.value ?? 0;
    },

    /** Listings of a product in a store that are not deleted (the duplicate rules of spec 5.1). */
    inStore: (storeId: number, productId: number) =>
      db.select().from(listings).where(and(eq(listings.storeId, storeId), eq(listings.productId, productId), sql`${listings.status} <> 'deleted'`)),

    /** Serializes writers of one product in one store until the transaction ends (two creates racing). */
    lockProductInStore: (storeId: number, productId: number) => db.execute(sql`select pg_advisory_xact_lock(${storeId}::int, ${productId}::int)`),

    async update(id: number, set: Partial<typeof listings.$inferInsert>) {
      await db.update(listings).set({ ...set, updatedAt: sql`now()` }).where(eq(listings.id, id));
    },
    async replaceVariants(listingId: number, rows: (typeof listingVariants.$inferInsert)[]) {
      await db.delete(listingVariants).where(eq(listingVariants.listingId, listingId));
      if (rows.length > 0) await db.insert(listingVariants).values(rows);
    },
    async deleteVariant(listingId: number, variantId: number) {
      await db.delete(listingVariants).where(and(eq(listingVariants.listingId, listingId), eq(listingVariants.id, variantId)));
    },
  };
}
export type ListingsRepository = ReturnType<typeof listingsRepository>;
