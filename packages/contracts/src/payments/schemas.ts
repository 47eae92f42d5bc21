import { z } from 'zod';
import { PAYMENT_METHODS } from './method-availability.ts';
import { REGIONAL_WALLETS } from './paid-method.ts';

/**
 * Payment calls (spec 7 "Payment page" and "Wallet, cards, billing, addresses"). Money is
 * integer US cents; dates ISO 8601 in UTC.
 */

const invalid = 'validation.invalidValue';
const cents = (max: number) => z.number({ error: invalid }).int(invalid).min(0, invalid).max(max, invalid);
/** The largest amount one transaction may carry: $999,999.99. */
export const MAX_TRANSACTION_CENTS = 99_999_999;
/** Orders one transaction may pay. */
export const MAX_ORDERS_PER_TRANSACTION = 50;

const methodCodes = Object.values(PAYMENT_METHODS) as number[];
export const regionalWallet = z.enum(REGIONAL_WALLETS);

/** Transaction statuses (spec 7 polls them but does not show them; ours, see docs/api-conventions.md). */
export const TRANSACTION_STATUSES = ['created', 'processing', 'succeeded', 'failed', 'cancelled'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/** Ledger categories (spec 3 Transaction). */
export const LEDGER_CATEGORIES = [
  'balance', 'refund', 'sample', 'purchase', 'order goods', 'dropshipping', 'recharge', 'order deposit', 'order balance', 'system top-up', 'gift card',
] as const;
export type LedgerCategory = (typeof LEDGER_CATEGORIES)[number];

export const transactionIdPath = z.object({
  id: z.coerce.number({ error: invalid }).int(invalid).positive(invalid).max(Number.MAX_SAFE_INTEGER, invalid),
});

export const createTransactionRequest = z.object({
  /** What the payment page shows, in cents; the server recomputes it from the orders and refuses a difference. */
  amount: cents(MAX_TRANSACTION_CENTS),
  /** Spec 9 codes; the card choice (4) is sent as 3 and either is stored as 3. */
  paymentMethod: z
    .number({ error: 'payments.selectMethod' })
    .int('payments.selectMethod')
    .refine((code) => methodCodes.includes(code), 'payments.selectMethod')
    .transform((code) => (code === PAYMENT_METHODS.creditCard ? PAYMENT_METHODS.otherWallets : code)),
  currencyCode: z.literal('USD', { error: invalid }),
  paymentType: z.literal(0, { error: invalid }),
  kkOrderIds: z
    .array(z.string({ error: invalid }).trim().min(1, invalid).max(40, invalid), { error: invalid })
    .min(1, invalid)
    .max(MAX_ORDERS_PER_TRANSACTION, invalid),
});
export type CreateTransactionRequest = z.input<typeof createTransactionRequest>;

export const transactionStatus = z.enum(TRANSACTION_STATUSES);

export const paymentTransaction = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  currencyCode: z.string(),
  paymentMethod: z.number().int(),
  /** The regional wallet a method-3 payment was made with (null otherwise): 3 alone is also the hosted card. */
  wallet: regionalWallet.nullable(),
  paymentType: z.number().int(),
  status: transactionStatus,
  kkOrderIds: z.array(z.string()),
  /** Each order's store order ID and source (spec 2.4 payment status: Store Order ID, Source; 'KA' for the mall). */
  orders: z.array(z.object({ kkOrderId: z.string(), storeOrderId: z.string().nullable(), platformCode: z.string(), storeName: z.string().nullable() })),
  failureMessage: z.string().nullable(),
  paidAt: z.string().nullable(),
  createdAt: z.string(),
});
export type PaymentTransaction = z.infer<typeof paymentTransaction>;

export const transactionStatusAnswer = z.object({ id: z.number().int(), status: transactionStatus, failureMessage: z.string().nullable() });

export const balanceAnswer = z.object({ balance: z.number().int() });

const dateQuery = z.iso.date({ error: invalid }).optional();
export const transactionsQuery = z
  .object({
    pageNumber: z.coerce.number({ error: invalid }).int(invalid).min(1, invalid).max(10_000, invalid).default(1),
    pageSize: z.coerce.number({ error: invalid }).int(invalid).min(1, invalid).max(100, invalid).default(20),
    /** A ledger category (spec 3 Transaction 'type'). */
    type: z.enum(LEDGER_CATEGORIES, { error: invalid }).optional(),
    direction: z.enum(['income', 'expenditure'], { error: invalid }).optional(),
    /** Inclusive calendar days (UTC). */
    startDate: dateQuery,
    endDate: dateQuery,
  })
  .refine((q) => !q.startDate || !q.endDate || q.startDate <= q.endDate, { path: ['endDate'], message: invalid });

/** One money movement of the seller (GET /api/payment/transactions): the balance's and every other method's. */
export const ledgerTransaction = z.object({
  /** Unique in the list ('ledger:12', 'payment:880001', 'refund:600001'); id is unique per source only. */
  key: z.string(),
  id: z.number().int(),
  type: z.string(),
  orderNumber: z.string().nullable(),
  /** Always positive; `direction` says which way it went. */
  amount: z.number().int(),
  direction: z.enum(['income', 'expenditure']),
  transactionTime: z.string(),
  /** The spec 9 method code the money moved through (0 balance); see paidMethod for its name. */
  method: z.number().int(),
  /** The regional wallet of a method-3 payment, its give-back and refunds (null otherwise); see paidWith. */
  wallet: regionalWallet.nullable(),
  /** Whether it moved the balance: the balance is the sum of these rows only. */
  onBalance: z.boolean(),
});
export const transactionsPage = z.object({
  list: z.array(ledgerTransaction),
  total: z.number().int(),
  pageNumber: z.number().int(),
  pageSize: z.number().int(),
});

/** Card gateway hand-off (POST /api/payment/cardgateway/onePage/signValue and paymentIntent/{id}). */
export const cardCheckoutRequest = z.object({
  transactionId: z.number({ error: invalid }).int(invalid).positive(invalid).max(Number.MAX_SAFE_INTEGER, invalid),
});
export const cardCheckoutAnswer = z.object({
  /** The hosted card page of the gateway; the browser goes there, card numbers never reach us. */
  redirectUrl: z.string(),
  sessionId: z.string(),
});

/** POST /api/payment/cardgateway/paymentIntent/{id} (spec 7): method 3 opens the gateway's checkout with regional wallets, 4 (the default) with card. */
export const paymentIntentRequest = z.preprocess(
  // No body at all is the card choice, as before regional wallets were offered.
  (body) => body ?? {},
  z.object({
    paymentMethod: z.union([z.literal(PAYMENT_METHODS.otherWallets), z.literal(PAYMENT_METHODS.creditCard)], { error: invalid }).default(PAYMENT_METHODS.creditCard),
  }),
);

/** GET /api/payment/cardgateway/onePage/config: what the payment page loads the gateway's card form with. */
export const onePageConfig = z.object({
  /** The gateway's key for the browser: it can only tokenise a card, never charge one. */
  publishableKey: z.string(),
  /** The gateway's own script (Stripe.js shape), served from the gateway's origin. */
  scriptUrl: z.string(),
});
export type OnePageConfig = z.infer<typeof onePageConfig>;

/** POST /api/payment/cardgateway/onePage/confirm: a method-1 transaction and the card the gateway's frame tokenised. */
export const onePageConfirmRequest = z.object({
  transactionId: z.number({ error: invalid }).int(invalid).positive(invalid).max(Number.MAX_SAFE_INTEGER, invalid),
  /** The gateway's PaymentMethod id; the card itself never reaches us. */
  paymentMethodId: z.string({ error: invalid }).regex(/^pm_[A-Za-z0-9_]{1,100}$/, invalid),
});
export type OnePageConfirmRequest = z.infer<typeof onePageConfirmRequest>;

/** succeeded: paid; requiresAction: the bank asks for 3-D Secure at redirectUrl; failed: the gateway's reason in message. */
export const onePageConfirmAnswer = z.object({
  status: z.enum(['succeeded', 'requiresAction', 'failed', 'processing']),
  transactionId: z.number().int(),
  redirectUrl: z.string().nullable(),
  message: z.string().nullable(),
});
export type OnePageConfirmAnswer = z.infer<typeof onePageConfirmAnswer>;

/** The gateway sends the browser back after 3-D Secure with the intent it confirmed (Stripe's return parameters). */
export const onePageReturnQuery = z.looseObject({
  payment_intent: z.string({ error: invalid }).regex(/^pi_[A-Za-z0-9_]{1,100}$/, invalid),
  redirect_status: z.string().max(40).optional(),
});

/** POST /api/payment/balance/{id}: the paid transaction and the balance left. */
export const balancePayment = z.object({ id: z.number().int(), status: z.literal('succeeded'), balance: z.number().int() });
export type BalancePayment = z.infer<typeof balancePayment>;

/** Pay-later limits (spec 9): a credit line of at most $1,000,000. */
export const PAY_LATER_MAX_LIMIT_CENTS = 100_000_000;

/** GET /api/payment/paylater/buyer/creditline: status null until the provider has decided an application. */
export const payLaterCreditLine = z.object({
  status: z.string().nullable(),
  availableCredit: z.number().int(),
  creditLimit: z.number().int(),
});
export type PayLaterCreditLine = z.infer<typeof payLaterCreditLine>;

/** POST /api/payment/paylater/buyer: what the provider's application needs; the widget asks the rest. */
export const payLaterApplication = z.object({
  companyName: z.string({ error: invalid }).trim().min(1, invalid).max(200, invalid),
  email: z.email({ error: invalid }).max(254, invalid),
  phone: z.string({ error: invalid }).trim().regex(/^\+?[0-9 ()-]{5,30}$/, invalid),
  /** ISO 3166-1 alpha-2. */
  country: z.string({ error: invalid }).trim().toUpperCase().regex(/^[A-Z]{2}$/, invalid),
  requestedLimit: z.number({ error: invalid }).int(invalid).min(1, invalid).max(PAY_LATER_MAX_LIMIT_CENTS, invalid),
});
export type PayLaterApplication = z.input<typeof payLaterApplication>;

/** The provider's widget to open: its own reference (token) and the hosted page. */
export const payLaterWidget = z.object({ token: z.string(), redirectUrl: z.string() });

/** POST /api/payment/wallet/orders/{id}: the wallet's approval page and its order id. */
export const walletCheckout = z.object({ redirectUrl: z.string(), orderId: z.string() });

/** The wallet sends the buyer back with its order id as `token` (PayPal's return parameters). */
export const walletReturnQuery = z.object({
  token: z.string({ error: invalid }).regex(/^[A-Za-z0-9-]{1,64}$/, invalid),
  PayerID: z.string({ error: invalid }).max(64, invalid).optional(),
});

/** POST /api/payment/payoneer/lists: the transaction (method 9) to open the provider's hosted LIST for. */
export const payoutProviderListRequest = z.object({
  transactionId: z.number({ error: invalid }).int(invalid).positive(invalid).max(Number.MAX_SAFE_INTEGER, invalid),
});

/** The provider's hosted payment page and its LIST id. */
export const payoutProviderList = z.object({ redirectUrl: z.string(), longId: z.string() });

/** PUT /api/payment/payoneer/charge/{id}/callback: the transaction as the provider's LIST left it. */
export const payoutProviderCallbackAnswer = z.object({ id: z.number().int(), status: transactionStatus, failureMessage: z.string().nullable() });
export type PayoutProviderCallbackAnswer = z.infer<typeof payoutProviderCallbackAnswer>;

/**
 * The provider's status notification (form or query parameters, not signed): only `longId`
 * names what to read back from the provider; the other parameters are never trusted.
 */
export const payoutProviderNotification = z.looseObject({
  longId: z.string({ error: invalid }).regex(/^[A-Za-z0-9-]{1,64}$/, invalid),
  transactionId: z.string().max(64).optional(),
  statusCode: z.string().max(64).optional(),
  notificationId: z.string().max(64).optional(),
});
