import type { PaymentConsent, SavedCard } from '@threadway/contracts';
import type { CardRow, ConsentWithCard } from './payment-manage.repository.ts';

export function toSavedCard(row: CardRow): SavedCard {
  return {
    id: row.id,
    brand: row.brand,
    last4: row.last4,
    expMonth: row.expMonth,
    expYear: row.expYear,
    billingAddress: row.billingAddress as Record<string, string | null>,
    isDefault: row.isDefault,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toPaymentConsent({ consent, card }: ConsentWithCard): PaymentConsent {
  return {
    id: consent.id,
    paymentMethod: consent.paymentMethod,
    cardId: consent.cardId,
    brand: card?.brand ?? null,
    last4: card?.last4 ?? null,
    label: consent.label,
    disabled: consent.disabled,
    sortOrder: consent.sortOrder,
  };
}

/** The stored label of a consent (the web shows its own words from method, brand and last4). */
export const consentLabel = (card: Pick<CardRow, 'brand' | 'last4'> | null) => (card ? `${card.brand} •••• ${card.last4}` : 'Balance');
