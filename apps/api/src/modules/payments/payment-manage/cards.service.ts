import { ErrorCode, PAYMENT_METHODS, type BillingAddress, type CardSetup, type SavedCard } from '@threadway/contracts';
import type { Db } from '../../../platform/database.ts';
import { AppError, notFound } from '../../../platform/errors.ts';
import type { CardVault } from '../card/stripe-cards.ts';
import { atProvider } from '../provider-payment.ts';
import { keepAutomaticPaymentCovered, ownerTransaction } from './owner-transaction.ts';
import { paymentManageRepository } from './payment-manage.repository.ts';
import { consentLabel, toSavedCard } from './payment-manage.presenter.ts';
import { PAGE_PATH, SESSION_ID_PLACEHOLDER } from './return-urls.ts';

const BILLING_PREFIX = 'billing_';
const cardNotSaved = () => new AppError(ErrorCode.conflict, 'payments.cardNotSaved', 409);

/** The billing address rides on the setup session's metadata (one key per field, each far below the gateway's 500 characters). */
const billingToMetadata = (billing: BillingAddress) =>
  Object.fromEntries(Object.entries(billing).map(([key, value]) => [`${BILLING_PREFIX}${key}`, value ?? '']));
const billingFromMetadata = (metadata: Record<string, string>) =>
  Object.fromEntries(Object.entries(metadata).filter(([key]) => key.startsWith(BILLING_PREFIX)).map(([key, value]) => [key.slice(BILLING_PREFIX.length), value || null]));

/**
 * Saved cards (spec 2.6): added on the gateway's hosted page in setup mode, kept here only as the
 * gateway's payment-method token with brand, last four digits, expiry and the billing address.
 * Each saved card is also a payment consent. The first card is the default.
 */
export function cardsService(db: Db, vault: CardVault, publicUrl: string) {
  const page = `${publicUrl}${PAGE_PATH}`;
  const repo = paymentManageRepository(db);
  return {
    async list(userId: number): Promise<SavedCard[]> {
      return (await repo.cards(userId)).map(toSavedCard);
    },

    /** Opens the gateway's hosted add-card page for the seller's gateway customer (made on first use). */
    async startSetup(userId: number, query: CardSetup) {
      const { acceptTerms: _accepted, ...billing } = query;
      return atProvider(async () => {
        const customerId =
          (await repo.customerOf(userId)) ??
          (await vault.createCustomer({
            userId,
            name: billing.fullName,
            phone: billing.phoneNumber,
            address: { line1: billing.streetAddressLine1, line2: billing.streetAddressLine2, city: billing.city, state: billing.province, postalCode: billing.zipCode, country: billing.countryCode },
          }));
        return vault.createSetupSession({
          customerId,
          metadata: { userId: String(userId), ...billingToMetadata(billing) },
          successUrl: `${page}?cardSession=${SESSION_ID_PLACEHOLDER}`,
          cancelUrl: `${page}?cardSession=cancelled`,
        });
      });
    },

    /**
     * Keeps the card of a completed setup session, read back from the gateway (never from the
     * browser). Someone else's session answers 404; saving the same card again answers it again.
     */
    async save(userId: number, sessionId: string): Promise<SavedCard> {
      const setup = await atProvider(() => vault.readSetup(sessionId));
      if (!setup || setup.metadata.userId !== String(userId) || !setup.customerId) throw notFound();
      const card = setup.card;
      if (!card) throw cardNotSaved();
      return ownerTransaction(db, userId, async (r) => {
        const known = await r.cardByPaymentMethod(card.paymentMethodId);
        if (known) {
          if (known.userId !== userId) throw notFound();
          // Deleted meanwhile: the gateway detached it, so it cannot come back.
          if (known.deletedAt) throw cardNotSaved();
          return toSavedCard(known);
        }
        const first = (await r.cards(userId)).length === 0;
        const row = await r.insertCard({
          userId,
          providerCustomerId: setup.customerId!,
          providerPaymentMethodId: card.paymentMethodId,
          brand: card.brand,
          last4: card.last4,
          expMonth: card.expMonth,
          expYear: card.expYear,
          billingAddress: billingFromMetadata(setup.metadata),
          isDefault: first,
        });
        await r.insertConsent(userId, { paymentMethod: PAYMENT_METHODS.creditCard, cardId: row.id, label: consentLabel(row) });
        return toSavedCard(row);
      });
    },

    async setDefault(userId: number, id: number): Promise<SavedCard> {
      return ownerTransaction(db, userId, async (r) => {
        if (!(await r.card(userId, id))) throw notFound();
        await r.makeDefaultCard(userId, id);
        return toSavedCard((await r.card(userId, id))!);
      });
    },

    /** Detaches the card at the gateway, then forgets it here with its consent; the default moves to the newest card left. */
    async remove(userId: number, id: number): Promise<void> {
      const card = await repo.card(userId, id);
      if (!card) throw notFound();
      await atProvider(() => vault.detach(card.providerPaymentMethodId));
      await ownerTransaction(db, userId, async (r) => {
        const current = await r.card(userId, id);
        if (!current) return;
        await r.deleteCard(userId, id);
        const [next] = await r.cards(userId);
        if (current.isDefault && next) await r.makeDefaultCard(userId, next.id);
        await keepAutomaticPaymentCovered(r, userId);
      });
    },
  };
}
export type CardsService = ReturnType<typeof cardsService>;
