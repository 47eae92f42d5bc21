import { PAYMENT_TYPES } from './payment-types.ts';
import type { Executor } from '../../../platform/database.ts';
import { insertEntry } from '../ledger.repository.ts';
import type { TransactionRow } from '../transactions.repository.ts';

export const isTopUp = (transaction: TransactionRow) => transaction.paymentType === PAYMENT_TYPES.topUp;

/**
 * The gateway took the money of a top-up: one 'recharge' income row, inside the webhook's
 * database transaction. The webhook applies each event once and only to a transaction not yet
 * succeeded (locked), so a replayed or second completion never credits twice.
 */
export async function creditTopUp(tx: Executor, transaction: TransactionRow) {
  await insertEntry(tx, { userId: transaction.userId, amountCents: transaction.amountCents, category: 'recharge', transactionId: transaction.id, note: `top-up ${transaction.id}` });
}
