import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { avatarImageUrl, bannerImageUrl, pictureVariantUrl, VISUAL_SEARCH_MAX_BYTES } from '@threadway/contracts';
import { indexImageFeatures } from '../src/modules/catalogue/visual-search/feature-index.ts';
import { FEATURE_LENGTH, FEATURE_VERSION } from '../src/modules/catalogue/visual-search/features.ts';
import { DEMO, expectFailure, expectOk, useTestServer } from './harness.ts';

/**
 * Product media (/media/*), uploads for visual search (sign value + multipart upload) and the
 * search by picture, on a small demo catalogue. MEDIA_DIR is a fresh folder, so the first
 * request of a picture really renders it.
 */
const mediaDir = mkdtempSync(path.join(os.tmpdir(), 'tw-media-test-'));
after(() => rmSync(mediaDir, { recursive: true, force: true }));

let seller: string;
let ticket: string;
const s = useTestServer({ env: { DEMO_CATALOGUE_PRODUCTS: '40', MEDIA_DIR: mediaDir } }, async (server) => {
  seller = (await server.login(DEMO.email, DEMO.password)).token;
  ticket = (await server.request('GET', '/api/system/open/visitor')).body.data.ticket;
});

interface ImageRow {
  url: string;
  kk_product_id: string;
  status: number;
}
const images = async (where = sql`true`) =>
  ((await s.db.execute(sql`select i.url, p.kk_product_id, p.status from product_images i join products p on p.id = i.product_id where ${where} order by i.id`)) as unknown as { rows: ImageRow[] }).rows;

const fetchMedia = (url: string, headers: Record<string, string> = {}) => fetch(new URL(url, s.baseUrl), { headers });

async function signValue(auth: { token?: string; ticket?: string }, directory = 'similar-search'): Promise<string> {
  return expectOk(await s.request('GET', '/api/system/signValue', { query: { directory }, ...auth })).signValue;
}

/** POST /api/hbo/uploadFile as a browser form would send it. */
async function upload(files: { bytes: Buffer; name: string; type: string }[], fields: { directory?: string; signValue?: string }, auth: { token?: string; ticket?: string }) {
  const form = new FormData();
  if (fields.directory !== undefined) form.append('directory', fields.directory);
  if (fields.signValue !== undefined) form.append('signValue', fields.signValue);
  for (const file of files) form.append('fileList', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const headers: Record<string, string> = {};
  if (auth.token) headers.authorization = `Bearer ${auth.token}`;
  if (auth.ticket) headers.ticket = auth.ticket;
  const response = await fetch(new URL('/api/hbo/uploadFile', s.baseUrl), { method: 'POST', body: form, headers });
  return { status: response.status, body: await response.json(), headers: response.headers };
}

/** What the browser uploads: a crop of the picture, 280x330, JPEG at quality 80. */
async function croppedQuery(url: string): Promise<Buffer> {
  const original = Buffer.from(await (await fetchMedia(url)).arrayBuffer());
  return sharp(original).extract({ left: 40, top: 60, width: 480, height: 580 }).resize(280, 330, { fit: 'fill' }).jpeg({ quality: 80 }).toBuffer();
}

const picture = (format: 'png' | 'jpeg' | 'webp', withExif = false) => {
  const image = sharp({ create: { width: 64, height: 48, channels: 3, background: '#c8232c' } });
  return (withExif ? image.withExif({ IFD0: { Copyright: 'secret-location' } }) : image)[format]().toBuffer();
};

describe('media', () => {
  test('a catalogue picture is rendered on first request, cached on disk and served immutable', async () => {
    const url = (await images())[0]!.url;
    assert.match(url, /^\/media\/garments\/[a-z]+-[a-z]+-[0-9a-f]{6}-[0-9a-f]{6}-\d+\.webp$/);
    const response = await fetchMedia(url);
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('content-type'), 'image/webp');
    assert.equal(response.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    const etag = response.headers.get('etag');
    assert.ok(etag);
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    assert.deepEqual([meta.format, meta.width, meta.height], ['webp', 600, 720]);
    assert.ok(existsSync(path.join(mediaDir, 'r1', url.slice('/media/'.length))), 'kept in MEDIA_DIR');

    const again = await fetchMedia(url, { 'if-none-match': etag! });
    assert.equal(again.status, 304);
    assert.equal(again.headers.get('etag'), etag);
  });

  test('banners (wide and mobile), Explore looks and avatars have their sizes', async () => {
    const banner = { theme: 'sale', primary: 'c8232c', secondary: 'f2d03b', variant: 7 } as const;
    const cases = [
      [bannerImageUrl(banner), 1200, 400],
      [bannerImageUrl(banner, 'mobile'), 750, 400],
      ['/media/looks/dress-floral-f4a6b8-1f2a44-12.webp', 600, 720],
      [avatarImageUrl('JD', '6a3d9a'), 200, 200],
    ] as const;
    for (const [url, width, height] of cases) {
      const response = await fetchMedia(url);
      assert.equal(response.status, 200, url);
      const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      assert.deepEqual([meta.format, meta.width, meta.height], ['webp', width, height], url);
    }
  });

  test('product pictures have a 300 px WebP rendition under w300/: drawn ones 300x360, uploads in their proportions; other widths are 404', async () => {
    const drawn = (await images())[0]!.url;
    const small = await fetchMedia(pictureVariantUrl(drawn, 300)!);
    assert.equal(small.status, 200);
    assert.equal(small.headers.get('content-type'), 'image/webp');
    assert.equal(small.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    const meta = await sharp(Buffer.from(await small.arrayBuffer())).metadata();
    assert.deepEqual([meta.format, meta.width, meta.height], ['webp', 300, 360]);

    const sign = await signValue({ ticket });
    const tall = await sharp({ create: { width: 600, height: 900, channels: 3, background: '#1f2a44' } }).png().toBuffer();
    const { url } = expectOk(await upload([{ bytes: tall, name: 'tall.png', type: 'image/png' }], { directory: 'similar-search', signValue: sign }, { ticket }));
    const rendition = await fetchMedia(pictureVariantUrl(url, 300)!);
    assert.equal(rendition.status, 200);
    assert.equal(rendition.headers.get('content-type'), 'image/webp');
    const uploaded = await sharp(Buffer.from(await rendition.arrayBuffer())).metadata();
    assert.deepEqual([uploaded.format, uploaded.width, uploaded.height], ['webp', 300, 450]);

    for (const missing of [drawn.replace('/garments/', '/garments/w200/'), `/media/uploads/w300/${'0'.repeat(64)}.png`]) {
      const answer = await fetchMedia(missing);
      assert.equal(answer.status, 404, missing);
      assert.equal((await answer.json()).code, 40400, missing);
    }
  });

  test('unknown names, other folders and path traversal are a 404 envelope, never a file', async () => {
    const bad = [
      '/media/garments/robe-solid-c8232c-f2d03b-1.webp',
      '/media/garments/dress-solid-C8232C-f2d03b-1.webp',
      '/media/garments/dress-solid-c8232c-f2d03b-1000.webp',
      '/media/garments/dress-solid-c8232c-f2d03b-1.png',
      '/media/banners/tablet/sale-c8232c-f2d03b-1.webp',
      '/media/avatars/abc-c8232c.webp',
      '/media/secret/x.webp',
      '/media/',
      '/media/..%2f..%2fpackage.json',
      '/media/garments/..%2F..%2F..%2Fetc%2Fpasswd',
      '/media/uploads/../../package.json',
      `/media/uploads/${'a'.repeat(64)}.jpg`,
      `/media/uploads/${'a'.repeat(64)}.gif`,
    ];
    for (const url of bad) {
      const response = await fetch(`${s.baseUrl}${url}`);
      assert.equal(response.status, 404, url);
      const body = await response.json();
      expectFailure({ status: response.status, body, headers: response.headers }, 404, 40400);
    }
  });
});

describe('uploads', () => {
  test('a sign value is for sellers and guests with a visitor ticket, for a known directory', async () => {
    assert.match(await signValue({ token: seller }), /^\d{13}\.[\w-]{43}$/);
    const answer = expectOk(await s.request('GET', '/api/system/signValue', { query: { directory: 'similar-search' }, ticket }));
    assert.ok(Date.parse(answer.expiresAt) > Date.now());
    expectFailure(await s.request('GET', '/api/system/signValue', { query: { directory: 'similar-search' } }), 401);
    expectFailure(await s.request('GET', '/api/system/signValue', { query: { directory: 'avatars' }, token: seller }), 400, 40000);
  });

  test('PNG, JPEG and WebP are accepted and re-encoded (WebP to JPEG), without metadata, and served back', async () => {
    const sign = await signValue({ ticket });
    for (const [format, type, extension] of [['png', 'image/png', 'png'], ['jpeg', 'image/jpeg', 'jpg'], ['webp', 'image/webp', 'jpg']] as const) {
      const answer = await upload([{ bytes: await picture(format, true), name: `photo.${format}`, type }], { directory: 'similar-search', signValue: sign }, { ticket });
      const { url } = expectOk(answer);
      assert.match(url, new RegExp(`^/media/uploads/[0-9a-f]{64}\\.${extension}$`), format);
      const served = await fetchMedia(url);
      assert.equal(served.status, 200);
      assert.equal(served.headers.get('content-type'), extension === 'png' ? 'image/png' : 'image/jpeg');
      assert.equal(served.headers.get('cache-control'), 'public, max-age=31536000, immutable');
      const bytes = Buffer.from(await served.arrayBuffer());
      const meta = await sharp(bytes).metadata();
      assert.deepEqual([meta.width, meta.height, meta.exif], [64, 48, undefined], format);
      assert.ok(!bytes.includes('secret-location'));
    }
  });

  test('several files answer a list of URLs; a signed-in seller may upload too', async () => {
    const files = [
      { bytes: await picture('png'), name: 'a.png', type: 'image/png' },
      { bytes: await picture('jpeg'), name: 'b.jpg', type: 'image/jpeg' },
    ];
    const list = expectOk(await upload(files, { directory: 'similar-search', signValue: await signValue({ token: seller }) }, { token: seller }));
    assert.equal(list.length, 2);
    for (const item of list) assert.match(item.url, /^\/media\/uploads\//);
  });

  test("anything but a picture is refused: 'only pictures can be uploaded', whatever the declared type", async () => {
    const sign = await signValue({ ticket });
    const fakes = [
      { bytes: Buffer.from('not a picture at all'), name: 'photo.png', type: 'image/png' },
      { bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'), name: 'photo.svg', type: 'image/svg+xml' },
      { bytes: await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } }).gif().toBuffer(), name: 'photo.gif', type: 'image/jpeg' },
      { bytes: (await picture('jpeg')).subarray(0, 200), name: 'cut.jpg', type: 'image/jpeg' },
    ];
    for (const file of fakes) {
      const answer = await upload([file], { directory: 'similar-search', signValue: sign }, { ticket });
      expectFailure(answer, 400, 40000, 'only pictures can be uploaded');
    }
  });

  test("a file over 5 MB is refused: 'Image cannot exceed 5MB'", async () => {
    const big = Buffer.alloc(VISUAL_SEARCH_MAX_BYTES + 1024, 0x41);
    const answer = await upload([{ bytes: big, name: 'big.jpg', type: 'image/jpeg' }], { directory: 'similar-search', signValue: await signValue({ ticket }) }, { ticket });
    expectFailure(answer, 413, 41300, 'Image cannot exceed 5MB');
  });

  test('a missing, forged, expired-looking or somebody else’s sign value is refused', async () => {
    const file = [{ bytes: await picture('png'), name: 'a.png', type: 'image/png' }];
    expectFailure(await upload(file, { directory: 'similar-search' }, { ticket }), 400, 40000);
    const sellers = await signValue({ token: seller });
    expectFailure(await upload(file, { directory: 'similar-search', signValue: sellers }, { ticket }), 403);
    expectFailure(await upload(file, { directory: 'similar-search', signValue: `${Date.now() + 60_000}.${'A'.repeat(43)}` }, { ticket }), 403);
    expectFailure(await upload(file, { directory: 'similar-search', signValue: `1000000000000.${sellers.split('.')[1]}` }, { token: seller }), 403);
    expectFailure(await upload(file, { directory: 'similar-search', signValue: sellers }, {}), 401);
  });
});

describe('search by picture', () => {
  test('products not on sale are never found, even by their own picture (the index is loaded on the first search)', async () => {
    const [hidden] = await images(sql`p.status = 1 and p.id = (select max(id) from products where status = 1)`);
    await s.db.execute(sql`update products set status = 0, updated_at = now() where kk_product_id = ${hidden!.kk_product_id}`);
    const page = expectOk(await s.request('POST', '/api/product/open/recommend/searchProductSimilarImgList', { body: { imageUrl: hidden!.url, pageSize: 60 }, token: seller }));
    assert.ok(page.list.length > 0);
    assert.ok(page.list.every((card: { kkProductId: string }) => card.kkProductId !== hidden!.kk_product_id));
  });

  test('a cropped, re-compressed catalogue picture finds its product first; one card per product, best first', async () => {
    const [source] = await images(sql`p.status = 1`);
    const query = await croppedQuery(source!.url);
    const { url } = expectOk(await upload([{ bytes: query, name: 'blob.jpg', type: 'image/jpeg' }], { directory: 'similar-search', signValue: await signValue({ ticket }) }, { ticket }));
    const page = expectOk(await s.request('POST', '/api/product/open/recommend/searchProductSimilarImgList', { body: { imageUrl: url, pageNumber: 1, pageSize: 10 } }));
    assert.equal(page.list[0].kkProductId, source!.kk_product_id);
    assert.equal(page.list.length, 10);
    const ids = page.list.map((card: { kkProductId: string }) => card.kkProductId);
    assert.equal(new Set(ids).size, ids.length, 'one card per product');
    const scores = page.list.map((card: { similarity: number }) => card.similarity);
    assert.deepEqual(scores, [...scores].sort((a, b) => b - a));
    assert.equal(page.list[0].price, null, 'guests see no prices');
    assert.ok(page.total >= 10);

    // The shareable GET form answers the same, and a seller sees prices.
    const shared = expectOk(await s.request('GET', '/api/product/open/recommend/searchProductImgList', { query: { imageUrl: `${s.baseUrl}${url}`, pageSize: 10 }, token: seller }));
    assert.deepEqual(shared.list.map((card: { kkProductId: string }) => card.kkProductId), ids);
    assert.equal(typeof shared.list[0].price, 'number');

    const second = expectOk(await s.request('POST', '/api/product/open/recommend/searchProductSimilarImgList', { body: { imageUrl: url, pageNumber: 2, pageSize: 10 } }));
    assert.ok(second.list.every((card: { kkProductId: string }) => !ids.includes(card.kkProductId)));
  });

  test('features of an older descriptor version are computed again (resumable indexing picks them up)', async () => {
    const count = async (where: ReturnType<typeof sql>) => ((await s.db.execute(sql`select count(*)::int as n from product_images where ${where}`)) as unknown as { rows: { n: number }[] }).rows[0]!.n;
    const described = await count(sql`cardinality(features) = ${FEATURE_LENGTH}`);
    assert.ok(described > 0);
    await s.db.execute(sql`update product_images set features_version = ${FEATURE_VERSION - 1}::smallint, features = array_fill(0::real, array[${FEATURE_LENGTH}::int]) where cardinality(features) = ${FEATURE_LENGTH}`);
    const { indexed } = await indexImageFeatures(s.db);
    assert.equal(indexed, described);
    assert.equal(await count(sql`features_version is distinct from ${FEATURE_VERSION} and cardinality(features) <> 0`), 0);
    assert.equal(await count(sql`features = array_fill(0::real, array[${FEATURE_LENGTH}::int])`), 0, 'every stale vector was replaced');
    // Nothing is left to do: a second run describes nothing.
    assert.equal((await indexImageFeatures(s.db)).indexed, 0);
  });

  test('the picture must be one of ours: other addresses are a 400, an unknown upload a 404', async () => {
    for (const imageUrl of ['https://example.com/media/uploads/x.jpg', '/api/docs', '/media/garments/nope.webp', 'javascript:alert(1)', '//evil.example/media/garments/dress-solid-c8232c-f2d03b-1.webp']) {
      expectFailure(await s.request('POST', '/api/product/open/recommend/searchProductSimilarImgList', { body: { imageUrl } }), 400, 40000);
    }
    expectFailure(await s.request('POST', '/api/product/open/recommend/searchProductSimilarImgList', { body: { imageUrl: `/media/uploads/${'b'.repeat(64)}.jpg` } }), 404);
  });
});
