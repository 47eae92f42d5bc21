import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { ExportFormat } from '@threadway/contracts/notifications/file-status';
import type { Config } from '../../../../platform/config.ts';

/**
 * Export files live under DATA_DIR/exports (a temporary folder for in-memory databases), never
 * under a served folder: they are reached only through the owner-checked download call.
 */
export function exportsDirectory(config: Pick<Config, 'DATA_DIR'>): string {
  return config.DATA_DIR.startsWith('memory://') ? path.join(os.tmpdir(), 'threadway-exports') : path.resolve(config.DATA_DIR, 'exports');
}

export const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** Where a task's file is stored (a random name, so servers sharing a folder never collide) and where it is written first. */
export function exportFiles(directory: string) {
  return {
    async reserve(taskId: number, format: ExportFormat) {
      await mkdir(directory, { recursive: true });
      const stored = `${taskId}-${randomUUID()}.${format}`;
      return { stored, partial: path.join(directory, `${stored}.part`) };
    },
    /** The finished file takes its final name only once complete, so a download never reads half a file. */
    publish: (stored: string) => rename(path.join(directory, `${stored}.part`), path.join(directory, stored)),
    pathOf: (stored: string) => path.join(directory, path.basename(stored)),
    remove: (stored: string) => rm(path.join(directory, path.basename(stored)), { force: true }),
    discard: (partial: string) => rm(partial, { force: true }),
  };
}
export type ExportFiles = ReturnType<typeof exportFiles>;
