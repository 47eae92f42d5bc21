import os from 'node:os';
import path from 'node:path';
import type { Config } from '../config.ts';
import type { FileStorage } from './file-storage.ts';
import { localStorage } from './local-storage.ts';

export type { FileStorage, OpenedFile } from './file-storage.ts';

/**
 * The API's files, by kind: `media` (uploads and rendered pictures, served under /media/) and
 * `exports` (sellers' export files, reached only through the owner-checked download). One S3
 * bucket with a prefix per kind when S3_BUCKET is set, else two local folders.
 */
export interface Storage {
  media: FileStorage;
  exports: FileStorage;
  /** 'disk' or 's3', for the start-up line. */
  kind: 'disk' | 's3';
  close(): void;
}

/** Export files stay out of any served folder: DATA_DIR/exports (a temporary folder for in-memory databases). */
export function exportsDirectory(config: Pick<Config, 'DATA_DIR'>): string {
  return config.DATA_DIR.startsWith('memory://') ? path.join(os.tmpdir(), 'threadway-exports') : path.resolve(config.DATA_DIR, 'exports');
}

export async function openStorage(config: Config): Promise<Storage> {
  if (!config.S3_BUCKET) {
    return { media: localStorage(config.MEDIA_DIR), exports: localStorage(exportsDirectory(config)), kind: 'disk', close: () => undefined };
  }
  // The AWS SDK is loaded only by a server that uses S3 (the tests and `npm start` keep files on disk).
  const { ensureBucket, s3Client, s3Storage } = await import('./s3-storage.ts');
  const client = s3Client(config);
  await ensureBucket(client, config.S3_BUCKET);
  return {
    media: s3Storage(client, config.S3_BUCKET, 'media/'),
    exports: s3Storage(client, config.S3_BUCKET, 'exports/'),
    kind: 's3',
    close: () => client.destroy(),
  };
}
