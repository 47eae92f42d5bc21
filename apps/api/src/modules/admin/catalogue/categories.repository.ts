import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import { categories, insPosts, products } from '../../../db/schema/index.ts';
import type { Executor } from '../../../platform/database.ts';
import { queryRows } from '../../catalogue/sql.ts';

export type CategoryRow = typeof categories.$inferSelect;

export function categoriesRepository(db: Executor) {
  return {
    all: () => db.select().from(categories).orderBy(asc(categories.sort), asc(categories.id)),
    byId: async (id: number) => (await db.select().from(categories).where(eq(categories.id, id)).limit(1))[0],
    /** Products directly in each category that has any. */
    productCounts: () => db.select({ categoryId: products.categoryId, n: count() }).from(products).groupBy(products.categoryId),
    insert: async (values: typeof categories.$inferInsert) => (await db.insert(categories).values(values).returning())[0]!,
    update: (id: number, values: Partial<typeof categories.$inferInsert>) => db.update(categories).set(values).where(eq(categories.id, id)),
    shiftLevels: (ids: number[], delta: number) => db.update(categories).set({ level: sql`${categories.level} + ${delta}` }).where(inArray(categories.id, ids)),
    productIdsIn: async (categoryIds: number[]) => (await db.select({ id: products.id }).from(products).where(inArray(products.categoryId, categoryIds))).map((r) => r.id),
    /** Whatever still points at the category: sub-categories, products, Explore posts. */
    async isReferenced(id: number) {
      const [row] = await queryRows<{ used: boolean }>(
        db,
        sql`select exists(select 1 from ${categories} where ${categories.parentId} = ${id})
          or exists(select 1 from ${products} where ${products.categoryId} = ${id})
          or exists(select 1 from ${insPosts} where ${insPosts.categoryId} = ${id}) as used`,
      );
      return Boolean(row?.used);
    },
    remove: (id: number) => db.delete(categories).where(eq(categories.id, id)),
  };
}
