import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/**
 * A local S3-compatible server (s3rver) in this test process, on a free port, over a temporary
 * folder removed on close. `env` is what a Threadway process needs to use it (the bucket is
 * created by the server's start, as with a fresh MinIO). s3rver's built-in account is S3RVER/S3RVER.
 */
export async function startS3Server(bucket = 'threadway-test') {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'tw-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = (await server.run()) as AddressInfo;
  return {
    env: {
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_REGION: 'us-east-1',
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
