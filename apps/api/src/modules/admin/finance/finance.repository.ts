import { and, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { payLaterAccounts, users } from '../../../db/schema/index.ts';
import type { Executor } from '../../../platform/database.ts';
import type { PAY_LATER_STATUS_FILTERS } from './finance.schemas.ts';

/** What the seller owes on issued bills not paid yet. */
const unpaid = sql<string>`(select coalesce(sum(b.amount_cents - b.paid_cents), 0) from credit_bills b where b.user_id = "pay_later_accounts"."user_id" and b.status <> 'paid')`;
const applicationColumns = { account: payLaterAccounts, email: users.email, fullName: users.fullName, unpaid };

/** Pay-later applications (one account row per seller who applied) with the seller, for operators. */
export async function listApplications(db: Executor, filter: { status?: (typeof PAY_LATER_STATUS_FILTERS)[number]; search?: string; limit: number; offset: number }) {
  const conditions: SQL[] = [];
  if (filter.status === 'undecided') conditions.push(isNull(payLaterAccounts.status));
  else if (filter.status === 'pending') conditions.push(inArray(payLaterAccounts.status, ['pending', 'manual review']));
  else if (filter.status) conditions.push(eq(payLaterAccounts.status, filter.status));
  if (filter.search) {
    const like = `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(or(ilike(users.email, like), ilike(users.fullName, like), sql`${payLaterAccounts.application}->>'companyName' ilike ${like}`)!);
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select(applicationColumns)
      .from(payLaterAccounts)
      .innerJoin(users, eq(users.id, payLaterAccounts.userId))
      .where(where)
      .orderBy(desc(payLaterAccounts.updatedAt), desc(payLaterAccounts.userId))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ total: count() }).from(payLaterAccounts).innerJoin(users, eq(users.id, payLaterAccounts.userId)).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}
export type ApplicationRow = Awaited<ReturnType<typeof listApplications>>['rows'][number];

export async function findApplication(db: Executor, userId: number): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .select(applicationColumns)
    .from(payLaterAccounts)
    .innerJoin(users, eq(users.id, payLaterAccounts.userId))
    .where(eq(payLaterAccounts.userId, userId));
  return row;
}

export async function sellerEmails(db: Executor, userIds: number[]): Promise<Map<number, string | null>> {
  if (userIds.length === 0) return new Map();
  const rows = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, userIds));
  return new Map(rows.map((row) => [row.id, row.email]));
}
