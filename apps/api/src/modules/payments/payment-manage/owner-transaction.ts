import type { Db } from '../../../platform/database.ts';
import { paymentManageRepository, type PaymentManageRepository } from './payment-manage.repository.ts';

/**
 * Runs one seller's change to cards, consents or settings in a database transaction holding the
 * lock on the seller's row, so defaults, sort orders and the automatic-payment rule stay true
 * when two tabs change them at once.
 */
export function ownerTransaction<T>(db: Db, userId: number, work: (repo: PaymentManageRepository) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    const repo = paymentManageRepository(tx);
    await repo.lockOwner(userId);
    return work(repo);
  });
}

/**
 * Automatic payment needs a payment method on file (spec 6): when the last enabled consent goes
 * (disabled, or its card deleted), the setting goes off with it.
 */
export async function keepAutomaticPaymentCovered(repo: PaymentManageRepository, userId: number) {
  if (!(await repo.hasEnabledConsent(userId))) await repo.setAutomaticPayment(userId, false);
}
