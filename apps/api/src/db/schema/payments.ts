import { REGIONAL_WALLETS } from '@threadway/contracts';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { orders } from './orders.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * A payment transaction (spec 7, POST /api/payment/transaction): pays one or more orders with one
 * method. Status: created → processing (at a provider) → succeeded | failed | cancelled.
 */
export const paymentTransactions = pgTable(
  'payment_transactions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity({ startWith: 880001 }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    amountCents: integer('amount_cents').notNull(),
    currencyCode: text('currency_code').notNull().default('USD'),
    paymentMethod: smallint('payment_method').notNull(),
    /**
     * 0 pays orders (spec 7); ours: 1 tops up the balance, 2 pays a credit bill (bill_id), 3 gives
     * back provider money that arrived for something already paid or cancelled (returns_transaction_id).
     */
    paymentType: smallint('payment_type').notNull().default(0),
    billId: bigint('bill_id', { mode: 'number' }),
    /** Payment type 3: the payment whose money this row gives back (one give-back per payment and attempt, by the index). */
    returnsTransactionId: bigint('returns_transaction_id', { mode: 'number' }).references((): AnyPgColumn => paymentTransactions.id),
    /**
     * Payment type 3: the provider reference of the money given back when it came through another attempt than the one
     * that paid (a second hosted page of the same payment, also paid: payment_attempts); null for the payment's own.
     */
    returnsProviderRef: text('returns_provider_ref'),
    status: text('status', { enum: ['created', 'processing', 'succeeded', 'failed', 'cancelled'] })
      .notNull()
      .default('created'),
    /** The provider's own reference (checkout session, payment intent...); never card data. */
    providerRef: text('provider_ref'),
    failureMessage: text('failure_message'),
    /**
     * The regional wallet a method-3 payment was really made with (`REGIONAL_WALLETS`), as the gateway
     * reports it once the money is taken; null for every other payment (method 3 is also the hosted card).
     */
    wallet: text('wallet', { enum: REGIONAL_WALLETS }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payment_transactions_user_idx').on(t.userId, t.createdAt),
    // A provider's reference names one payment; give-backs (type 3) keep the reference of their refund, which may repeat the payment's (pay-later cancels the order itself).
    uniqueIndex('payment_transactions_provider_ref_key').on(t.paymentMethod, t.providerRef).where(sql`${t.paymentType} <> 3`),
    uniqueIndex('payment_transactions_one_return_per_payment')
      .on(t.returnsTransactionId, sql`coalesce(${t.returnsProviderRef}, '')`)
      .where(sql`${t.returnsTransactionId} is not null`),
    check('payment_transactions_amount_not_negative', sql`${t.amountCents} >= 0`),
  ],
);

/**
 * Every page, widget or intent opened at a provider for a payment (markProcessing), not only the last one kept in
 * provider_ref: money reported for an attempt that did not settle the payment is known as this payment's and given
 * back (money invariant 23).
 */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    paymentMethod: smallint('payment_method').notNull(),
    providerRef: text('provider_ref').notNull(),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => paymentTransactions.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.paymentMethod, t.providerRef] }), index('payment_attempts_transaction_idx').on(t.transactionId)],
);

export const transactionOrders = pgTable(
  'transaction_orders',
  {
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => paymentTransactions.id, { onDelete: 'cascade' }),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
  },
  (t) => [primaryKey({ columns: [t.transactionId, t.orderId] }), index('transaction_orders_order_idx').on(t.orderId)],
);

/**
 * The balance ledger: every movement of a seller's balance is a row; the balance is their sum.
 * Categories follow spec 3 (Transaction). One debit per paying transaction, enforced by the index.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity({ startWith: 1 }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    /** Positive income, negative expenditure; cents. */
    amountCents: integer('amount_cents').notNull(),
    category: text('category').notNull(),
    orderNumber: text('order_number'),
    transactionId: bigint('transaction_id', { mode: 'number' }).references(() => paymentTransactions.id),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_entries_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('ledger_entries_one_debit_per_transaction').on(t.transactionId).where(sql`${t.amountCents} < 0`),
    // A top-up is credited once, a give-back to the balance is credited once.
    uniqueIndex('ledger_entries_one_credit_per_transaction').on(t.transactionId).where(sql`${t.amountCents} > 0`),
    check('ledger_entries_amount_not_zero', sql`${t.amountCents} <> 0`),
  ],
);

/** A seller's trade-credit line at the pay-later provider (spec 4, Pay-later credit). */
export const payLaterAccounts = pgTable('pay_later_accounts', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The provider's buyer (trade account) id, known once an application is opened. */
  providerBuyerId: text('provider_buyer_id').notNull(),
  /** approved, pending, manual review, declined (as the provider says); null until it has decided. */
  status: text('status'),
  creditLimitCents: bigint('credit_limit_cents', { mode: 'number' }).notNull().default(0),
  availableCreditCents: bigint('available_credit_cents', { mode: 'number' }).notNull().default(0),
  application: jsonb('application').notNull().default({}),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Signed callbacks received from providers, kept once each so a replay changes nothing. */
export const providerCallbacks = pgTable(
  'provider_callbacks',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    transactionId: bigint('transaction_id', { mode: 'number' }),
    payload: jsonb('payload').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);


/**
 * A card kept at the card gateway (spec 2.6): we store only the gateway's payment-method token
 * with brand, last four digits and expiry, never the number or the security code.
 */
export const savedCards = pgTable(
  'saved_cards',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity({ startWith: 1001 }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    /** The gateway's customer and payment-method ids. */
    providerCustomerId: text('provider_customer_id').notNull(),
    providerPaymentMethodId: text('provider_payment_method_id').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: smallint('exp_month').notNull(),
    expYear: smallint('exp_year').notNull(),
    billingAddress: jsonb('billing_address').notNull().default({}),
    isDefault: boolean('is_default').notNull().default(false),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('saved_cards_user_idx').on(t.userId), uniqueIndex('saved_cards_method_key').on(t.providerPaymentMethodId)],
);

/** A payment consent (spec 2.6, payment methods): a saved card or wallet the seller lets us charge; disable and re-sort. */
export const paymentConsents = pgTable(
  'payment_consents',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity({ startWith: 2001 }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    /** Payment code of spec 9 (4 credit card, 2 wallet...). */
    paymentMethod: smallint('payment_method').notNull(),
    cardId: bigint('card_id', { mode: 'number' }).references(() => savedCards.id),
    label: text('label').notNull(),
    disabled: boolean('disabled').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('payment_consents_user_idx').on(t.userId, t.sortOrder)],
);

/** Per-seller payment settings: automatic payment (PUT /api/store/user/automaticPayment/{flag}). */
export const paymentSettings = pgTable('payment_settings', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  automaticPayment: boolean('automatic_payment').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A credit bill (spec 3, Issued bill; spec 4, Bills: waitingPayment → paymentProcessing → paid):
 * the shipped parcels of orders paid on credit over one statement period.
 */
export const creditBills = pgTable(
  'credit_bills',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity({ startWith: 70001 }),
    billNo: text('bill_no').notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    status: text('status').notNull().default('waitingPayment'),
    amountCents: integer('amount_cents').notNull(),
    paidCents: integer('paid_cents').notNull().default(0),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The payment that paid the bill: whichever settled first under the bill's row lock. */
    paymentTransactionId: bigint('payment_transaction_id', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('credit_bills_no_key').on(t.billNo),
    uniqueIndex('credit_bills_period_key').on(t.userId, t.periodStart),
    index('credit_bills_user_idx').on(t.userId, t.createdAt),
    check('credit_bills_amounts', sql`${t.amountCents} >= 0 and ${t.paidCents} >= 0 and ${t.paidCents} <= ${t.amountCents}`),
  ],
);

/** A bill line: one parcel of an order paid on credit. A parcel not yet on a bill is an incoming bill line. */
export const creditBillLines = pgTable(
  'credit_bill_lines',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    billId: bigint('bill_id', { mode: 'number' })
      .notNull()
      .references(() => creditBills.id, { onDelete: 'cascade' }),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
    parcelId: bigint('parcel_id', { mode: 'number' }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [index('credit_bill_lines_bill_idx').on(t.billId), uniqueIndex('credit_bill_lines_parcel_key').on(t.parcelId)],
);
