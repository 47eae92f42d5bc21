import { PAYMENT_METHODS, type PaymentMethodCode } from './method-availability.ts';

/**
 * The method a stored payment method code was really paid with, as a seller knows it. The card
 * choice (4) is sent and stored as 3, the hosted card checkout (createTransactionRequest), and the
 * card gateway's own form is 1: all three are a card payment, shown as 'Credit card' rather than
 * the spec's 'Others'. Every other code is itself.
 */
export function paidMethod(code: number): PaymentMethodCode | null {
  if (code === PAYMENT_METHODS.cardGateway || code === PAYMENT_METHODS.otherWallets || code === PAYMENT_METHODS.creditCard) return PAYMENT_METHODS.creditCard;
  return (Object.values(PAYMENT_METHODS) as number[]).includes(code) ? (code as PaymentMethodCode) : null;
}
