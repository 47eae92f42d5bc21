import { ORDER_LIST_TAB_CODES, ORDER_LIST_TABS, TAB_COUNT_CAP, type OrderStatus, type OrderTabCounts } from '@threadway/contracts';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { orders } from '../../../db/schema/index.ts';
import type { Db } from '../../../platform/database.ts';

/**
 * Orders per tab of the order list, each counted up to TAB_COUNT_CAP + 1 (the tab shows '99+'
 * beyond), deleted ones left out: small index reads whatever the number of orders.
 */
export async function tabCounts(db: Db, userId: number): Promise<OrderTabCounts> {
  const mine = and(eq(orders.userId, userId), isNull(orders.deletedAt));
  const counted = await Promise.all(
    ORDER_LIST_TAB_CODES.map(async (tab) => {
      const statuses = ORDER_LIST_TABS[tab] as readonly OrderStatus[] | null;
      const matching = db
        .select({ one: sql`1` })
        .from(orders)
        .where(statuses === null ? mine : and(mine, inArray(orders.status, [...statuses])))
        .limit(TAB_COUNT_CAP + 1)
        .as('matching');
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(matching);
      return [tab, Number(row?.n ?? 0)] as const;
    }),
  );
  return Object.fromEntries(counted) as OrderTabCounts;
}
