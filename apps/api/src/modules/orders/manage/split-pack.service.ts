import { packLines } from '@threadway/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import { orderEvents, orderItems, orders } from '../../../db/schema/index.ts';
import type { Db } from '../../../platform/database.ts';
import { conflict } from '../../../platform/errors.ts';
import type { JobQueue } from '../../../platform/jobs.ts';
import { AUTO_CANCEL_JOB } from '../auto-cancel.ts';
import { moneyOf, moveLinesToNewOrder, remainingAmounts } from './move-lines.ts';
import { lockMyOrder } from './my-orders.repository.ts';
import { freightFor } from './oos-split.service.ts';
import { orderSearchText } from './order-search-text.ts';

/**
 * Automatic split pack (PUT /api/orders/{id}/automaticSplitPack): an unpaid order's lines go
 * into packs of at most PACK_LIMIT_GRAMS (packLines); the first pack stays the order, each other
 * pack becomes an order of the same checkout (paid together on the payment page, shipped as one
 * parcel each), freight quoted by the engine per pack on the same channel. Coupon and promo code
 * stay with the first pack. One pack only: 409 'This order fits in one pack...'.
 */
export function splitPackService(db: Db, jobs: JobQueue) {
  return {
    split: (userId: number, kkOrderId: string) =>
      db.transaction(async (tx) => {
        const order = await lockMyOrder(tx, userId, kkOrderId);
        if (order.status !== 'waitingPayment') throw conflict('orders.actionNotAllowed');
        const lines = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id));
        const packs = packLines(lines.map((line) => line.weightGrams * line.quantity));
        if (packs.length < 2) throw conflict('orders.noSplitNeeded');
        const now = new Date();
        const newKkOrderIds: string[] = [];
        for (const pack of packs.slice(1)) {
          const moved = pack.map((i) => lines[i]!);
          const made = await moveLinesToNewOrder(tx, order, moved, await freightFor(tx, order, moneyOf(moved).weightGrams), now);
          await jobs.enqueue(tx, AUTO_CANCEL_JOB, { orderId: made.id }, { runAt: order.payBy, singletonKey: String(made.id) });
          newKkOrderIds.push(made.kkOrderId);
        }
        const kept = packs[0]!.map((i) => lines[i]!);
        await tx
          .update(orders)
          .set({ ...remainingAmounts(order, kept, await freightFor(tx, order, moneyOf(kept).weightGrams)), searchText: orderSearchText(order.kkOrderId, kept), updatedAt: sql`now()` })
          .where(eq(orders.id, order.id));
        await tx.insert(orderEvents).values({ orderId: order.id, type: 'splitPack', status: order.status, note: newKkOrderIds.join(','), actor: 'seller' });
        return { kkOrderId: order.kkOrderId, newKkOrderIds };
      }),
  };
}
export type SplitPackService = ReturnType<typeof splitPackService>;
