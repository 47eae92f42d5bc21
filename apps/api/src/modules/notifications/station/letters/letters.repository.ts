import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { stationLetterReads, stationLetters } from '../../../../db/schema/index.ts';
import type { Executor } from '../../../../platform/database.ts';

/**
 * A letter reaches a seller once its send time has come, when it goes to every seller
 * (recipients null) or names them (the GIN index on recipient_user_ids answers @>).
 */
export function visibleTo(userId: number): SQL {
  return sql`${stationLetters.sendTime} is not null and ${stationLetters.sendTime} <= now()
    and (${stationLetters.recipientUserIds} is null or ${stationLetters.recipientUserIds} @> array[${userId}]::bigint[])`;
}

const readAt = (userId: number) =>
  sql<Date | null>`(select ${stationLetterReads.readAt} from ${stationLetterReads} where ${stationLetterReads.letterId} = ${stationLetters.id} and ${stationLetterReads.userId} = ${userId})`;

export type SellerLetterRow = typeof stationLetters.$inferSelect & { readAt: Date | null };

export function sellerLettersRepository(db: Executor) {
  return {
    /** The seller's letters of one type, newest sent first, with the seller's read time. */
    async page(userId: number, type: number, pageNumber: number, pageSize: number) {
      const where = and(eq(stationLetters.type, type), visibleTo(userId));
      const [rows, [total]] = await Promise.all([
        db
          .select({ letter: stationLetters, readAt: readAt(userId) })
          .from(stationLetters)
          .where(where)
          .orderBy(desc(stationLetters.sendTime), desc(stationLetters.id))
          .limit(pageSize)
          .offset((pageNumber - 1) * pageSize),
        db.select({ value: count() }).from(stationLetters).where(where),
      ]);
      return { rows: rows.map((r): SellerLetterRow => ({ ...r.letter, readAt: r.readAt })), total: Number(total?.value ?? 0) };
    },

    async isVisible(userId: number, letterId: number): Promise<boolean> {
      const [row] = await db.select({ id: stationLetters.id }).from(stationLetters).where(and(eq(stationLetters.id, letterId), visibleTo(userId)));
      return Boolean(row);
    },

    markRead: (userId: number, letterId: number) => db.insert(stationLetterReads).values({ letterId, userId }).onConflictDoNothing(),

    /** Marks every letter of one type the seller can see read; answers how many were unread. */
    async markAllRead(userId: number, type: number): Promise<number> {
      const marked = await db
        .insert(stationLetterReads)
        .select(db.select({ letterId: stationLetters.id, userId: sql<number>`${userId}::bigint`.as('user_id'), readAt: sql<Date>`now()`.as('read_at') }).from(stationLetters).where(and(eq(stationLetters.type, type), visibleTo(userId))))
        .onConflictDoNothing()
        .returning({ letterId: stationLetterReads.letterId });
      return marked.length;
    },
  };
}
