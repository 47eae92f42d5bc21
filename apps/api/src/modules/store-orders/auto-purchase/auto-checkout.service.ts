import { ErrorCode, isAwaitingPayment, type AutoCheckoutAnswer } from '@threadway/contracts';
import type { Db } from '../../../platform/database.ts';
import { AppError, notFound } from '../../../platform/errors.ts';
import type { JobQueue } from '../../../platform/jobs.ts';
import type { CardVault } from '../../payments/card/stripe-cards.ts';
import { ordersRepository } from '../../orders/orders.repository.ts';
import { autoPay } from './auto-pay.ts';
import { AUTO_PURCHASE_JOB } from './enqueue.ts';
import { recordAutoCheckoutFailure } from './failure.ts';
import { autoPaymentMethods } from './payment-methods.ts';

/** Spec 6: 'Auto checkout requires a payment method on file.' */
const needsPaymentMethod = () => new AppError(ErrorCode.badRequest, 'autoCheckout.needsMethod', 400);

/**
 * Auto Checkout on the orders the seller selected (spec 2.5): each order is paid on its own through
 * the same path as the automatic purchase (auto-pay.ts), so one failing order does not hold up the
 * others; the answer says which were paid and why the others were not. A failure marks the order
 * 'Auto Checkout Failed' with its reason (the seller sees the answer, so no letter). A card charge
 * left without an answer is handed to the auto-purchase job, which asks again until it has one.
 */
export function autoCheckoutService(db: Db, jobs: JobQueue, vault: CardVault) {
  return {
    async run(userId: number, kkOrderIds: readonly string[]): Promise<AutoCheckoutAnswer> {
      // Another seller's order answers like a missing one.
      const orders = await ordersRepository(db).mineOrFail(userId, kkOrderIds, false);
      if ((await autoPaymentMethods(db, userId)).length === 0) throw needsPaymentMethod();
      const answer: AutoCheckoutAnswer = { paid: [], failed: [] };
      for (const order of orders) {
        const result = isAwaitingPayment(order.status) ? await autoPay({ db, jobs, vault }, userId, [order.id]) : ({ kind: 'notPayable' } as const);
        if (result.kind === 'paid') answer.paid.push(order.kkOrderId);
        else if (result.kind === 'notPayable') answer.failed.push({ kkOrderId: order.kkOrderId, failure: { reason: 'notPayable', attempts: [] } });
        else {
          await recordAutoCheckoutFailure(db, userId, [order.id], result.failure, { actor: 'seller', letter: false });
          if (result.unresolved) await jobs.enqueue(db, AUTO_PURCHASE_JOB, { userId, orderIds: [order.id] }, { singletonKey: `order-${order.id}` });
          answer.failed.push({ kkOrderId: order.kkOrderId, failure: result.failure });
        }
      }
      return answer;
    },
  };
}
export type AutoCheckoutService = ReturnType<typeof autoCheckoutService>;
