import { PAYMENT_METHODS } from '@threadway/contracts';
import type { Db } from '../../../platform/database.ts';
import { AppError } from '../../../platform/errors.ts';
import type { JobQueue } from '../../../platform/jobs.ts';
import { payFromLockedBalance } from '../../payments/balance.service.ts';
import { balanceOf, lockBalance } from '../../payments/ledger.repository.ts';
import { PAYMENT_TYPES } from '../../payments/payment-manage/payment-types.ts';
import { insertTransaction } from '../../payments/transactions.repository.ts';
import type { PayableOrder } from './payable-orders.ts';

/**
 * The balance pays the orders when it covers them, exactly as Pay Now does: under the seller's
 * balance lock, a transaction of method 0 for the orders, settled through the one rule with
 * `requireAll` and debited once (balance.service `payFromLockedBalance`). An order paid or cancelled
 * meanwhile (Pay Now won the race) throws inside, so nothing is taken: 'notPayable'. A short
 * balance writes nothing.
 */
export async function payFromBalance(db: Db, jobs: JobQueue, userId: number, orders: readonly PayableOrder[]): Promise<'paid' | 'short' | 'notPayable'> {
  const amountCents = orders.reduce((sum, order) => sum + order.totalCents, 0);
  try {
    return await db.transaction(async (tx) => {
      await lockBalance(tx, userId);
      if ((await balanceOf(tx, userId)) < amountCents) return 'short';
      const transaction = await insertTransaction(tx, {
        userId,
        amountCents,
        paymentMethod: PAYMENT_METHODS.balance,
        paymentType: PAYMENT_TYPES.orders,
        currencyCode: 'USD',
        orderIds: orders.map((order) => order.id),
      });
      await payFromLockedBalance(tx, jobs, transaction);
      return 'paid';
    });
  } catch (error) {
    if (error instanceof AppError && error.messageKey === 'payments.ordersNotPayable') return 'notPayable';
    throw error;
  }
}
