import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
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

export async function listEntries(db: Executor, filter: LedgerFilter) {
  const conditions: SQL[] = [eq(ledgerEntries.userId, filter.userId)];
  if (filter.category) conditions.push(eq(ledgerEntries.category, filter.category));
  if (filter.direction) conditions.push(filter.direction === 'income' ? sql`${ledgerEntries.amountCents} > 0` : sql`${ledgerEntries.amountCents} < 0`);
  if (filter.startDate) conditions.push(gte(ledgerEntries.createdAt, new Date(`${filter.startDate}T00:00:00Z`)));
  if (filter.endDate) conditions.push(lt(ledgerEntries.createdAt, new Date(Date.parse(`${filter.endDate}T00:00:00Z`) + 86_400_000)));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db.select().from(ledgerEntries).where(where).orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id)).limit(filter.limit).offset(filter.offset),
    db.select({ value: count() }).from(ledgerEntries).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function insertEntry(
  db: Executor,
  entry: { userId: number; amountCents: number; category: string; orderNumber?: string | null; transactionId?: number | null; note?: string | null },
) {
  await db.insert(ledgerEntries).values(entry);
}
