import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { loginLogs, users } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/database.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

/** Data access for seller accounts. Every query names the user it is for. */
export function usersRepository(db: Executor) {
  return {
    async byId(id: number): Promise<UserRow | undefined> {
      return (await db.select().from(users).where(eq(users.id, id)).limit(1))[0];
    },
    async byEmail(email: string): Promise<UserRow | undefined> {
      return (await db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`).limit(1))[0];
    },
    /**
     * Phones are stored as '{areaCode} {number}'. Sign-in accepts the number with or without
     * its area code; a national number shared by two countries matches nobody.
     */
    async byPhoneDigits(digits: string): Promise<UserRow | undefined> {
      const rows = await db
        .select()
        .from(users)
        .where(sql`regexp_replace(${users.phone}, '[^0-9]', '', 'g') = ${digits} or split_part(${users.phone}, ' ', 2) = ${digits}`)
        .limit(2);
      return rows.length === 1 ? rows[0] : undefined;
    },
    async byPhone(phone: string): Promise<UserRow | undefined> {
      return (await db.select().from(users).where(eq(users.phone, phone)).limit(1))[0];
    },
    async insert(values: NewUser): Promise<UserRow> {
      const [row] = await db.insert(users).values(values).returning();
      return row!;
    },
    async update(id: number, values: Partial<NewUser>): Promise<UserRow | undefined> {
      const [row] = await db.update(users).set({ ...values, updatedAt: new Date() }).where(eq(users.id, id)).returning();
      return row;
    },
    async logLogin(entry: typeof loginLogs.$inferInsert): Promise<void> {
      await db.insert(loginLogs).values(entry);
    },
    async recentFailures(by: { account?: string; ip?: string }, sinceMs: number): Promise<number> {
      const since = new Date(Date.now() - sinceMs);
      const where = by.account ? eq(loginLogs.account, by.account) : eq(loginLogs.ip, by.ip ?? '');
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(loginLogs)
        .where(and(where, eq(loginLogs.success, false), gt(loginLogs.createdAt, since)));
      return row?.n ?? 0;
    },
    async loginLogs(userId: number, limit: number) {
      return db.select().from(loginLogs).where(eq(loginLogs.userId, userId)).orderBy(desc(loginLogs.id)).limit(limit);
    },
    async annotateLatestLogin(userId: number, client: Record<string, string | undefined>): Promise<void> {
      await db.execute(
        sql`update login_logs set client = ${JSON.stringify(client)}::jsonb
            where id = (select id from login_logs where user_id = ${userId} and success order by id desc limit 1)`,
      );
    },
  };
}
export type UsersRepository = ReturnType<typeof usersRepository>;
