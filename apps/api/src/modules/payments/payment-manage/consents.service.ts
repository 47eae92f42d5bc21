import { ErrorCode, type GrantConsentRequest, type PaymentConsent } from '@threadway/contracts';
import type { Db } from '../../../platform/database.ts';
import { AppError, notFound } from '../../../platform/errors.ts';
import { keepAutomaticPaymentCovered, ownerTransaction } from './owner-transaction.ts';
import { paymentManageRepository, type PaymentManageRepository } from './payment-manage.repository.ts';
import { consentLabel, toPaymentConsent } from './payment-manage.presenter.ts';

/**
 * Payment consents (spec 2.6 'payment methods'): the balance or a saved card the seller lets us
 * charge, in the order they chose. Disabling keeps the consent; granting it again enables it.
 */
export function consentsService(db: Db) {
  const listOf = async (repo: PaymentManageRepository, userId: number) => (await repo.consents(userId)).map(toPaymentConsent);

  return {
    list: (userId: number): Promise<PaymentConsent[]> => listOf(paymentManageRepository(db), userId),

    async grant(userId: number, { paymentMethod, cardId }: GrantConsentRequest): Promise<PaymentConsent> {
      return ownerTransaction(db, userId, async (r) => {
        const card = cardId === undefined ? null : await r.card(userId, cardId);
        if (cardId !== undefined && !card) throw notFound();
        const existing = await r.consentFor(userId, paymentMethod, card?.id ?? null);
        const id = existing ? existing.id : (await r.insertConsent(userId, { paymentMethod, cardId: card?.id ?? null, label: consentLabel(card ?? null) })).id;
        if (existing?.disabled) await r.setConsentDisabled(userId, id, false);
        return (await listOf(r, userId)).find((consent) => consent.id === id)!;
      });
    },

    async disable(userId: number, id: number): Promise<PaymentConsent> {
      return ownerTransaction(db, userId, async (r) => {
        if (!(await r.consent(userId, id))) throw notFound();
        await r.setConsentDisabled(userId, id, true);
        await keepAutomaticPaymentCovered(r, userId);
        return (await listOf(r, userId)).find((consent) => consent.id === id)!;
      });
    },

    /** Moves one consent to a place (0 = first, beyond the end = last) and numbers them all again; answers the new order. */
    async sort(userId: number, id: number, place: number): Promise<PaymentConsent[]> {
      return ownerTransaction(db, userId, async (r) => {
        const consents = await listOf(r, userId);
        const moving = consents.find((consent) => consent.id === id);
        if (!moving) throw notFound();
        const order = consents.filter((consent) => consent.id !== id);
        order.splice(Math.min(place, order.length), 0, moving);
        for (const [index, consent] of order.entries()) if (consent.sortOrder !== index) await r.setConsentOrder(userId, consent.id, index);
        return listOf(r, userId);
      });
    },

    automaticPayment: (userId: number) => paymentManageRepository(db).automaticPayment(userId),

    /** Turning it on needs an enabled payment method on file (spec 6). */
    async setAutomaticPayment(userId: number, on: boolean): Promise<boolean> {
      return ownerTransaction(db, userId, async (r) => {
        if (on && !(await r.hasEnabledConsent(userId))) throw new AppError(ErrorCode.badRequest, 'payments.automaticPaymentNeedsMethod', 400, {}, { field: 'automaticPayment' });
        await r.setAutomaticPayment(userId, on);
        return on;
      });
    },
  };
}
export type ConsentsService = ReturnType<typeof consentsService>;
