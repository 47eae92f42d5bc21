import { eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { ledgerEntries } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/database.ts';
import { queryRows } from '../catalogue/sql.ts';

/** The balance ledger: the balance is the sum of a seller's rows. */

/** The advisory-lock namespace of balance movements: every payment from a balance takes it first. */
const BALANCE_LOCK = 7_401;

/**
 * Queues this transaction behind any other moving the seller's balance (order and bill
 * payments alike), so two debits never both read the balance before either is written.
 */
export async function lockBalance(tx: Executor, userId: number): Promise<void> {
  await tx.execute(balanceLock(userId));
}

/** The statement that takes a seller's balance lock, for a caller that takes it within a statement of its own. */
export const balanceLock = (userId: number | Placeholder): SQL => sql`select pg_advisory_xact_lock(${BALANCE_LOCK}, (${userId}::bigint % 2147483647)::int)`;

export async function balanceOf(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ balance: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.userId, userId));
  return Number(row?.balance ?? 0);
}

/**
 * Debits a balance, under its lock (`lockBalance`), only when the balance covers the amount: the balance is read and
 * the debit written in one statement (a round trip fewer on every payment from the balance, decision 0059). Answers
 * the balance before the debit; the caller throws when it falls short, and nothing was written. A zero amount writes
 * nothing (the ledger keeps no zero rows).
 */
export async function debitWhenCovered(
  tx: Executor,
  debit: { userId: number; amountCents: number; category: string; orderNumber: string; transactionId: number },
): Promise<number> {
  const [row] = await queryRows<{ balance: string }>(
    tx,
    sql`with balance as (
      select coalesce(sum(${ledgerEntries.amountCents}), 0) as cents from ${ledgerEntries} where ${ledgerEntries.userId} = ${debit.userId}
    ), debit as (
      insert into ${ledgerEntries} (user_id, amount_cents, category, order_number, transaction_id)
      select ${debit.userId}, ${-debit.amountCents}::integer, ${debit.category}, ${debit.orderNumber}, ${debit.transactionId} from balance
      where balance.cents >= ${debit.amountCents} and ${debit.amountCents}::integer > 0
    )
    select cents as balance from balance`,
  );
  return Number(row!.balance);
}

/** The transaction list's filters and page (listMovements). */
export interface LedgerFilter {
  userId: number;
  category?: string;
  direction?: 'income' | 'expenditure';
  /** Inclusive UTC days, YYYY-MM-DD. */
  startDate?: string;
  endDate?: string;
  limit: number;
  offset: number;
}

export async function insertEntry(
  db: Executor,
  entry: { userId: number; amountCents: number; category: string; orderNumber?: string | null; transactionId?: number | null; note?: string | null },
) {
  await db.insert(ledgerEntries).values(entry);
}
