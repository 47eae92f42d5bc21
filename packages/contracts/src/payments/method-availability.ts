/** Payment methods of the payment page (spec 2.4, 4 payment page, 5 availability, 9 codes). */
export const PAYMENT_METHODS = {
  balance: 0,
  cardGateway: 1,
  wallet: 2,
  otherWallets: 3,
  creditCard: 4,
  payLater: 8,
  payoutProvider: 9,
} as const;
export type PaymentMethodCode = (typeof PAYMENT_METHODS)[keyof typeof PAYMENT_METHODS];

/** Pay-later credit cannot be used for orders below $2,000. */
export const PAY_LATER_MIN_CENTS = 200_000;

/** The pay-later status that makes credit selectable; 'pending', 'manual review', 'declined' and anything else do not. */
export const PAY_LATER_APPROVED = 'approved';

export interface PaymentContext {
  totalCents: number;
  balanceCents: number;
  payLater: { status: string | null; availableCreditCents: number };
}

/**
 * Which methods can be chosen: balance only when it covers the total; wallets and cards only
 * when there is something to pay; pay-later only when approved, within the available credit and
 * at least PAY_LATER_MIN_CENTS.
 */
export function paymentMethodAvailability({ totalCents, balanceCents, payLater }: PaymentContext): Record<PaymentMethodCode, boolean> {
  const somethingToPay = totalCents > 0;
  return {
    0: balanceCents >= totalCents,
    1: somethingToPay,
    2: somethingToPay,
    3: somethingToPay,
    4: somethingToPay,
    8: payLater.status === PAY_LATER_APPROVED && totalCents <= payLater.availableCreditCents && totalCents >= PAY_LATER_MIN_CENTS,
    9: somethingToPay,
  };
}

/** Balance by default and always when nothing is to pay; the wallet when the balance is below the total. */
export function defaultPaymentMethod({ totalCents, balanceCents }: Pick<PaymentContext, 'totalCents' | 'balanceCents'>): PaymentMethodCode {
  if (totalCents <= 0) return PAYMENT_METHODS.balance;
  return balanceCents < totalCents ? PAYMENT_METHODS.wallet : PAYMENT_METHODS.balance;
}
