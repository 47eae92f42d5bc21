import { z } from 'zod';
import { fullNameRule, PHONE_PATTERN } from '../accounts/rules.ts';
import { isValidPostalCode } from '../addresses/postal-codes.ts';

/**
 * Payment management (spec 2.6 /personal-center/payment-manage): top up, saved cards, payment
 * consents and automatic payment. Money is integer US cents on the wire; the amount field of
 * the top-up dialog is typed in dollars and checked by the spec 5 amount rule below.
 */

const invalid = 'validation.invalidValue';
const AMOUNT_RULE = 'payments.amountRule';

/** Spec 5: top-up and money entry 0-9999999 with up to two decimals. */
export const MAX_MONEY_ENTRY_DOLLARS = 9_999_999;
export const MAX_TOP_UP_CENTS = MAX_MONEY_ENTRY_DOLLARS * 100;
const DOLLARS_PATTERN = /^\d{1,7}(?:\.\d{1,2})?$/;

/**
 * The amount a person types (dollars, as text): digits with at most two decimals, at most
 * 9999999, and more than 0 (a top-up of nothing moves no money). Answers the value in cents.
 */
export const moneyEntryRule = z
  .string({ error: AMOUNT_RULE })
  .trim()
  .regex(DOLLARS_PATTERN, AMOUNT_RULE)
  .transform((text) => dollarsTextToCents(text))
  .refine((cents) => cents > 0 && cents <= MAX_TOP_UP_CENTS, AMOUNT_RULE);

/** '12.5' → 1250 without floating-point rounding. The text must already match the amount pattern. */
export function dollarsTextToCents(text: string): number {
  const [whole = '0', fraction = ''] = text.trim().split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** The same rule on the wire: cents, more than 0 and at most $9,999,999. */
export const topUpCentsRule = z
  .number({ error: AMOUNT_RULE })
  .int(AMOUNT_RULE)
  .positive(AMOUNT_RULE)
  .max(MAX_TOP_UP_CENTS, AMOUNT_RULE);

/** POST /api/payment/recharge (ours): `amount` in cents. Takes Idempotency-Key. */
export const topUpRequest = z.object({ amount: topUpCentsRule });
export type TopUpRequest = z.input<typeof topUpRequest>;

/** The top-up transaction and the card gateway's hosted page to pay it on. */
export const topUpAnswer = z.object({ transactionId: z.number().int(), redirectUrl: z.string(), sessionId: z.string() });
export type TopUpAnswer = z.infer<typeof topUpAnswer>;

/** Empty or blank becomes null. */
const optionalText = (max: number) =>
  z
    .string({ error: invalid })
    .trim()
    .max(max, 'validation.tooLong')
    .nullish()
    .transform((value) => (value ? value : null));
const requiredText = (message: 'addresses.streetRequired' | 'addresses.cityRequired', max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, 'validation.tooLong');

/** The card's billing address (spec 3 Card), in the address book's field names. */
export const billingAddressFields = {
  fullName: fullNameRule,
  phoneNumber: z.string({ error: 'validation.phoneRequired' }).trim().min(1, 'validation.phoneRequired').max(30, 'validation.phoneInvalid').regex(PHONE_PATTERN, 'validation.phoneInvalid'),
  streetAddressLine1: requiredText('addresses.streetRequired', 255),
  streetAddressLine2: optionalText(255),
  city: requiredText('addresses.cityRequired', 120),
  province: optionalText(120),
  countryCode: z
    .string({ error: 'validation.countryRequired' })
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'validation.countryRequired')
    .transform((code) => code.toUpperCase()),
  zipCode: z.string({ error: 'addresses.postalCodeInvalid' }).trim().max(20, 'addresses.postalCodeInvalid').default(''),
};

/**
 * GET /api/payment/cardgateway/customers/clientSecret (query): the billing address and the
 * accepted terms; the card itself is typed on the gateway's hosted page.
 */
export const cardSetupQuery = z
  .object({
    ...billingAddressFields,
    acceptTerms: z.union([z.literal('true'), z.literal(true)], { error: 'validation.termsRequired' }),
  })
  .superRefine((address, ctx) => {
    if (!isValidPostalCode(address.countryCode, address.zipCode)) ctx.addIssue({ code: 'custom', path: ['zipCode'], message: 'addresses.postalCodeInvalid' });
  });
export type CardSetupQuery = z.input<typeof cardSetupQuery>;
export type CardSetup = z.output<typeof cardSetupQuery>;
export type BillingAddress = Omit<CardSetup, 'acceptTerms'>;

/** The gateway's hosted add-card page and its session. */
export const cardSetupAnswer = z.object({ redirectUrl: z.string(), sessionId: z.string() });

/** POST /api/payment/creditCards: keeps the card saved in that setup session (the browser came back with it). */
export const saveCardRequest = z.object({ sessionId: z.string({ error: invalid }).regex(/^[A-Za-z0-9_]{1,255}$/, invalid) });

const recordId = z.coerce.number({ error: invalid }).int(invalid).positive(invalid).max(Number.MAX_SAFE_INTEGER, invalid);
export const paymentManageIdPath = z.object({ id: recordId });
/** PUT /api/payment/creditCards: makes one card the default. */
export const defaultCardRequest = z.object({ id: z.number({ error: invalid }).int(invalid).positive(invalid).max(Number.MAX_SAFE_INTEGER, invalid) });

export const savedCard = z.object({
  id: z.number().int(),
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
  billingAddress: z.record(z.string(), z.string().nullable()),
  isDefault: z.boolean(),
  createdAt: z.string(),
});
export type SavedCard = z.infer<typeof savedCard>;

/** Methods a consent may name: the balance (0) or a saved credit card (4). */
export const CONSENT_METHODS = [0, 4] as const;

export const paymentConsent = z.object({
  id: z.number().int(),
  paymentMethod: z.number().int(),
  cardId: z.number().int().nullable(),
  /** Brand and last four digits of the card, null for the balance. */
  brand: z.string().nullable(),
  last4: z.string().nullable(),
  label: z.string(),
  disabled: z.boolean(),
  sortOrder: z.number().int(),
});
export type PaymentConsent = z.infer<typeof paymentConsent>;

/** POST /api/payment/paymentConsents: grants (or enables again) a consent for the balance or a saved card. */
export const grantConsentRequest = z
  .object({
    paymentMethod: z.literal(CONSENT_METHODS, { error: 'payments.selectMethod' }),
    cardId: z.number({ error: invalid }).int(invalid).positive(invalid).max(Number.MAX_SAFE_INTEGER, invalid).optional(),
  })
  .refine((body) => (body.paymentMethod === 4) === (body.cardId !== undefined), { path: ['cardId'], message: invalid });
export type GrantConsentRequest = z.input<typeof grantConsentRequest>;

/** PUT /api/payment/paymentConsents/{id}/sort: the consent's new place, 0 = first. */
export const sortConsentRequest = z.object({ sortOrder: z.number({ error: invalid }).int(invalid).min(0, invalid).max(1000, invalid) });

/** PUT /api/store/user/automaticPayment/{flag}: 1/true on, 0/false off. */
export const automaticPaymentPath = z.object({
  flag: z.enum(['0', '1', 'true', 'false'], { error: invalid }).transform((flag) => flag === '1' || flag === 'true'),
});
export const automaticPaymentAnswer = z.object({ automaticPayment: z.boolean() });
