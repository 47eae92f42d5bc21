import { autoCheckoutSentences, encodeAutoCheckoutFailure, type AutoCheckoutFailure } from '@threadway/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { orders } from '../../../db/schema/index.ts';
import type { Db } from '../../../platform/database.ts';
import { translate } from '../../../platform/i18n.ts';
import { sellerLocale, sendSystemLetter } from '../../notifications/station/letters/system-letters.ts';
import { applyOrderEvent, type Actor } from '../../orders/manage/order-transition.ts';

/**
 * Auto Checkout failed for these orders of the seller: each one still unpaid becomes 'Auto Checkout Failed'
 * through the state machine, the failure kept as its timeline step's note (the order detail shows
 * it, Pay Now stays), all in one database transaction; with `letter`, the seller gets a station
 * letter in their language saying which orders, why, and what to do. Answers the orders moved.
 */
export async function recordAutoCheckoutFailure(db: Db, userId: number, orderIds: readonly number[], failure: AutoCheckoutFailure, options: { actor: Actor; letter: boolean }): Promise<string[]> {
  if (orderIds.length === 0) return [];
  return db.transaction(async (tx) => {
    const locked = await tx.select().from(orders).where(and(eq(orders.userId, userId), inArray(orders.id, [...orderIds]))).orderBy(asc(orders.id)).for('update');
    const moved: typeof locked = [];
    for (const order of locked) if ((await applyOrderEvent(tx, order, 'autoCheckoutFail', { actor: options.actor, note: encodeAutoCheckoutFailure(failure) })).ok) moved.push(order);
    if (options.letter && moved.length > 0) {
      const locale = await sellerLocale(tx, userId);
      await sendSystemLetter(tx, userId, {
        title: translate(locale, 'autoCheckout.letterTitle'),
        paragraphs: [
          translate(locale, 'autoCheckout.letterOrders', { orders: moved.map((order) => order.kkOrderId).join(', ') }),
          ...autoCheckoutSentences(failure).map((sentence) => translate(locale, sentence.key, sentence.params)),
          translate(locale, 'autoCheckout.letterPayNow'),
        ],
      });
    }
    return moved.map((order) => order.kkOrderId);
  });
}
