import { eq, sql } from 'drizzle-orm';
import { ledgerEntries } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/database.ts';

/** The balance ledger: the balance is the sum of a seller's rows. */

/** The advisory-lock namespace of balance movements: every payment from a balance takes it first. */
const BALANCE_LOCK = 7_401;

/**
 * Queues this transaction behind any other moving the seller's balance (order and bill
 * payments alike), so two debits never both read the balance before either is written.
 */
export async function lockBalance(tx: Executor, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${BALANCE_LOCK}, (${userId}::bigint % 2147483647)::int)`);
}

export async function balanceOf(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ balance: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.userId, userId));
  return Number(row?.balance ?? 0);
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
