import { orderListFilters, transactionsQuery } from '@threadway/contracts';
import type { ExportFormat } from '@threadway/contracts/notifications/file-status';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../../platform/database.ts';
import type { JobHandler } from '../../../../platform/jobs.ts';
import type { Cell } from './csv.ts';
import type { ExportFiles } from './export-files.ts';
import { fileTasksRepository, type FileTaskRow } from './file-tasks.repository.ts';
import { ORDER_EXPORT_HEADER, orderExportRows } from './orders-export.ts';
import { openTableFile } from './table-file.ts';
import { TRANSACTION_EXPORT_HEADER, transactionExportRows } from './transactions-export.ts';

/** Writes one export task's file (decision 0015). Payload: {taskId}. */
export const EXPORT_FILE_JOB = 'exports.file';

interface Source {
  sheet: string;
  header: readonly string[];
  rows: AsyncIterable<Cell[]>;
}

/** The task's rows; its params were checked when the task was created and are checked again here. */
function sourceOf(db: Db, task: FileTaskRow): Source {
  if (task.taskType === 'transactionsExport') {
    const { type, direction, startDate, endDate } = transactionsQuery.parse(task.params);
    return { sheet: 'Transactions', header: TRANSACTION_EXPORT_HEADER, rows: transactionExportRows(db, task.userId, { type, direction, startDate, endDate }) };
  }
  return { sheet: 'Orders', header: ORDER_EXPORT_HEADER, rows: orderExportRows(db, task.userId, orderListFilters.parse(task.params)) };
}

/** The name the seller's download gets, e.g. orders-2025-03-01-120000.csv. */
export function downloadName(task: Pick<FileTaskRow, 'taskType' | 'createdAt'>, format: ExportFormat): string {
  const stamp = task.createdAt.toISOString().slice(0, 19).replace('T', '-').replaceAll(':', '');
  return `${task.taskType === 'transactionsExport' ? 'transactions' : 'orders'}-${stamp}.${format}`;
}

/**
 * Claims the task (status 2), writes the file under a temporary name, publishes it and marks the
 * task done (3); any failure marks it failed (4) with the reason, for 'Export Again'. The job
 * itself then ends: a failed export is retried by the seller, not behind their back.
 */
export function exportFileHandler(db: Db, files: ExportFiles, log: FastifyBaseLogger): JobHandler {
  const tasks = fileTasksRepository(db);
  return async (payload) => {
    const task = await tasks.claim(Number(payload.taskId));
    if (!task) return;
    const format = task.format as ExportFormat;
    let partial: string | undefined;
    try {
      const reserved = await files.reserve(task.id, format);
      partial = reserved.partial;
      const source = sourceOf(db, task);
      const table = await openTableFile(partial, format, source.sheet, source.header);
      for await (const cells of source.rows) await table.add(cells);
      await table.close();
      await files.publish(reserved.stored, reserved.partial, format);
      await tasks.finish(task.id, { filePath: reserved.stored, fileName: downloadName(task, format) });
    } catch (error) {
      log.error({ err: error, taskId: task.id }, 'export failed');
      if (partial) await files.discard(partial).catch(() => undefined);
      await tasks.finish(task.id, { error: error instanceof Error ? error.message : String(error) });
    }
  };
}
