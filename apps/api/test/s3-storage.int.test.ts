import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { HeadBucketCommand } from '@aws-sdk/client-s3';
import { ensureBucket, s3Client } from '../src/platform/storage/s3-storage.ts';
import { startS3Server } from './s3-server.ts';

/** The bucket check every process makes at start, against a real S3-compatible server (s3rver). */
let s3: Awaited<ReturnType<typeof startS3Server>>;
before(async () => { s3 = await startS3Server(); });
after(async () => { await s3.close(); });

const client = () => s3Client({ S3_ENDPOINT: s3.env.S3_ENDPOINT, S3_REGION: s3.env.S3_REGION, S3_ACCESS_KEY_ID: s3.env.S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: s3.env.S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE: 'on' });

test('processes starting together all find the missing bucket and create it once: none of them fails on the losing side of the race', async () => {
  const clients = Array.from({ length: 6 }, client);
  const results = await Promise.allSettled(clients.map((each) => ensureBucket(each, 'raced-at-start')));
  assert.deepEqual(results.map((result) => result.status), Array(6).fill('fulfilled'));
  await clients[0]!.send(new HeadBucketCommand({ Bucket: 'raced-at-start' }));
});

test('an existing bucket is left alone', async () => {
  await ensureBucket(client(), 'made-before');
  await ensureBucket(client(), 'made-before');
  await client().send(new HeadBucketCommand({ Bucket: 'made-before' }));
});
