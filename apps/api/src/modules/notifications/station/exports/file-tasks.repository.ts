import { FILE_STATUS, type ExportFormat, type FileTaskType } from '@threadway/contracts/notifications/file-status';
import { and, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { fileTasks, users } from '../../../../db/schema/index.ts';
import type { Executor } from '../../../../platform/database.ts';

export type FileTaskRow = typeof fileTasks.$inferSelect;
const FINISHED = [FILE_STATUS.done, FILE_STATUS.failed];

export function fileTasksRepository(db: Executor) {
  async function page(where: SQL | undefined, pageNumber: number, pageSize: number) {
    const [rows, [total]] = await Promise.all([
      db
        .select({ task: fileTasks, email: users.email })
        .from(fileTasks)
        .innerJoin(users, eq(users.id, fileTasks.userId))
        .where(where)
        .orderBy(desc(fileTasks.createdAt), desc(fileTasks.id))
        .limit(pageSize)
        .offset((pageNumber - 1) * pageSize),
      db.select({ value: count() }).from(fileTasks).innerJoin(users, eq(users.id, fileTasks.userId)).where(where),
    ]);
    return { rows: rows.map((r) => ({ ...r.task, email: r.email ?? '' })), total: Number(total?.value ?? 0) };
  }

  return {
    async insert(task: { userId: number; taskType: FileTaskType; format: ExportFormat; params: Record<string, unknown> }): Promise<FileTaskRow> {
      const [row] = await db.insert(fileTasks).values(task).returning();
      return row!;
    },

    byId: async (id: number) => (await db.select().from(fileTasks).where(eq(fileTasks.id, id)))[0],
    owned: async (userId: number, id: number) => (await db.select().from(fileTasks).where(and(eq(fileTasks.id, id), eq(fileTasks.userId, userId))))[0],

    ofSeller: (userId: number, pageNumber: number, pageSize: number) => page(eq(fileTasks.userId, userId), pageNumber, pageSize),
    all: (filter: { fileStatus?: number; email?: string }, pageNumber: number, pageSize: number) =>
      page(
        and(filter.fileStatus ? eq(fileTasks.fileStatus, filter.fileStatus) : undefined, filter.email ? sql`lower(${users.email}) = ${filter.email}` : undefined),
        pageNumber,
        pageSize,
      ),

    /** The Export List was looked at: finished tasks stop being new (tab '4'). */
    markSeen: (userId: number) =>
      db
        .update(fileTasks)
        .set({ seenAt: sql`now()` })
        .where(and(eq(fileTasks.userId, userId), inArray(fileTasks.fileStatus, FINISHED), isNull(fileTasks.seenAt))),

    /** Takes a waiting task (or one a crashed worker left running); false when another run has it or it is finished. */
    async claim(id: number): Promise<FileTaskRow | undefined> {
      const [row] = await db
        .update(fileTasks)
        .set({ fileStatus: FILE_STATUS.running, error: null })
        .where(and(eq(fileTasks.id, id), inArray(fileTasks.fileStatus, [FILE_STATUS.waiting, FILE_STATUS.running])))
        .returning();
      return row;
    },

    finish: (id: number, result: { filePath: string; fileName: string } | { error: string }) =>
      db
        .update(fileTasks)
        .set({
          ...('error' in result ? { fileStatus: FILE_STATUS.failed, error: result.error.slice(0, 2000) } : { fileStatus: FILE_STATUS.done, ...result, error: null }),
          finishedAt: sql`now()`,
          seenAt: null,
        })
        .where(eq(fileTasks.id, id)),

    /** Puts a finished task back in the queue; undefined when it is waiting or running (only one run at a time). */
    async requeue(id: number): Promise<FileTaskRow | undefined> {
      const [row] = await db
        .update(fileTasks)
        .set({ fileStatus: FILE_STATUS.waiting, filePath: null, fileName: null, error: null, finishedAt: null, seenAt: null })
        .where(and(eq(fileTasks.id, id), inArray(fileTasks.fileStatus, FINISHED)))
        .returning();
      return row;
    },
  };
}
