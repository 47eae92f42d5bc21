import { PAYMENT_METHODS } from '@threadway/contracts';
import { and, count, desc, eq, inArray, isNotNull, isNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import { creditBillLines, creditBills, orderItems, orders, parcelItems, parcels, paymentTransactions } from '../../../db/schema/index.ts';
import type { Executor } from '../../../platform/database.ts';
import type { BillStatus } from './billing.schemas.ts';

/** Credit bills, their lines and the parcels of orders paid on credit; seller reads are scoped to the owner. */

export type BillRow = typeof creditBills.$inferSelect & { lineCount: number };

const creditPaid = and(eq(orders.paymentMethod, PAYMENT_METHODS.payLater), isNotNull(orders.paidAt));
// Correlated subqueries name their columns in full: drizzle leaves columns unqualified in single-table selects.
const notOnABill = sql`not exists (select 1 from credit_bill_lines l where l.parcel_id = "parcels"."id")`;
/** The parcel's pieces at the price paid, less their share of the order's promo code and coupon. */
const goodsCents = sql<string>`coalesce(sum(${parcelItems.quantity} * ${orderItems.afterDiscountCents} - ${orderItems.promotionCents} * ${parcelItems.quantity} / ${orderItems.quantity}), 0)`;
/** The order's first parcel carries its freight. */
const isFirstParcel = sql<boolean>`"parcels"."id" = (select min(p.id) from parcels p where p.order_id = "orders"."id" and p.status <> 'cancelled')`;
const lineCount = sql<number>`(select count(*)::int from credit_bill_lines l where l.bill_id = "credit_bills"."id")`;

export interface ParcelToBill {
  parcelId: number;
  parcelCode: string;
  orderId: number;
  kkOrderId: string;
  status: string;
  shippedAt: Date | null;
  paidAt: Date | null;
  goodsCents: number;
  shippingCents: number;
  /** Order total less refunds. */
  orderNetCents: number;
}

function parcelCharges(db: Executor, where: SQL | undefined) {
  return db
    .select({
      parcelId: parcels.id,
      parcelCode: parcels.parcelCode,
      orderId: orders.id,
      kkOrderId: orders.kkOrderId,
      status: parcels.status,
      shippedAt: parcels.shippedAt,
      paidAt: orders.paidAt,
      goods: goodsCents,
      first: isFirstParcel,
      shippingCents: orders.shippingCents,
      totalCents: orders.totalCents,
      refundedCents: orders.refundedCents,
    })
    .from(parcels)
    .innerJoin(orders, eq(orders.id, parcels.orderId))
    .leftJoin(parcelItems, eq(parcelItems.parcelId, parcels.id))
    .leftJoin(orderItems, eq(orderItems.id, parcelItems.orderItemId))
    .where(where)
    .groupBy(parcels.id, orders.id);
}

const toParcel = (row: Awaited<ReturnType<typeof parcelCharges>>[number]): ParcelToBill => ({
  parcelId: row.parcelId,
  parcelCode: row.parcelCode,
  orderId: row.orderId,
  kkOrderId: row.kkOrderId,
  status: row.status,
  shippedAt: row.shippedAt,
  paidAt: row.paidAt,
  goodsCents: Number(row.goods),
  shippingCents: row.first ? row.shippingCents : 0,
  orderNetCents: row.totalCents - row.refundedCents,
});

const shippedBefore = (before: Date) => and(inArray(parcels.status, ['shipped', 'delivered']), isNotNull(parcels.shippedAt), lt(parcels.shippedAt, before));

/** A seller's shipped parcels of credit-paid orders not on any bill yet, shipped before `before`, oldest first. */
export async function unbilledShippedParcels(db: Executor, userId: number, before: Date): Promise<ParcelToBill[]> {
  const rows = await parcelCharges(db, and(eq(orders.userId, userId), creditPaid, shippedBefore(before), notOnABill)).orderBy(parcels.shippedAt, parcels.id);
  return rows.map(toParcel);
}

/** Sellers who have something to bill before `before`. */
export async function sellersWithUnbilledParcels(db: Executor, before: Date): Promise<number[]> {
  const rows = await db
    .selectDistinct({ userId: orders.userId })
    .from(parcels)
    .innerJoin(orders, eq(orders.id, parcels.orderId))
    .where(and(creditPaid, shippedBefore(before), notOnABill));
  return rows.map((row) => row.userId);
}

/** Amounts already billed per order. */
export async function billedByOrder(db: Executor, orderIds: number[]): Promise<Map<number, number>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ orderId: creditBillLines.orderId, billed: sql<string>`sum(${creditBillLines.amountCents})` })
    .from(creditBillLines)
    .where(inArray(creditBillLines.orderId, orderIds))
    .groupBy(creditBillLines.orderId);
  return new Map(rows.map((row) => [row.orderId, Number(row.billed)]));
}

/** Incoming bills: the seller's parcels of credit-paid orders not on a bill yet, newest first. */
export async function incomingParcels(db: Executor, userId: number, limit: number, offset: number) {
  const where = and(eq(orders.userId, userId), creditPaid, notOnABill);
  const [rows, [total]] = await Promise.all([
    parcelCharges(db, where).orderBy(desc(parcels.createdAt), desc(parcels.id)).limit(limit).offset(offset),
    db.select({ total: count() }).from(parcels).innerJoin(orders, eq(orders.id, parcels.orderId)).where(where),
  ]);
  return { rows: rows.map(toParcel), total: total?.total ?? 0 };
}

export interface NewBill {
  billNo: string;
  userId: number;
  amountCents: number;
  periodStart: Date;
  periodEnd: Date;
  dueAt: Date;
}

/** Inserts a bill unless the seller already has one for that period; answers its id or null. */
export async function insertBill(db: Executor, bill: NewBill): Promise<number | null> {
  const [row] = await db.insert(creditBills).values(bill).onConflictDoNothing().returning({ id: creditBills.id });
  return row?.id ?? null;
}

export async function insertLines(db: Executor, billId: number, lines: { orderId: number; parcelId: number; amountCents: number; deliveredAt: Date | null }[]) {
  if (lines.length > 0) await db.insert(creditBillLines).values(lines.map((line) => ({ billId, ...line })));
}

export async function listBills(db: Executor, filter: { userId?: number; status?: BillStatus; limit: number; offset: number }) {
  const conditions: SQL[] = [];
  if (filter.userId !== undefined) conditions.push(eq(creditBills.userId, filter.userId));
  if (filter.status) conditions.push(eq(creditBills.status, filter.status));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db.select({ bill: creditBills, lineCount }).from(creditBills).where(where).orderBy(desc(creditBills.periodStart), desc(creditBills.id)).limit(filter.limit).offset(filter.offset),
    db.select({ total: count() }).from(creditBills).where(where),
  ]);
  return { rows: rows.map((row): BillRow => ({ ...row.bill, lineCount: row.lineCount })), total: total?.total ?? 0 };
}

/** The seller's bill (another seller's answers nothing), locked for the rest of the transaction when `lock` is set. */
export async function findOwnedBill(db: Executor, userId: number, id: number, lock = false): Promise<BillRow | undefined> {
  const query = db.select({ bill: creditBills, lineCount }).from(creditBills).where(and(eq(creditBills.id, id), eq(creditBills.userId, userId)));
  const [row] = lock ? await query.for('update', { of: creditBills }) : await query;
  return row && { ...row.bill, lineCount: row.lineCount };
}

export async function findBillForUpdate(db: Executor, id: number): Promise<BillRow | undefined> {
  const [row] = await db.select({ bill: creditBills, lineCount }).from(creditBills).where(eq(creditBills.id, id)).for('update', { of: creditBills });
  return row && { ...row.bill, lineCount: row.lineCount };
}

export async function billLines(db: Executor, billId: number) {
  return db
    .select({
      orderId: orders.kkOrderId,
      parcelCode: parcels.parcelCode,
      amountCents: creditBillLines.amountCents,
      deliveredAt: creditBillLines.deliveredAt,
      paidAt: creditBillLines.paidAt,
      /** The provider's order this parcel was financed by. */
      providerOrderRef: paymentTransactions.providerRef,
    })
    .from(creditBillLines)
    .innerJoin(orders, eq(orders.id, creditBillLines.orderId))
    .innerJoin(parcels, eq(parcels.id, creditBillLines.parcelId))
    .leftJoin(paymentTransactions, eq(paymentTransactions.id, orders.paymentTransactionId))
    .where(eq(creditBillLines.billId, billId))
    .orderBy(creditBillLines.id);
}

export async function unpaidTotal(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ due: sql<string>`coalesce(sum(${creditBills.amountCents} - ${creditBills.paidCents}), 0)` })
    .from(creditBills)
    .where(and(eq(creditBills.userId, userId), ne(creditBills.status, 'paid')));
  return Number(row?.due ?? 0);
}

export async function setBillStatus(db: Executor, billId: number, status: BillStatus) {
  await db.update(creditBills).set({ status }).where(eq(creditBills.id, billId));
}

/** The bill and all its lines paid now by one payment; a bill paid already is left as it is (answers false). */
export async function markBillPaid(db: Executor, billId: number, transactionId: number): Promise<boolean> {
  const moved = await db
    .update(creditBills)
    .set({ status: 'paid', paidCents: sql`${creditBills.amountCents}`, paidAt: sql`now()`, paymentTransactionId: transactionId })
    .where(and(eq(creditBills.id, billId), ne(creditBills.status, 'paid')))
    .returning({ id: creditBills.id });
  if (moved.length === 0) return false;
  await db.update(creditBillLines).set({ paidAt: sql`now()` }).where(and(eq(creditBillLines.billId, billId), isNull(creditBillLines.paidAt)));
  return true;
}

/** A payment transaction for a bill (payment type 2); it pays no orders. */
export async function insertBillTransaction(db: Executor, values: { userId: number; billId: number; amountCents: number; paymentMethod: number; status: 'created' | 'succeeded' }) {
  const [row] = await db
    .insert(paymentTransactions)
    .values({ ...values, paymentType: 2, currencyCode: 'USD', paidAt: values.status === 'succeeded' ? new Date() : null })
    .returning();
  if (!row) throw new Error('bill transaction insert returned no row');
  return row;
}
