import { ErrorCode } from '@threadway/contracts';
import { inArray, sql } from 'drizzle-orm';
import { users } from '../../../db/schema/index.ts';
import type { Executor } from '../../../platform/database.ts';
import { AppError } from '../../../platform/errors.ts';

/** Seller ids for the ids and e-mails an operator typed; the first one we do not know is 400 on its field. */
export async function resolveSellers(db: Executor, userIds: number[], emails: string[]): Promise<number[]> {
  const byId = userIds.length ? await db.select({ id: users.id }).from(users).where(inArray(users.id, userIds)) : [];
  const missingId = userIds.find((id) => !byId.some((u) => u.id === id));
  if (missingId !== undefined) throw new AppError(ErrorCode.badRequest, 'promotions.sellerNotFound', 400, { value: missingId }, { field: 'userIds' });
  const byEmail = emails.length ? await db.select({ id: users.id, email: sql<string>`lower(${users.email})` }).from(users).where(inArray(sql`lower(${users.email})`, emails)) : [];
  const missingEmail = emails.find((e) => !byEmail.some((u) => u.email === e));
  if (missingEmail) throw new AppError(ErrorCode.badRequest, 'promotions.sellerNotFound', 400, { value: missingEmail }, { field: 'emails' });
  return [...new Set([...byId.map((u) => u.id), ...byEmail.map((u) => u.id)])].sort((a, b) => a - b);
}

/** id and e-mail of the given sellers, for showing a letter's audience. */
export async function sellerEmails(db: Executor, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, r.email ?? '']));
}
