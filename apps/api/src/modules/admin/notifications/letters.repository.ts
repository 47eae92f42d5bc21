import { count, desc, eq, sql } from 'drizzle-orm';
import { stationLetterReads, stationLetters } from '../../../db/schema/index.ts';
import type { Executor } from '../../../platform/database.ts';

export type LetterRow = typeof stationLetters.$inferSelect & { readCount: number };
export type LetterValues = Pick<typeof stationLetters.$inferInsert, 'type' | 'title' | 'contentHtml' | 'recipientUserIds' | 'sendTime'>;

const readCount = sql<number>`(select count(*) from ${stationLetterReads} where ${stationLetterReads.letterId} = ${stationLetters.id})::int`;

/** Station letters as the back office manages them. */
export function adminLettersRepository(db: Executor) {
  return {
    async page(type: number | undefined, pageNumber: number, pageSize: number) {
      const where = type ? eq(stationLetters.type, type) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select({ letter: stationLetters, readCount })
          .from(stationLetters)
          .where(where)
          .orderBy(desc(stationLetters.updatedAt), desc(stationLetters.id))
          .limit(pageSize)
          .offset((pageNumber - 1) * pageSize),
        db.select({ value: count() }).from(stationLetters).where(where),
      ]);
      return { rows: rows.map((r): LetterRow => ({ ...r.letter, readCount: r.readCount })), total: Number(total?.value ?? 0) };
    },

    async byId(id: number): Promise<LetterRow | undefined> {
      const [row] = await db.select({ letter: stationLetters, readCount }).from(stationLetters).where(eq(stationLetters.id, id));
      return row && { ...row.letter, readCount: row.readCount };
    },

    async insert(values: LetterValues & { createdBy: number }): Promise<number> {
      const [row] = await db.insert(stationLetters).values(values).returning({ id: stationLetters.id });
      return row!.id;
    },

    update: (id: number, values: Partial<LetterValues>) => db.update(stationLetters).set({ ...values, updatedAt: sql`now()` }).where(eq(stationLetters.id, id)),
    remove: (id: number) => db.delete(stationLetters).where(eq(stationLetters.id, id)),
  };
}
