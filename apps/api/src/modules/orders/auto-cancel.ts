import type { TransitionResult } from '@threadway/contracts';
import { eq } from 'drizzle-orm';
import { orderItems } from '../../db/schema/index.ts';
import type { Db, Executor } from '../../platform/database.ts';
import type { JobHandler, JobQueue } from '../../platform/jobs.ts';
import { enqueueStockRefresh } from '../catalogue/products/stock-summary.job.ts';
import { checkoutPricing } from '../checkout/index.ts';
import { releaseFlashSalePieces } from './flash-sale-pieces.ts';
import { applyOrderEvent, lockOrder, type Actor, type OrderStateColumns } from './manage/order-transition.ts';
import { releaseStock } from './stock.ts';

/** abnormal_reason of an order made while its warehouse lacked the stock: it holds none (Get Logistics takes it). */
export const STOCK_ABNORMAL_REASON = 'stock';

/** Unpaid orders are cancelled after this many hours (spec 4). */
export const PAY_WITHIN_HOURS = 120;
export const AUTO_CANCEL_JOB = 'orders.auto-cancel';
/** Stored as the i18n key, shown in the reader's language. */
export const UNPAID_CANCEL_REASON = 'orders.unpaidCancelled';

/**
 * Cancels an unpaid order the caller has locked, through the state machine ('cancel' by the
 * seller, 'autoCancel' by the job) with its 'cancelled' timeline step, and gives its stock,
 * flash-sale pieces, coupon ticket and promo-code use back, queueing the refresh of its
 * products' stock summaries, all in the caller's transaction. A refusal changes nothing.
 */
export async function cancelLockedOrder(
  tx: Executor,
  jobs: JobQueue,
  order: OrderStateColumns & { warehouseCode: string; abnormalReason: string | null },
  options: { event: 'cancel' | 'autoCancel'; reason: string; actor: Actor },
): Promise<TransitionResult> {
  const result = await applyOrderEvent(tx, order, options.event, { actor: options.actor, note: options.reason, set: { cancelReason: options.reason, cancelledAt: new Date() } });
  if (!result.ok) return result;
  const items = await tx
    .select({ skuId: orderItems.skuId, productId: orderItems.productId, quantity: orderItems.quantity, discountId: orderItems.discountId, discountType: orderItems.discountType })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id));
  // A store order's order made abnormal for want of stock never took any (store-orders ingest).
  if (order.abnormalReason !== STOCK_ABNORMAL_REASON) {
    await releaseStock(
      tx,
      items.map((item) => ({ skuId: item.skuId, warehouseCode: order.warehouseCode, quantity: item.quantity })),
    );
  }
  await checkoutPricing(tx).release(tx, order.id);
  // The same order of statements as the order's creation (stock-summary.job.ts relies on it).
  await enqueueStockRefresh(jobs, tx, items.map((item) => item.productId));
  await releaseFlashSalePieces(tx, items);
  return result;
}

/**
 * The job: cancels an order still unpaid once its pay-by time has passed. The row is locked and
 * the machine decides, so a payment that won the race, or a second run, changes nothing.
 */
export async function cancelUnpaidOrder(db: Db, jobs: JobQueue, orderId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order || order.payBy.getTime() > Date.now()) return false;
    const result = await cancelLockedOrder(tx, jobs, order, { event: 'autoCancel', reason: UNPAID_CANCEL_REASON, actor: 'system' });
    return result.ok;
  });
}

export const autoCancelHandler =
  (jobs: JobQueue): JobHandler =>
  async (payload, { db }) => {
    await cancelUnpaidOrder(db, jobs, Number(payload.orderId));
  };
