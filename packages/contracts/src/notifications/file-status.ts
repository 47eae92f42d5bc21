/**
 * Export file tasks (spec 3 'Export file task', spec 4): fileStatus 1 waiting and 2 running are
 * in progress (shown black), 4 failed (red), anything else done (green, with a link to the file).
 */
export const FILE_STATUS = { waiting: 1, running: 2, done: 3, failed: 4 } as const;
export type FileStatus = (typeof FILE_STATUS)[keyof typeof FILE_STATUS];

export type FileStatusTone = 'progress' | 'failed' | 'done';

export function fileStatusTone(status: number): FileStatusTone {
  if (status === FILE_STATUS.waiting || status === FILE_STATUS.running) return 'progress';
  if (status === FILE_STATUS.failed) return 'failed';
  return 'done';
}

/** A task the seller may run again ('Export Again'): anything not waiting or running now. */
export const canExportAgain = (status: number) => fileStatusTone(status) !== 'progress';

/** Kinds of export task; their names are server messages (exports.taskType.*). */
export const FILE_TASK_TYPES = ['ordersExport', 'transactionsExport'] as const;
export type FileTaskType = (typeof FILE_TASK_TYPES)[number];

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/**
 * Where a station letter stands, for the back office: without a send time it is a draft; before
 * its send time it is scheduled (sellers do not see it yet); from then on it is sent.
 */
export type LetterState = 'draft' | 'scheduled' | 'sent';
export function letterState(sendTime: Date | string | null, now: Date = new Date()): LetterState {
  if (sendTime === null) return 'draft';
  return new Date(sendTime).getTime() > now.getTime() ? 'scheduled' : 'sent';
}
