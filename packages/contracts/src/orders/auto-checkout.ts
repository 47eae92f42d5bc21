import { z } from 'zod';
import { invalid } from '../admin/fields.ts';
import { kkOrderIdRule } from './schemas.ts';

/**
 * Auto Checkout (spec 1-buying 2.5, 4, 6; docs/decisions/0029-auto-purchase.md): orders paid at once
 * from the seller's payment methods in their consent order — the balance, then saved cards charged
 * off-session. What failed is kept on the order (its 'autoCheckoutFailed' timeline step) and shown
 * on the order detail and in the station letter, in the reader's language.
 */

/** POST /api/orders/autoCheckout (ours: the spec shows the button, not the call). */
export const autoCheckoutRequest = z.object({ kkOrderIds: z.array(kkOrderIdRule).min(1, invalid).max(50, invalid) });
export type AutoCheckoutRequest = z.input<typeof autoCheckoutRequest>;

/** One payment method tried: the balance did not cover the orders, or a card was declined or could not be reached. */
export const autoCheckoutAttempt = z.discriminatedUnion('method', [
  z.object({ method: z.literal('balance'), outcome: z.literal('short') }),
  z.object({ method: z.literal('card'), card: z.string(), outcome: z.enum(['declined', 'unavailable']), message: z.string().nullable() }),
]);
export type AutoCheckoutAttempt = z.infer<typeof autoCheckoutAttempt>;

/**
 * Why orders were not paid: no payment method on file (no enabled consent), every method failed
 * (the attempts in consent order), or the order no longer waits for payment (the call only).
 */
export const autoCheckoutFailure = z.object({
  reason: z.enum(['noPaymentMethod', 'methodsFailed', 'notPayable']),
  attempts: z.array(autoCheckoutAttempt),
});
export type AutoCheckoutFailure = z.infer<typeof autoCheckoutFailure>;

export const autoCheckoutAnswer = z.object({
  paid: z.array(z.string()),
  failed: z.array(z.object({ kkOrderId: z.string(), failure: autoCheckoutFailure })),
});
export type AutoCheckoutAnswer = z.infer<typeof autoCheckoutAnswer>;

/** The failure as the order's timeline note keeps it. */
export const encodeAutoCheckoutFailure = (failure: AutoCheckoutFailure): string => JSON.stringify(failure);

/** The failure kept in a timeline note; null for a note that is not one (older or foreign text). */
export function readAutoCheckoutFailure(note: string | null | undefined): AutoCheckoutFailure | null {
  if (!note) return null;
  try {
    const parsed = autoCheckoutFailure.safeParse(JSON.parse(note));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** A sentence of the failure: a message key (catalogue `autoCheckout.*`) and its parameters. */
export interface FailureSentence {
  key: string;
  params: Record<string, string>;
}

/**
 * The failure in sentences, for the letter and the order detail alike: why in general, then each
 * method tried in the seller's order.
 */
export function autoCheckoutSentences(failure: AutoCheckoutFailure): FailureSentence[] {
  const head: FailureSentence = { key: `autoCheckout.reason.${failure.reason}`, params: {} };
  return [
    head,
    ...failure.attempts.map((attempt): FailureSentence =>
      attempt.method === 'balance'
        ? { key: 'autoCheckout.attempt.balanceShort', params: {} }
        : { key: `autoCheckout.attempt.card${attempt.outcome === 'declined' ? 'Declined' : 'Unavailable'}`, params: { card: attempt.card, message: attempt.message ?? '' } },
    ),
  ];
}
