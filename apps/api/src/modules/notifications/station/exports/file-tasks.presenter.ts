import type { LocaleCode } from '@threadway/contracts';
import type { FileTask } from '@threadway/contracts/notifications/schemas';
import { FILE_STATUS, type ExportFormat, type FileTaskType } from '@threadway/contracts/notifications/file-status';
import { translate } from '../../../../platform/i18n.ts';
import type { FileTaskRow } from './file-tasks.repository.ts';

const STATUS_KEYS = {
  [FILE_STATUS.waiting]: 'exports.status.waiting',
  [FILE_STATUS.running]: 'exports.status.running',
  [FILE_STATUS.done]: 'exports.status.done',
  [FILE_STATUS.failed]: 'exports.status.failed',
} as const;

/** Our download address of a task's file; the call checks that the caller owns the task. */
export const fileResultPath = (id: number) => `/api/product/fileTask/${id}/file`;

export function toFileTask(row: FileTaskRow, locale: LocaleCode): FileTask {
  const statusKey = STATUS_KEYS[row.fileStatus as keyof typeof STATUS_KEYS] ?? 'exports.status.done';
  const taskType = row.taskType as FileTaskType;
  return {
    id: row.id,
    taskType,
    taskTypeName: translate(locale, taskType === 'transactionsExport' ? 'exports.taskType.transactionsExport' : 'exports.taskType.ordersExport'),
    format: row.format as ExportFormat,
    fileStatus: row.fileStatus,
    fileStatusName: translate(locale, statusKey),
    fileResultPath: row.fileStatus === FILE_STATUS.done && row.filePath ? fileResultPath(row.id) : null,
    fileName: row.fileStatus === FILE_STATUS.done ? row.fileName : null,
    createDate: row.createdAt.toISOString(),
    finishDate: row.finishedAt?.toISOString() ?? null,
  };
}
