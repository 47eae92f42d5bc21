import { ErrorCode, type LocaleCode, type OrderListFilters } from '@threadway/contracts';
import type { ExportFormat, FileTaskType } from '@threadway/contracts/notifications/file-status';
import type { Db } from '../../../../platform/database.ts';
import { AppError, notFound } from '../../../../platform/errors.ts';
import type { JobQueue } from '../../../../platform/jobs.ts';
import { EXPORT_FILE_JOB } from './export.job.ts';
import type { ExportFiles } from './export-files.ts';
import { toFileTask } from './file-tasks.presenter.ts';
import { fileTasksRepository, type FileTaskRow } from './file-tasks.repository.ts';
import type { TransactionFilters } from './transactions-export.ts';

const inProgress = () => new AppError(ErrorCode.conflict, 'exports.inProgress', 409);

/**
 * Export tasks: each is a file_tasks row plus a durable job written in the same transaction
 * (decision 0009), so a task never waits for a job that does not exist. `nudge` wakes the worker
 * once the transaction has committed.
 */
export function exportsService(db: Db, jobs: JobQueue, files: ExportFiles, nudge: () => void) {
  const tasks = fileTasksRepository(db);

  async function create(userId: number, taskType: FileTaskType, format: ExportFormat, params: Record<string, unknown>) {
    const task = await db.transaction(async (tx) => {
      const row = await fileTasksRepository(tx).insert({ userId, taskType, format, params });
      await jobs.enqueue(tx, EXPORT_FILE_JOB, { taskId: row.id });
      return row;
    });
    nudge();
    return { taskId: task.id };
  }

  /** Queues a finished task again; its previous file is removed once the task no longer points at it. */
  async function rerun(task: FileTaskRow | undefined) {
    if (!task) throw notFound();
    const requeued = await db.transaction(async (tx) => {
      const row = await fileTasksRepository(tx).requeue(task.id);
      if (!row) throw inProgress();
      await jobs.enqueue(tx, EXPORT_FILE_JOB, { taskId: row.id });
      return row;
    });
    if (task.filePath) await files.remove(task.filePath).catch(() => undefined);
    nudge();
    return requeued;
  }

  return {
    exportOrders: (userId: number, format: ExportFormat, filters: OrderListFilters) => create(userId, 'ordersExport', format, { ...filters }),
    exportTransactions: (userId: number, format: ExportFormat, filters: TransactionFilters) => create(userId, 'transactionsExport', format, { ...filters }),

    /** The Export List; looking at it marks finished tasks seen (tab '4' of the new state). */
    async list(userId: number, locale: LocaleCode, pageNumber: number, pageSize: number) {
      await tasks.markSeen(userId);
      const { rows, total } = await tasks.ofSeller(userId, pageNumber, pageSize);
      return { list: rows.map((row) => toFileTask(row, locale)), total, pageNumber, pageSize };
    },

    retry: async (userId: number, id: number, locale: LocaleCode) => toFileTask(await rerun(await tasks.owned(userId, id)), locale),

    /** The finished file of the seller's own task, opened for reading; anything else (or a file gone from storage) is 404. */
    async file(userId: number, id: number) {
      const task = await tasks.owned(userId, id);
      if (!task?.filePath || !task.fileName) throw notFound();
      const opened = await files.open(task.filePath);
      if (!opened) throw notFound();
      return { ...opened, fileName: task.fileName, format: task.format as ExportFormat };
    },

    async adminList(filter: { fileStatus?: number; email?: string }, locale: LocaleCode, pageNumber: number, pageSize: number) {
      const { rows, total } = await tasks.all(filter, pageNumber, pageSize);
      return { list: rows.map((row) => ({ ...toFileTask(row, locale), userId: row.userId, email: row.email, error: row.error })), total, pageNumber, pageSize };
    },

    adminRerun: async (id: number, locale: LocaleCode) => toFileTask(await rerun(await tasks.byId(id)), locale),
  };
}
export type ExportsService = ReturnType<typeof exportsService>;
