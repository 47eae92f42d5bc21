import { defaultPaymentMethod, PAY_LATER_APPROVED, PAYMENT_METHODS, paymentMethodAvailability, type PaymentContext, type PaymentMethodCode } from '@threadway/contracts';

/**
 * Methods this build can take to the end (spec 2.4, 9): the balance, the card gateway's one-page
 * form, its hosted card checkout, the wallet, regional wallets and the payout/payment provider
 * (Pay Now), and pay-later credit (Pay Later).
 */
export const PAY_NOW_METHODS: readonly PaymentMethodCode[] = [
  PAYMENT_METHODS.balance,
  PAYMENT_METHODS.cardGateway,
  PAYMENT_METHODS.creditCard,
  PAYMENT_METHODS.wallet,
  PAYMENT_METHODS.otherWallets,
  PAYMENT_METHODS.payoutProvider,
];
export const PAY_LATER_METHOD: PaymentMethodCode = PAYMENT_METHODS.payLater;

export interface MethodChoice {
  code: PaymentMethodCode;
  enabled: boolean;
}

/** The offered methods with their availability (spec 5) and the one chosen at first: the rule's default when offered and available, else none. */
export function methodChoices(context: PaymentContext): { choices: MethodChoice[]; initial: PaymentMethodCode | null } {
  const available = paymentMethodAvailability(context);
  const choices = [...PAY_NOW_METHODS, PAY_LATER_METHOD].map((code) => ({ code, enabled: available[code] }));
  const preferred = defaultPaymentMethod(context);
  const initial = choices.some((c) => c.code === preferred && c.enabled) ? preferred : null;
  return { choices, initial };
}

export type PayLaterState = 'approved' | 'underReview' | 'rejected' | 'apply';

/** What the pay-later block shows for a credit-line status (spec 5 Pay-later credit). */
export function payLaterState(status: string | null): PayLaterState {
  if (status === PAY_LATER_APPROVED) return 'approved';
  if (status === 'pending' || status === 'manual review') return 'underReview';
  if (status === 'declined') return 'rejected';
  return 'apply';
}

/** The label group of a stored method code on the status page (spec 2.4: Balance, CreditCard, Paypal, Others). */
export function methodLabel(code: number | null): 'balance' | 'creditCard' | 'paypal' | 'others' {
  if (code === PAYMENT_METHODS.balance) return 'balance';
  if (code === PAYMENT_METHODS.cardGateway || code === PAYMENT_METHODS.creditCard || code === PAYMENT_METHODS.otherWallets) return 'creditCard';
  if (code === PAYMENT_METHODS.wallet) return 'paypal';
  return 'others';
}
