import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { ExportFormat } from '@threadway/contracts/notifications/file-status';
import type { FileStorage } from '../../../../platform/storage/index.ts';

export const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** Where a file is written before it is stored: this process's temporary folder. */
const WORK_DIRECTORY = path.join(os.tmpdir(), 'threadway-export-work');

/**
 * Export files in the exports storage (DATA_DIR/exports or the shared bucket, never a served
 * place: they are reached only through the owner-checked download call). A file is written
 * row by row to a temporary local file, then stored whole under a random name, so processes
 * sharing the storage never collide and a download never reads half a file.
 */
export function exportFiles(storage: FileStorage) {
  return {
    async reserve(taskId: number, format: ExportFormat) {
      await mkdir(WORK_DIRECTORY, { recursive: true });
      const stored = `${taskId}-${randomUUID()}.${format}`;
      return { stored, partial: path.join(WORK_DIRECTORY, `${stored}.part`) };
    },
    /** Stores the finished file under its name, then drops the local copy. */
    async publish(stored: string, partial: string, format: ExportFormat) {
      const { size } = await stat(partial);
      await storage.put(stored, createReadStream(partial), { contentType: CONTENT_TYPES[format], size });
      await rm(partial, { force: true });
    },
    open: (stored: string) => storage.open(path.basename(stored)),
    remove: (stored: string) => storage.remove(path.basename(stored)),
    discard: (partial: string) => rm(partial, { force: true }),
  };
}
export type ExportFiles = ReturnType<typeof exportFiles>;
