import { and, asc, count, desc, eq, gt, ne, sql } from 'drizzle-orm';
import { auditLog, operators } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/database.ts';

export type OperatorRow = typeof operators.$inferSelect;

export function operatorsRepository(db: Executor) {
  return {
    list: () => db.select().from(operators).orderBy(asc(operators.id)),
    byId: async (id: number) => (await db.select().from(operators).where(eq(operators.id, id)).limit(1))[0],
    byEmail: async (email: string) => (await db.select().from(operators).where(sql`lower(${operators.email}) = ${email.toLowerCase()}`).limit(1))[0],
    insert: async (values: typeof operators.$inferInsert) => (await db.insert(operators).values(values).returning())[0]!,
    update: async (id: number, values: Partial<typeof operators.$inferInsert>) => (await db.update(operators).set(values).where(eq(operators.id, id)).returning())[0],
    /** Active administrators other than the given one. */
    otherActiveAdmins: async (exceptId: number) =>
      (await db.select({ n: count() }).from(operators).where(and(eq(operators.active, true), ne(operators.id, exceptId), sql`'admin' = ANY(${operators.roles})`)))[0]?.n ?? 0,
    audit: (entry: typeof auditLog.$inferInsert) => db.insert(auditLog).values(entry),
    recentFailedLogins: async (email: string, sinceMs: number) =>
      (await db.select({ n: count() }).from(auditLog).where(and(eq(auditLog.action, 'login.failed'), eq(auditLog.subject, email), gt(auditLog.createdAt, new Date(Date.now() - sinceMs)))))[0]?.n ?? 0,
    auditEntries: (limit: number) => db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(limit),
  };
}
