import { and, eq, sql } from 'drizzle-orm';
import { orderItems, orders } from '../../db/schema/index.ts';
import type { Db } from '../../platform/database.ts';
import type { JobHandler, JobQueue } from '../../platform/jobs.ts';
import { enqueueStockRefresh } from '../catalogue/products/stock-summary.job.ts';
import { checkoutPricing } from '../checkout/index.ts';
import { releaseFlashSalePieces } from './flash-sale-pieces.ts';
import { releaseStock } from './stock.ts';

/** Unpaid orders are cancelled after this many hours (spec 4). */
export const PAY_WITHIN_HOURS = 120;
export const AUTO_CANCEL_JOB = 'orders.auto-cancel';
/** Stored as the i18n key, shown in the reader's language. */
export const UNPAID_CANCEL_REASON = 'orders.unpaidCancelled';

/**
 * Cancels an order still waiting for payment and gives its stock, flash-sale pieces, coupon
 * ticket and promo-code use back, in one transaction, queueing the refresh of its products'
 * stock summaries. The status check is part of the UPDATE, so a payment that won the race, or
 * a second run of the job, changes nothing (idempotent).
 */
export async function cancelUnpaidOrder(db: Db, jobs: JobQueue, orderId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const cancelled = await tx
      .update(orders)
      .set({ status: 'cancelled', cancelReason: UNPAID_CANCEL_REASON, cancelledAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(orders.id, orderId), eq(orders.status, 'waitingPayment'), sql`${orders.payBy} <= now()`))
      .returning({ warehouseCode: orders.warehouseCode });
    if (cancelled.length === 0) return false;
    const items = await tx
      .select({ skuId: orderItems.skuId, productId: orderItems.productId, quantity: orderItems.quantity, discountId: orderItems.discountId, discountType: orderItems.discountType })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId));
    await releaseStock(
      tx,
      items.map((item) => ({ skuId: item.skuId, warehouseCode: cancelled[0]!.warehouseCode, quantity: item.quantity })),
    );
    await checkoutPricing(tx).release(tx, orderId);
    // The same order of statements as the order's creation (stock-summary.job.ts relies on it).
    await enqueueStockRefresh(jobs, tx, items.map((item) => item.productId));
    await releaseFlashSalePieces(tx, items);
    return true;
  });
}

export const autoCancelHandler =
  (jobs: JobQueue): JobHandler =>
  async (payload, { db }) => {
    await cancelUnpaidOrder(db, jobs, Number(payload.orderId));
  };
