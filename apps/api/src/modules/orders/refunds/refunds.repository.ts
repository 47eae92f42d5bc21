import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { OPEN_REFUND_STATUSES, type RefundRecordType, type RefundStatus } from '@threadway/contracts';
import { orderItems, orders, parcels, paymentTransactions, refundItems, refundRecords, refunds, transactionOrders, users } from '../../../db/schema/index.ts';
import type { Executor } from '../../../platform/database.ts';

export type RefundRow = typeof refunds.$inferSelect;
export type RefundItemRow = typeof refundItems.$inferSelect;
export type RefundRecordRow = typeof refundRecords.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;

/** Statuses that hold pieces and money of an order: open applications and completed refunds. */
const HOLDING: readonly RefundStatus[] = [...OPEN_REFUND_STATUSES, 'completed'];
const SHIPPED_STATUSES = ['partialShipped', 'shipped', 'complete'];

export interface RefundListFilter {
  userId?: number;
  status?: RefundStatus | null;
  kkOrderId?: string | null;
  limit: number;
  offset: number;
}

/** Refund applications, their lines and records; reads are scoped to the owner when a user id is given. */
export function refundsRepository(db: Executor) {
  const repo = {
    /** The caller's order, locked for the rest of the transaction when `lock` is set; another seller's is absent. */
    async orderOf(userId: number, kkOrderId: string, lock = false): Promise<OrderRow | undefined> {
      const query = db.select().from(orders).where(and(eq(orders.userId, userId), eq(orders.kkOrderId, kkOrderId)));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    async orderById(orderId: number, lock = false): Promise<OrderRow | undefined> {
      const query = db.select().from(orders).where(eq(orders.id, orderId));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    itemsOf: (orderId: number) => db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id)),

    /** A parcel has left the warehouse, or the order (or the status a refund would resume) says so. */
    async anyShipped(order: OrderRow): Promise<boolean> {
      if (order.shippedAt || SHIPPED_STATUSES.includes(order.status) || SHIPPED_STATUSES.includes(order.resumeStatus ?? '')) return true;
      const [row] = await db
        .select({ value: count() })
        .from(parcels)
        .where(and(eq(parcels.orderId, order.id), sql`${parcels.shippedAt} is not null`));
      return (row?.value ?? 0) > 0;
    },

    /** Pieces per order line held by open or completed refunds. */
    async heldQuantities(orderId: number): Promise<Map<number, number>> {
      const rows = await db
        .select({ orderItemId: refundItems.orderItemId, quantity: sql<string>`sum(${refundItems.quantity})` })
        .from(refundItems)
        .innerJoin(refunds, eq(refunds.id, refundItems.refundId))
        .where(and(eq(refunds.orderId, orderId), inArray(refunds.status, [...HOLDING])))
        .groupBy(refundItems.orderItemId);
      return new Map(rows.map((row) => [row.orderItemId, Number(row.quantity)]));
    },

    async openOf(orderId: number): Promise<RefundRow | undefined> {
      const [row] = await db
        .select()
        .from(refunds)
        .where(and(eq(refunds.orderId, orderId), inArray(refunds.status, [...OPEN_REFUND_STATUSES])));
      return row;
    },

    async countOf(orderId: number): Promise<number> {
      const [row] = await db.select({ value: count() }).from(refunds).where(eq(refunds.orderId, orderId));
      return row?.value ?? 0;
    },

    async insert(values: typeof refunds.$inferInsert, items: Omit<typeof refundItems.$inferInsert, 'refundId'>[]): Promise<RefundRow> {
      const [row] = await db.insert(refunds).values(values).returning();
      if (!row) throw new Error('refund insert returned no row');
      if (items.length > 0) await db.insert(refundItems).values(items.map((item) => ({ ...item, refundId: row.id })));
      return row;
    },

    async byId(id: number, options: { userId?: number; lock?: boolean } = {}): Promise<RefundRow | undefined> {
      const where = options.userId === undefined ? eq(refunds.id, id) : and(eq(refunds.id, id), eq(refunds.userId, options.userId));
      const query = db.select().from(refunds).where(where);
      const [row] = options.lock ? await query.for('update') : await query;
      return row;
    },

    update: (id: number, changes: Partial<typeof refunds.$inferInsert>) => db.update(refunds).set(changes).where(eq(refunds.id, id)),

    addRecord: (refundId: number, type: RefundRecordType, amountCents: number | null, note: string | null = null) => db.insert(refundRecords).values({ refundId, type, amountCents, note }),

    async list(filter: RefundListFilter) {
      const conditions: SQL[] = [];
      if (filter.userId !== undefined) conditions.push(eq(refunds.userId, filter.userId));
      if (filter.status) conditions.push(eq(refunds.status, filter.status));
      if (filter.kkOrderId) conditions.push(sql`${orders.kkOrderId} ilike ${`%${filter.kkOrderId.replace(/[\\%_]/g, '\\$&')}%`}`);
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      // The operators' queue is oldest first (first come, first served); a seller sees newest first.
      const order = filter.userId === undefined ? [asc(refunds.createdAt), asc(refunds.id)] : [desc(refunds.createdAt), desc(refunds.id)];
      const [rows, [total]] = await Promise.all([
        db.select({ refund: refunds, kkOrderId: orders.kkOrderId }).from(refunds).innerJoin(orders, eq(orders.id, refunds.orderId)).where(where).orderBy(...order).limit(filter.limit).offset(filter.offset),
        db.select({ value: count() }).from(refunds).innerJoin(orders, eq(orders.id, refunds.orderId)).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    /** The lines of the given refunds with their order line. */
    itemsOfRefunds: (refundIds: readonly number[]) =>
      refundIds.length === 0
        ? Promise.resolve([])
        : db.select({ item: refundItems, line: orderItems }).from(refundItems).innerJoin(orderItems, eq(orderItems.id, refundItems.orderItemId)).where(inArray(refundItems.refundId, [...refundIds])).orderBy(asc(orderItems.id)),

    recordsOfRefunds: (refundIds: readonly number[]) =>
      refundIds.length === 0 ? Promise.resolve([]) : db.select().from(refundRecords).where(inArray(refundRecords.refundId, [...refundIds])).orderBy(asc(refundRecords.createdAt), asc(refundRecords.id)),

    refundsOfOrder: (orderId: number) => db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.id)),

    /** The first picture of each order, for list rows. */
    async firstImages(orderIds: readonly number[]): Promise<Map<number, string | null>> {
      if (orderIds.length === 0) return new Map();
      const rows = await db
        .selectDistinctOn([orderItems.orderId], { orderId: orderItems.orderId, imageUrl: orderItems.imageUrl })
        .from(orderItems)
        .where(inArray(orderItems.orderId, [...orderIds]))
        .orderBy(orderItems.orderId, asc(orderItems.id));
      return new Map(rows.map((row) => [row.orderId, row.imageUrl]));
    },

    sellers: (userIds: readonly number[]) =>
      userIds.length === 0 ? Promise.resolve([]) : db.select({ id: users.id, email: users.email, fullName: users.fullName }).from(users).where(inArray(users.id, [...userIds])),

    /** The transaction that paid an order, with what its orders have had back so far. */
    async paymentOf(order: OrderRow) {
      if (order.paymentTransactionId === null) return undefined;
      const [transaction] = await db.select().from(paymentTransactions).where(eq(paymentTransactions.id, order.paymentTransactionId));
      if (!transaction) return undefined;
      const [refunded] = await db
        .select({ value: sql<string>`coalesce(sum(${orders.refundedCents}), 0)` })
        .from(transactionOrders)
        .innerJoin(orders, eq(orders.id, transactionOrders.orderId))
        .where(eq(transactionOrders.transactionId, transaction.id));
      // Money of this payment given back to its source because it arrived twice (decision 0017) is gone from the provider too.
      const [returned] = await db
        .select({ value: sql<string>`coalesce(sum(${paymentTransactions.amountCents}), 0)` })
        .from(paymentTransactions)
        .where(and(eq(paymentTransactions.returnsTransactionId, transaction.id), eq(paymentTransactions.status, 'succeeded'), eq(paymentTransactions.paymentMethod, transaction.paymentMethod)));
      return { transaction, refundedCents: Number(refunded?.value ?? 0) + Number(returned?.value ?? 0) };
    },

    ordersByIds: (orderIds: readonly number[]) => (orderIds.length === 0 ? Promise.resolve([]) : db.select().from(orders).where(inArray(orders.id, [...orderIds]))),
  };
  return repo;
}
export type RefundsRepository = ReturnType<typeof refundsRepository>;
