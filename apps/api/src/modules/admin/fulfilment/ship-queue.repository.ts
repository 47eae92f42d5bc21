import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { orders, parcels } from '../../../db/schema/index.ts';
import type { Executor } from '../../../platform/database.ts';

/** Statuses whose orders may still have pieces to ship (spec 4; partialRefund only with unshipped pieces). */
export const SHIPPABLE_STATUSES = ['waitingShip', 'partialShipped', 'partialRefund'];

/** A line with pieces neither shipped (parcel not cancelled) nor refunded (completed refund). */
const hasUnshippedPieces = sql`exists (
  select 1 from order_items i where i.order_id = ${orders.id} and i.quantity > (
    coalesce((select sum(pi.quantity) from parcel_items pi join parcels p on p.id = pi.parcel_id where pi.order_item_id = i.id and p.status <> 'cancelled'), 0)
    + coalesce((select sum(ri.quantity) from refund_items ri join refunds r on r.id = ri.refund_id where ri.order_item_id = i.id and r.status = 'completed'), 0)))`;

export interface QueueFilter {
  warehouseCode?: string;
  search?: string;
  pageNumber: number;
  pageSize: number;
}

const like = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The orders waiting to ship, oldest paid first, and the parcels in transit. */
export function shipQueueRepository(db: Executor) {
  return {
    async waiting(filter: QueueFilter) {
      const conditions: SQL[] = [inArray(orders.status, SHIPPABLE_STATUSES), hasUnshippedPieces];
      if (filter.warehouseCode) conditions.push(eq(orders.warehouseCode, filter.warehouseCode));
      if (filter.search) conditions.push(sql`${orders.kkOrderId} ilike ${like(filter.search)}`);
      const where = and(...conditions);
      const [rows, [count]] = await Promise.all([
        db
          .select()
          .from(orders)
          .where(where)
          .orderBy(sql`${orders.paidAt} asc nulls last`, asc(orders.id))
          .limit(filter.pageSize)
          .offset((filter.pageNumber - 1) * filter.pageSize),
        db.select({ total: sql<number>`count(*)::int` }).from(orders).where(where),
      ]);
      return { rows, total: count?.total ?? 0 };
    },

    /** Parcels shipped and not delivered yet, oldest first, with their order id. */
    async inTransit(filter: QueueFilter) {
      const conditions: SQL[] = [eq(parcels.status, 'shipped')];
      if (filter.warehouseCode) conditions.push(eq(parcels.warehouseCode, filter.warehouseCode));
      if (filter.search) conditions.push(sql`(${parcels.parcelCode} ilike ${like(filter.search)} or ${parcels.trackingNumber} ilike ${like(filter.search)})`);
      const where = and(...conditions);
      const [rows, [count]] = await Promise.all([
        db
          .select({ parcel: parcels, kkOrderId: orders.kkOrderId })
          .from(parcels)
          .innerJoin(orders, eq(orders.id, parcels.orderId))
          .where(where)
          .orderBy(asc(parcels.shippedAt), asc(parcels.id))
          .limit(filter.pageSize)
          .offset((filter.pageNumber - 1) * filter.pageSize),
        db.select({ total: sql<number>`count(*)::int` }).from(parcels).where(where),
      ]);
      return { rows, total: count?.total ?? 0 };
    },
  };
}
