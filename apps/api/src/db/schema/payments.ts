import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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
    paymentType: smallint('payment_type').notNull().default(0),
    status: text('status', { enum: ['created', 'processing', 'succeeded', 'failed', 'cancelled'] })
      .notNull()
      .default('created'),
    /** The provider's own reference (checkout session, payment intent...); never card data. */
    providerRef: text('provider_ref'),
    failureMessage: text('failure_message'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payment_transactions_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('payment_transactions_provider_ref_key').on(t.paymentMethod, t.providerRef),
    check('payment_transactions_amount_not_negative', sql`${t.amountCents} >= 0`),
  ],
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

