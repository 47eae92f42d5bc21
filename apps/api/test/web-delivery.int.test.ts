import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { request } from 'node:http';
import { after, describe, test } from 'node:test';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { useTestServer } from './harness.ts';

/**
 * How the server delivers bytes (decision 0022): built assets in the compressed variant the
 * browser accepts, written at build time; API JSON and pages compressed per request above a
 * threshold; HEAD answered wherever GET is.
 */

// A built app: an asset with its .br and .gz variants, as the web build writes them.
const webDist = mkdtempSync(path.join(os.tmpdir(), 'tw-web-delivery-'));
mkdirSync(path.join(webDist, 'assets'));
const script = `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `row ${i}`))};`;
writeFileSync(path.join(webDist, 'index.html'), `<!doctype html><title>Threadway</title><div id="root"></div>${'<!-- padding -->'.repeat(100)}`);
writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), script);
writeFileSync(path.join(webDist, 'assets', 'app-abc123.js.br'), brotliCompressSync(script));
writeFileSync(path.join(webDist, 'assets', 'app-abc123.js.gz'), gzipSync(script));
after(() => rmSync(webDist, { recursive: true, force: true }));

const s = useTestServer({ env: { WEB_DIST: webDist } });

/** Raw bytes and headers over node:http: fetch would decompress and hide what went over the wire. */
function raw(method: string, pathname: string, acceptEncoding: string): Promise<{ status: number; headers: Headers; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const call = request(new URL(pathname, s.baseUrl), { method, headers: { 'accept-encoding': acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const headers = new Headers();
        for (const [name, value] of Object.entries(response.headers)) if (typeof value === 'string') headers.set(name, value);
        resolve({ status: response.statusCode ?? 0, headers, body: Buffer.concat(chunks) });
      });
    });
    call.on('error', reject);
    call.end();
  });
}

describe('web delivery', () => {
  test('a built asset goes out as its brotli file to a browser that takes brotli, gzip to one that takes gzip, plain otherwise; cached for a year', async () => {
    const br = await raw('GET', '/assets/app-abc123.js', 'gzip, deflate, br');
    assert.equal(br.status, 200);
    assert.equal(br.headers.get('content-encoding'), 'br');
    assert.ok(br.body.length < script.length / 2, `${br.body.length} bytes sent for ${script.length}`);
    assert.match(br.headers.get('cache-control') ?? '', /immutable/);
    const gz = await raw('GET', '/assets/app-abc123.js', 'gzip');
    assert.equal(gz.headers.get('content-encoding'), 'gzip');
    assert.equal(gunzipSync(gz.body).toString(), script);
    const plain = await raw('GET', '/assets/app-abc123.js', 'identity');
    assert.equal(plain.headers.get('content-encoding'), null);
    assert.equal(plain.body.toString(), script);
  });

  test('API JSON above the threshold is compressed per request; a small answer is not', async () => {
    const big = await raw('GET', '/api/system/open/address', 'gzip');
    assert.equal(big.status, 200);
    assert.equal(big.headers.get('content-encoding'), 'gzip');
    const envelope = JSON.parse(gunzipSync(big.body).toString());
    assert.equal(envelope.code, 10000);
    assert.ok(gunzipSync(big.body).length > 1024 && big.body.length < gunzipSync(big.body).length);
    const small = await raw('GET', '/api/nothing/here', 'gzip');
    assert.equal(small.status, 404);
    assert.equal(small.headers.get('content-encoding'), null);
  });

  test('HEAD is answered wherever GET is: the home page, the mall and a built asset', async () => {
    for (const pathname of ['/', '/mall', '/assets/app-abc123.js']) {
      const head = await raw('HEAD', pathname, 'identity');
      assert.equal(head.status, 200, pathname);
      assert.equal(head.body.length, 0, pathname);
    }
  });
});
