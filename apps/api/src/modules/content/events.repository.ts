import { DISCOUNT_SORTS, DISCOUNT_STATUS } from '@threadway/contracts';
import { and, asc, desc, eq, gt, lte, sql, type SQL } from 'drizzle-orm';
import { discounts } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/database.ts';
import { intArray, queryRows } from '../catalogue/sql.ts';

export type DiscountRow = typeof discounts.$inferSelect;

export interface EventListFilter {
  type?: number;
  status?: number;
  sortType: number;
}

const isRunning = and(lte(discounts.startTime, sql`now()`), gt(discounts.endTime, sql`now()`))!;
const byStatus: Record<number, SQL> = {
  [DISCOUNT_STATUS.active]: isRunning,
  [DISCOUNT_STATUS.upcoming]: gt(discounts.startTime, sql`now()`),
  [DISCOUNT_STATUS.ended]: lte(discounts.endTime, sql`now()`),
};
const ORDERS: Record<number, SQL[]> = {
  [DISCOUNT_SORTS.newest]: [desc(discounts.startTime), desc(discounts.id)],
  [DISCOUNT_SORTS.endingSoon]: [asc(discounts.endTime), asc(discounts.id)],
  [DISCOUNT_SORTS.curated]: [asc(discounts.sort), desc(discounts.startTime), asc(discounts.id)],
};

/** Flash sales, discount events and festival collections that operators switched on (status 1). */
export function eventsRepository(db: Executor) {
  const listWhere = (filter: EventListFilter) =>
    and(
      eq(discounts.status, 1),
      filter.type === undefined ? undefined : eq(discounts.type, filter.type),
      // No status asked: what is running or still to come; ended events only when asked for.
      filter.status === undefined ? gt(discounts.endTime, sql`now()`) : byStatus[filter.status],
    );

  return {
    count: async (filter: EventListFilter) => (await db.select({ value: sql<number>`count(*)::int` }).from(discounts).where(listWhere(filter)))[0]!.value,

    page: (filter: EventListFilter, offset: number, limit: number) =>
      db.select().from(discounts).where(listWhere(filter)).orderBy(...ORDERS[filter.sortType]!).limit(limit).offset(offset),

    byId: async (id: number) => (await db.select().from(discounts).where(and(eq(discounts.id, id), eq(discounts.status, 1))).limit(1))[0],

    /** Events running now, in the operators' order. */
    running: (type?: number) =>
      db
        .select()
        .from(discounts)
        .where(and(eq(discounts.status, 1), isRunning, type === undefined ? undefined : eq(discounts.type, type)))
        .orderBy(...ORDERS[DISCOUNT_SORTS.curated]!),

    /** The first `perEvent` on-sale products of each event, in the event's order: one statement. */
    previewProductIds: (discountIds: readonly number[], perEvent: number) =>
      queryRows<{ discount_id: number; product_id: number; kk_product_id: string }>(
        db,
        sql`select discount_id, product_id, kk_product_id from (
              select dp.discount_id, dp.product_id, p.kk_product_id, row_number() over (partition by dp.discount_id order by dp.sort, dp.product_id) as rn
              from discount_products dp join products p on p.id = dp.product_id
              where dp.discount_id = any(${intArray(discountIds)}) and p.status = 1
            ) x where rn <= ${perEvent} order by discount_id, rn`,
      ),

    /** One page of an event's on-sale products with their total: one statement. */
    async productPage(discountId: number, offset: number, limit: number) {
      const where = sql`dp.discount_id = ${discountId} and p.status = 1`;
      const [row] = await queryRows<{ total: number; ids: number[] }>(
        db,
        sql`select (select count(*)::int from discount_products dp join products p on p.id = dp.product_id where ${where}) as total,
                   array(select p.id from discount_products dp join products p on p.id = dp.product_id where ${where}
                         order by dp.sort, p.id limit ${limit} offset ${offset}) as ids`,
      );
      return { total: Number(row!.total), ids: row!.ids.map(Number) };
    },
  };
}
