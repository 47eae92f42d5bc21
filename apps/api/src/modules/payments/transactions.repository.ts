import type { RegionalWallet } from '@threadway/contracts';
import { and, eq, getTableColumns, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import { PAYMENT_TYPES } from './payment-manage/payment-types.ts';
import { orders, paymentAttempts, paymentTransactions, transactionOrders } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/database.ts';
import { builtOnce } from '../../platform/prepared-statements.ts';
import { intArrayLiteral, textArrayLiteral } from '../catalogue/sql.ts';
import { balanceLock } from './ledger.repository.ts';

export type TransactionRow = typeof paymentTransactions.$inferSelect;

/** Payment transactions, always scoped to their owner. */

const ownedOrdersOfNumbers = builtOnce('tw_owned_orders_by_number', (db) =>
  db
    .select({ id: orders.id, kkOrderId: orders.kkOrderId, status: orders.status, totalCents: orders.totalCents })
    .from(orders)
    .where(and(eq(orders.userId, sql.placeholder('userId')), sql`${orders.kkOrderId} = any(${sql.placeholder('kkOrderIds')}::text[])`)),
);

export async function ownedOrdersByNumber(db: Executor, userId: number, kkOrderIds: string[]) {
  return ownedOrdersOfNumbers(db, { userId, kkOrderIds: textArrayLiteral(kkOrderIds) });
}

const paymentWithOrders = builtOnce('tw_insert_payment_with_orders', (db) => {
  const payment = db
    .$with('payment')
    .as(
      db
        .insert(paymentTransactions)
        .values({
          userId: sql.placeholder('userId'),
          amountCents: sql.placeholder('amountCents'),
          paymentMethod: sql.placeholder('paymentMethod'),
          paymentType: sql.placeholder('paymentType'),
          currencyCode: sql.placeholder('currencyCode'),
        })
        .returning(),
    );
  const links = db
    .$with('links')
    .as(db.insert(transactionOrders).select(db.select({ transactionId: payment.id, orderId: sql<number>`unnest(${sql.placeholder('orderIds')}::bigint[])`.as('order_id') }).from(payment)));
  return db.with(payment, links).select().from(payment);
});

/**
 * A payment and its orders (transaction_orders) in one statement, so the pair is written whole without a database
 * transaction of its own: a checkout's payment is created on every order paid (decision 0059).
 */
export async function insertTransaction(
  db: Executor,
  values: { userId: number; amountCents: number; paymentMethod: number; paymentType: number; currencyCode: string; orderIds: number[] },
): Promise<TransactionRow> {
  const [row] = await paymentWithOrders(db, { ...values, orderIds: intArrayLiteral(values.orderIds) });
  if (!row) throw new Error('payment transaction insert returned no row');
  return row;
}

/** The caller's transaction, locked for the rest of the database transaction when `lock` is set. */
export async function findOwnedTransaction(db: Executor, userId: number, id: number, lock = false): Promise<TransactionRow | undefined> {
  const query = db
    .select()
    .from(paymentTransactions)
    .where(and(eq(paymentTransactions.id, id), eq(paymentTransactions.userId, userId)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

const ownedTransactionLockingBalance = builtOnce('tw_owned_payment_locking_balance', (tx) =>
  tx
    .select(getTableColumns(paymentTransactions))
    .from(paymentTransactions)
    .innerJoin(sql`(${balanceLock(sql.placeholder('userId'))}) as balance_lock`, sql`true`)
    .where(and(eq(paymentTransactions.id, sql.placeholder('id')), eq(paymentTransactions.userId, sql.placeholder('userId'))))
    .for('update', { of: paymentTransactions }),
);

/**
 * The caller's transaction, locked, after its owner's balance lock (`lockBalance`) was taken, in one round trip: a payment
 * from the balance starts this way (decision 0059). The lock is taken while the row is read and before the row lock,
 * in the same order as two statements would take them; a transaction not the caller's takes neither.
 */
export async function findOwnedTransactionLockingBalance(tx: Executor, userId: number, id: number): Promise<TransactionRow | undefined> {
  const [row] = await ownedTransactionLockingBalance(tx, { userId, id });
  return row;
}

export async function findTransactionForUpdate(db: Executor, id: number): Promise<TransactionRow | undefined> {
  const [row] = await db.select().from(paymentTransactions).where(eq(paymentTransactions.id, id)).for('update');
  return row;
}

export async function findTransaction(db: Executor, id: number): Promise<TransactionRow | undefined> {
  const [row] = await db.select().from(paymentTransactions).where(eq(paymentTransactions.id, id));
  return row;
}

export async function ordersOfTransaction(db: Executor, transactionId: number) {
  return db
    .select({ id: orders.id, kkOrderId: orders.kkOrderId, totalCents: orders.totalCents, status: orders.status, platformCode: orders.platformCode, storeName: orders.storeName, storeOrderId: orders.storeOrderId })
    .from(transactionOrders)
    .innerJoin(orders, eq(orders.id, transactionOrders.orderId))
    .where(eq(transactionOrders.transactionId, transactionId))
    .orderBy(orders.id);
}

/**
 * An open transaction (created, or already at a provider) handed to a provider's page or intent: 'processing', with
 * the provider's reference, which is also kept as one of the payment's attempts (payment_attempts), in one statement.
 * Answers false, changing nothing, when the transaction was settled or failed meanwhile: a second attempt opened while
 * the first paid must not reopen a paid transaction, or the money that paid its orders would be settled again and
 * given back (decision 0058).
 */
export async function markProcessing(db: Executor, id: number, providerRef: string): Promise<boolean> {
  const moved = db
    .$with('moved')
    .as(
      db
        .update(paymentTransactions)
        .set({ status: 'processing', providerRef, updatedAt: new Date() })
        .where(and(eq(paymentTransactions.id, id), inArray(paymentTransactions.status, ['created', 'processing'])))
        .returning({ id: paymentTransactions.id, paymentMethod: paymentTransactions.paymentMethod }),
    );
  const attempt = db
    .$with('attempt')
    .as(
      db
        .insert(paymentAttempts)
        .select(db.select({ paymentMethod: moved.paymentMethod, providerRef: sql<string>`${providerRef}::text`.as('provider_ref'), transactionId: moved.id, createdAt: sql<Date>`now()`.as('created_at') }).from(moved))
        .onConflictDoNothing(),
    );
  const rows = await db.with(moved, attempt).select({ id: moved.id }).from(moved);
  return rows.length > 0;
}

/** Whether `providerRef` is a page, widget, wallet order or LIST opened at a provider for this payment (markProcessing). */
export async function isAttemptOf(db: Executor, transaction: Pick<TransactionRow, 'id' | 'paymentMethod'>, providerRef: string): Promise<boolean> {
  const rows = await db
    .select({ transactionId: paymentAttempts.transactionId })
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.paymentMethod, transaction.paymentMethod), eq(paymentAttempts.providerRef, providerRef), eq(paymentAttempts.transactionId, transaction.id)));
  return rows.length > 0;
}

export async function updateTransaction(db: Executor, id: number, changes: Partial<Pick<TransactionRow, 'status' | 'providerRef' | 'failureMessage' | 'paidAt' | 'paymentMethod' | 'wallet'>>) {
  await db
    .update(paymentTransactions)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(paymentTransactions.id, id));
}

const succeeded = builtOnce('tw_payment_succeeded', (tx) =>
  tx
    .update(paymentTransactions)
    .set({ status: 'succeeded', paidAt: sql`${sql.placeholder('paidAt')}`, failureMessage: null, updatedAt: sql`${sql.placeholder('paidAt')}` })
    .where(eq(paymentTransactions.id, sql.placeholder('id'))),
);

/** A payment settled: succeeded, paid now (every paid order's settlement ends this way). */
export async function markSucceeded(tx: Executor, id: number, paidAt: Date): Promise<void> {
  await succeeded(tx, { id, paidAt });
}

/**
 * The payment a provider's order, list or intent was created for: the one whose reference it is (the pair is unique
 * among payments; give-backs are not looked up by it), or else the one it was opened for as an earlier attempt.
 */
export async function findByProviderRef(db: Executor, paymentMethod: number, providerRef: string): Promise<TransactionRow | undefined> {
  const [current] = await db
    .select()
    .from(paymentTransactions)
    .where(and(eq(paymentTransactions.paymentMethod, paymentMethod), eq(paymentTransactions.providerRef, providerRef), ne(paymentTransactions.paymentType, PAYMENT_TYPES.giveBack)));
  if (current) return current;
  const [earlier] = await db
    .select(getTableColumns(paymentTransactions))
    .from(paymentAttempts)
    .innerJoin(paymentTransactions, eq(paymentTransactions.id, paymentAttempts.transactionId))
    .where(and(eq(paymentAttempts.paymentMethod, paymentMethod), eq(paymentAttempts.providerRef, providerRef)));
  return earlier;
}

/** The regional wallets the payments (orders' payment_transaction_id) were made with, by payment; payments without one are left out. */
export async function walletsOfPayments(db: Executor, transactionIds: readonly (number | null)[]): Promise<Map<number, RegionalWallet>> {
  const ids = [...new Set(transactionIds.filter((id) => id !== null))];
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: paymentTransactions.id, wallet: paymentTransactions.wallet }).from(paymentTransactions).where(and(inArray(paymentTransactions.id, ids), isNotNull(paymentTransactions.wallet)));
  return new Map(rows.map((row) => [row.id, row.wallet!]));
}

/** The regional wallet one payment was made with; null for none or any other method. */
export const walletOfPayment = async (db: Executor, transactionId: number | null) => (transactionId === null ? null : ((await walletsOfPayments(db, [transactionId])).get(transactionId) ?? null));
