import { PAYMENT_METHODS } from '@threadway/contracts';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { paymentConsents, savedCards } from '../../../db/schema/index.ts';
import type { Executor } from '../../../platform/database.ts';
import type { CardRow } from '../../payments/payment-manage/payment-manage.repository.ts';

/** A payment method Auto Checkout may use: the balance, or a saved card. */
export type AutoPaymentMethod = { kind: 'balance' } | { kind: 'card'; card: CardRow };

/**
 * The seller's enabled payment consents in their order (payment management: sort order, then
 * oldest), each as the method it lets us use. A card consent whose card was deleted is gone with
 * it (deleting a card removes its consent), but a deleted card is skipped here all the same.
 */
export async function autoPaymentMethods(db: Executor, userId: number): Promise<AutoPaymentMethod[]> {
  const rows = await db
    .select({ method: paymentConsents.paymentMethod, card: savedCards })
    .from(paymentConsents)
    .leftJoin(savedCards, and(eq(savedCards.id, paymentConsents.cardId), isNull(savedCards.deletedAt)))
    .where(and(eq(paymentConsents.userId, userId), eq(paymentConsents.disabled, false)))
    .orderBy(asc(paymentConsents.sortOrder), asc(paymentConsents.id));
  return rows.flatMap((row): AutoPaymentMethod[] => {
    if (row.method === PAYMENT_METHODS.balance) return [{ kind: 'balance' }];
    if (row.method === PAYMENT_METHODS.creditCard && row.card) return [{ kind: 'card', card: row.card }];
    return [];
  });
}
