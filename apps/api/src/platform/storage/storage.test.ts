import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { after, before, describe, test } from 'node:test';
import { startS3Server } from '../../../test/s3-server.ts';
import { loadConfig } from '../config.ts';
import type { FileStorage } from './file-storage.ts';
import { openStorage, type Storage } from './index.ts';

/** The same promises from both storages: what one process stores, any other reads. */
function storageContract(name: string, open: () => Promise<Storage>) {
  describe(name, () => {
    let storage: Storage;
    let files: FileStorage;
    before(async () => {
      storage = await open();
      files = storage.media;
    });
    after(() => storage.close());

    test('a buffer put is read back whole and exists; a missing key is null, not an error', async () => {
      await files.put('uploads/a.png', Buffer.from('picture bytes'), { contentType: 'image/png' });
      assert.equal((await files.read('uploads/a.png'))?.toString(), 'picture bytes');
      assert.equal(await files.exists('uploads/a.png'), true);
      assert.equal(await files.read('uploads/missing.png'), null);
      assert.equal(await files.open('uploads/missing.png'), null);
      assert.equal(await files.exists('uploads/missing.png'), false);
    });

    test('a stream put with its size opens as a stream with that size; remove forgets it, twice is fine', async () => {
      const body = 'a,b\r\n1,2\r\n';
      await storage.exports.put('7-x.csv', Readable.from([Buffer.from(body)]), { contentType: 'text/csv', size: Buffer.byteLength(body) });
      const opened = await storage.exports.open('7-x.csv');
      assert.ok(opened);
      assert.equal(opened.size, Buffer.byteLength(body));
      assert.equal(await text(opened.stream), body);
      await storage.exports.remove('7-x.csv');
      await storage.exports.remove('7-x.csv');
      assert.equal(await storage.exports.exists('7-x.csv'), false);
    });

    test('media and exports are apart: a key of one is not found in the other', async () => {
      await storage.exports.put('only-here.csv', Buffer.from('x'), { contentType: 'text/csv' });
      assert.equal(await storage.media.exists('only-here.csv'), false);
    });
  });
}

const scratch = mkdtempSync(path.join(os.tmpdir(), 'tw-storage-unit-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

storageContract('local disk', () => openStorage(loadConfig({ NODE_ENV: 'test', DATA_DIR: scratch, MEDIA_DIR: path.join(scratch, 'media') })));

describe('local disk layout', () => {
  test('files land under MEDIA_DIR and DATA_DIR/exports with no temporary file left, and no key leaves its folder', async () => {
    const storage = await openStorage(loadConfig({ NODE_ENV: 'test', DATA_DIR: scratch, MEDIA_DIR: path.join(scratch, 'media') }));
    await storage.media.put('r1/garments/x.webp', Buffer.from('w'), { contentType: 'image/webp' });
    assert.deepEqual(readdirSync(path.join(scratch, 'media', 'r1', 'garments')), ['x.webp']);
    await storage.exports.put('1-y.csv', Buffer.from('y'), { contentType: 'text/csv' });
    assert.ok(readdirSync(path.join(scratch, 'exports')).includes('1-y.csv'));
    await assert.rejects(storage.media.read('../exports/1-y.csv'));
  });
});

let s3: Awaited<ReturnType<typeof startS3Server>>;
before(async () => {
  s3 = await startS3Server();
});
after(() => s3.close());
storageContract('S3-compatible bucket (s3rver)', () => openStorage(loadConfig({ NODE_ENV: 'test', DATA_DIR: 'memory://', ...s3.env })));
