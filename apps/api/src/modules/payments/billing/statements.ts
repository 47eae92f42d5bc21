import { sql } from 'drizzle-orm';
import type { Db } from '../../../platform/database.ts';
import { billedByOrder, insertBill, insertLines, sellersWithUnbilledParcels, unbilledShippedParcels } from './bills.repository.ts';
import { parcelAmount } from './parcel-amount.ts';
import { billNumberOf, dueDateOf, type StatementPeriod } from './statement-period.ts';

/** Advisory-lock namespace of statement issuing: one statement run per seller at a time. */
const STATEMENT_LOCK = 7_402;

/**
 * Issues one seller's statement for `period`: every shipped parcel of their credit-paid orders
 * not yet billed and shipped before the period's end (earlier ones left over included) becomes a
 * line, and the bill and its lines are written in one transaction. A seller who already has the
 * period's bill gets nothing new (the unique index on seller and period start); their later
 * parcels wait for the next period. Answers the new bill's id, or null.
 */
export async function issueStatement(db: Db, userId: number, period: StatementPeriod): Promise<number | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${STATEMENT_LOCK}, (${userId}::bigint % 2147483647)::int)`);
    const parcels = await unbilledShippedParcels(tx, userId, period.end);
    if (parcels.length === 0) return null;
    const billed = await billedByOrder(tx, [...new Set(parcels.map((parcel) => parcel.orderId))]);
    const lines = parcels.map((parcel) => {
      const already = billed.get(parcel.orderId) ?? 0;
      const amountCents = parcelAmount({ goodsCents: parcel.goodsCents, shippingCents: parcel.shippingCents, orderUnbilledCents: parcel.orderNetCents - already });
      billed.set(parcel.orderId, already + amountCents);
      return { orderId: parcel.orderId, parcelId: parcel.parcelId, amountCents, deliveredAt: parcel.shippedAt };
    });
    const billId = await insertBill(tx, {
      billNo: billNumberOf(userId, period.start),
      userId,
      amountCents: lines.reduce((sum, line) => sum + line.amountCents, 0),
      periodStart: period.start,
      periodEnd: period.end,
      dueAt: dueDateOf(period.end),
    });
    if (billId !== null) await insertLines(tx, billId, lines);
    return billId;
  });
}

/** Issues the statements of every seller with something to bill for `period`; answers the new bills' ids. */
export async function issueStatements(db: Db, period: StatementPeriod): Promise<number[]> {
  const issued: number[] = [];
  for (const userId of await sellersWithUnbilledParcels(db, period.end)) {
    const billId = await issueStatement(db, userId, period);
    if (billId !== null) issued.push(billId);
  }
  return issued;
}
