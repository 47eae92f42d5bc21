import { eq, inArray, sql } from 'drizzle-orm';
import { orderEvents, orderItems, orders, skus } from '../../../db/schema/index.ts';
import type { Db, Executor } from '../../../platform/database.ts';
import { conflict } from '../../../platform/errors.ts';
import type { JobQueue } from '../../../platform/jobs.ts';
import { cancelLockedOrder } from '../auto-cancel.ts';
import { channelsFor } from '../freight.ts';
import { moneyOf, moveLinesToNewOrder, remainingAmounts } from './move-lines.ts';
import { lockMyOrder, type OrderRow } from './my-orders.repository.ts';
import { orderSearchText } from './order-search-text.ts';

/** The engine's freight for the order's channel at another weight; a route it no longer quotes keeps the order's freight. */
export async function freightFor(tx: Executor, order: OrderRow, weightGrams: number): Promise<number> {
  const offers = await channelsFor(tx, [{ warehouseCode: order.warehouseCode, destination: order.address.country, weightGrams }]).catch(() => null);
  return offers?.[0]?.find((c) => c.channelCode === order.channelCode)?.estimatedFreight ?? order.shippingCents;
}

/** Why a moved-out order was cancelled (a code the web app names, like the seller's cancel reasons). */
export const OOS_SPLIT_REASON = 'outOfStock';

/**
 * Out-of-stock split (PUT oosSplit/{id}, 'Continue without OOS items'): the lines of an unpaid
 * order whose SKU is no longer on sale (the rule of whetherToPay) move into a new order of the
 * same checkout, which is cancelled at once (reason 'outOfStock'), giving their stock and
 * flash-sale pieces back. The order keeps the rest: its goods, discounts and weight less the
 * moved lines', its coupon and promo code (capped at what is left), and its freight quoted
 * again for the lighter parcel. Nothing out of stock: 409; everything: 409 'All products
 * are Out of Stock' (cancel the order instead).
 */
export function oosSplitService(db: Db, jobs: JobQueue) {
  return {
    split: (userId: number, kkOrderId: string) =>
      db.transaction(async (tx) => {
        const order = await lockMyOrder(tx, userId, kkOrderId);
        if (order.status !== 'waitingPayment') throw conflict('orders.actionNotAllowed');
        const lines = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
        const onSale = new Map((await tx.select({ id: skus.id, status: skus.status }).from(skus).where(inArray(skus.id, lines.map((l) => l.skuId)))).map((s) => [s.id, s.status]));
        const moved = lines.filter((line) => onSale.get(line.skuId) !== 1);
        const kept = lines.filter((line) => onSale.get(line.skuId) === 1);
        if (moved.length === 0) throw conflict('orders.noOosItems');
        if (kept.length === 0) throw conflict('orders.allOos');

        const now = new Date();
        const made = await moveLinesToNewOrder(tx, order, moved, 0, now);
        await cancelLockedOrder(tx, jobs, made, { event: 'cancel', reason: OOS_SPLIT_REASON, actor: 'seller' });
        const shippingCents = await freightFor(tx, order, moneyOf(kept).weightGrams);
        await tx
          .update(orders)
          .set({ ...remainingAmounts(order, kept, shippingCents), searchText: orderSearchText(order.kkOrderId, kept), updatedAt: sql`now()` })
          .where(eq(orders.id, order.id));
        await tx.insert(orderEvents).values({ orderId: order.id, type: 'oosSplit', status: order.status, note: made.kkOrderId, actor: 'seller' });
        return { kkOrderId: order.kkOrderId, newKkOrderIds: [made.kkOrderId] };
      }),
  };
}
export type OosSplitService = ReturnType<typeof oosSplitService>;
