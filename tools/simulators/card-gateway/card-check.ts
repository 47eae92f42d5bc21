/** The test cards (../README.md) and the checks Stripe makes of a typed card, shared by the hosted page and the elements frame. */

export const TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  authentication: '4000002760003184',
  mastercard: '5555555555554444',
  /** Stripe's 'attaching succeeds, charging fails': saved in setup mode, every charge of it declined. */
  chargeDeclined: '4000000000000341',
} as const;

/** Cards a charge declines: on the hosted page, when a saved card is charged off-session, and when a payment intent is confirmed. */
export const DECLINING = new Set<string>([TEST_CARDS.declined, TEST_CARDS.chargeDeclined]);

export const DECLINED_MESSAGE = 'Your card was declined.';

/** What is wrong with a typed card (Stripe's error code and words), or null: unknown numbers, past or bad expiry, a bad CVC. */
export function cardProblem(card: { number: string; expMonth: number; expYear: number; cvc: string }): { code: string; message: string } | null {
  if (!Object.values(TEST_CARDS).includes(card.number as never)) return { code: 'incorrect_number', message: 'Your card number is incorrect.' };
  const expired = !Number.isInteger(card.expMonth) || card.expMonth < 1 || card.expMonth > 12 || !Number.isInteger(card.expYear) || new Date(Date.UTC(card.expYear, card.expMonth, 1)) <= new Date();
  if (expired) return { code: 'invalid_expiry_year', message: "Your card's expiration date is incorrect." };
  if (!/^\d{3,4}$/.test(card.cvc)) return { code: 'incorrect_cvc', message: "Your card's security code is incorrect." };
  return null;
}
