import { CreateBucketCommand, DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import type { Config } from '../config.ts';
import type { FileStorage } from './file-storage.ts';

type S3Config = Pick<Config, 'S3_ENDPOINT' | 'S3_REGION' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_FORCE_PATH_STYLE'>;

const isMissing = (error: unknown) => (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

export function s3Client(config: S3Config): S3Client {
  return new S3Client({
    region: config.S3_REGION,
    ...(config.S3_ENDPOINT ? { endpoint: config.S3_ENDPOINT } : {}),
    forcePathStyle: config.S3_FORCE_PATH_STYLE === 'on',
    // Checksums only where S3 requires them: many S3-compatible stores do not read the SDK's default
    // aws-chunked uploads with trailing checksums and would store the chunk framing as the file.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // Without keys the SDK's default chain (environment, instance or task role) applies.
    ...(config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY ? { credentials: { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY } } : {}),
  });
}

/**
 * Creates the bucket when it does not exist yet (a fresh MinIO of compose.yaml, a test's store);
 * an existing bucket, or one the credentials may not look at, is left alone.
 */
export async function ensureBucket(client: S3Client, bucket: string): Promise<void> {
  try {
    await client.send(new HeadBucketCommand({ Bucket: bucket }));
  } catch (error) {
    if (!isMissing(error)) throw error;
    try {
      await client.send(new CreateBucketCommand({ Bucket: bucket }));
    } catch (createError) {
      // Several processes starting together all find the bucket missing; the ones that lose the race
      // are told it exists (BucketAlreadyOwnedByYou, or BucketAlreadyExists from some stores). It is ours
      // when we can now look at it; otherwise the name belongs to someone else and that is an error.
      if (!isAlreadyThere(createError)) throw createError;
      await client.send(new HeadBucketCommand({ Bucket: bucket }));
    }
  }
}

const isAlreadyThere = (error: unknown) => ['BucketAlreadyOwnedByYou', 'BucketAlreadyExists'].includes((error as { name?: string }).name ?? '');

/** Files as objects of one bucket under a key prefix (one prefix per kind of file). */
export function s3Storage(client: S3Client, bucket: string, prefix: string): FileStorage {
  const Key = (key: string) => `${prefix}${key}`;

  async function get(key: string) {
    try {
      return await client.send(new GetObjectCommand({ Bucket: bucket, Key: Key(key) }));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  return {
    async put(key, body, options) {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: Key(key), Body: body, ContentType: options.contentType, ...(options.size === undefined ? {} : { ContentLength: options.size }) }));
    },
    async read(key) {
      const object = await get(key);
      return object?.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
    },
    async open(key) {
      const object = await get(key);
      return object?.Body ? { stream: object.Body as Readable, size: object.ContentLength ?? 0 } : null;
    },
    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: Key(key) }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: Key(key) }));
    },
  };
}
