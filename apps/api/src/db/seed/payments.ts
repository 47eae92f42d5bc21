import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/database.ts';
import { ledgerEntries, users } from '../schema/index.ts';

/** The demo seller's starting balance: $5,000 as one 'system top-up' ledger row. */
export const DEMO_TOP_UP_CENTS = 500_000;
const DEMO_TOP_UP_NOTE = 'demo seed top-up';

/** Idempotent: the row is written once, recognised by its note. */
export async function seedDemoBalance(db: Db, email: string) {
  const [user] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`).limit(1);
  if (!user) return;
  const existing = await db
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.userId, user.id), eq(ledgerEntries.note, DEMO_TOP_UP_NOTE)))
    .limit(1);
  if (existing.length > 0) return;
  await db.insert(ledgerEntries).values({ userId: user.id, amountCents: DEMO_TOP_UP_CENTS, category: 'system top-up', note: DEMO_TOP_UP_NOTE });
}
