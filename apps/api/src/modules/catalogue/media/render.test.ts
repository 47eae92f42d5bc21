import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { PATTERNS, SILHOUETTES } from '@threadway/contracts';
import sharp from 'sharp';
import { garmentSvg } from './garment-svg.ts';
import { resolveMedia, resolveMediaUrl, type RenderedTarget } from './media-names.ts';
import { localStorage } from '../../../platform/storage/local-storage.ts';
import { mediaStore } from './media-store.ts';
import { renderPicture } from './render.ts';

const rendered = (rest: string): RenderedTarget => {
  const target = resolveMedia(rest);
  assert.ok(target && target.kind !== 'uploads' && target.kind !== 'upload-renditions', rest);
  return target;
};
const sizeOf = async (bytes: Buffer) => {
  const meta = await sharp(bytes).metadata();
  return [meta.format, meta.width, meta.height];
};

describe('media names', () => {
  test('names the contracts accept resolve to a file under a drawing-version folder', () => {
    assert.deepEqual(resolveMedia('garments/dress-floral-c8232c-f2d03b-7.webp'), {
      kind: 'garments',
      image: { silhouette: 'dress', pattern: 'floral', primary: 'c8232c', secondary: 'f2d03b', variant: 7 },
      file: 'r1/garments/dress-floral-c8232c-f2d03b-7.webp',
      contentType: 'image/webp',
    });
    assert.equal(resolveMedia('banners/mobile/sale-c8232c-f2d03b-7.webp')?.file, 'r1/banners/mobile/sale-c8232c-f2d03b-7.webp');
    assert.equal(resolveMedia('avatars/JD-6a3d9a.webp')?.kind, 'avatars');
    assert.deepEqual(resolveMedia(`uploads/${'a1'.repeat(32)}.jpg`), { kind: 'uploads', hash: 'a1'.repeat(32), file: `uploads/${'a1'.repeat(32)}.jpg`, contentType: 'image/jpeg' });
  });

  test('anything else resolves to nothing, so it is never rendered nor read', () => {
    for (const rest of [
      'garments/robe-solid-c8232c-f2d03b-7.webp',
      'garments/dress-lace-c8232c-f2d03b-7.webp',
      'garments/dress-solid-C8232C-f2d03b-7.webp',
      'garments/dress-solid-c8232c-f2d03b-1000.webp',
      'garments/dress-solid-c8232c-f2d03b-7.png',
      'looks/dress-solid-c8232c-f2d03b-7.jpg',
      'garments/dress-solid-c8232c-f2d03b-7.webp.jpg',
      'garments/../uploads/x.jpg',
      'garments/sub/dress-solid-c8232c-f2d03b-7.webp',
      'banners/desktop/sale-c8232c-f2d03b-7.webp',
      'avatars/jd-6a3d9a.webp',
      'uploads/../../etc/passwd',
      `uploads/${'a'.repeat(63)}.jpg`,
      `uploads/${'a'.repeat(64)}.svg`,
      '../package.json',
      '',
    ]) {
      assert.equal(resolveMedia(rest), null, rest);
    }
  });

  test('an image URL is ours when relative or on one of our origins', () => {
    const origins = ['https://threadway.shop'];
    const name = 'garments/dress-solid-c8232c-f2d03b-7.webp';
    assert.equal(resolveMediaUrl(`/media/${name}`, origins)?.kind, 'garments');
    assert.equal(resolveMediaUrl(`https://threadway.shop/media/${name}`, origins)?.kind, 'garments');
    for (const url of [`https://evil.example/media/${name}`, `//evil.example/media/${name}`, `/media/${name}?x=1`, `media/${name}`, '/media/../api/docs', 'javascript:alert(1)']) {
      assert.equal(resolveMediaUrl(url, origins), null, url);
    }
  });
});

describe('renderer', () => {
  test('every silhouette and every pattern renders a 600x720 WebP', async () => {
    const names = [
      ...SILHOUETTES.map((silhouette, i) => `garments/${silhouette}-${PATTERNS[i % PATTERNS.length]}-1f2a44-f4a6b8-${i * 37}.webp`),
      ...PATTERNS.map((pattern, i) => `looks/hoodie-${pattern}-c8232c-f6f5f1-${i * 91}.webp`),
    ];
    for (const name of names) assert.deepEqual(await sizeOf(await renderPicture(rendered(name))), ['webp', 600, 720], name);
  });

  test("a product picture's .jpg name is its JPEG rendition (store platforms take JPG/PNG only)", async () => {
    const target = resolveMedia('garments/dress-solid-c8232c-f2d03b-7.jpg');
    assert.equal(target?.contentType, 'image/jpeg');
    assert.notEqual(target?.file, resolveMedia('garments/dress-solid-c8232c-f2d03b-7.webp')?.file, 'cached apart from the WebP');
    assert.deepEqual(await sizeOf(await renderPicture(rendered('garments/dress-solid-c8232c-f2d03b-7.jpg'))), ['jpeg', 600, 720]);
  });

  test('banners are 1200x400 wide and 750x400 on mobile; avatars 200x200', async () => {
    assert.deepEqual(await sizeOf(await renderPicture(rendered('banners/festival-138a5c-f6f5f1-3.webp'))), ['webp', 1200, 400]);
    assert.deepEqual(await sizeOf(await renderPicture(rendered('banners/mobile/festival-138a5c-f6f5f1-3.webp'))), ['webp', 750, 400]);
    assert.deepEqual(await sizeOf(await renderPicture(rendered('avatars/JD-6a3d9a.webp'))), ['webp', 200, 200]);
  });

  test('the variant changes the details, so products of one shape, pattern and colours still differ', () => {
    for (const pattern of PATTERNS) {
      const drawings = new Set([1, 2, 3].map((variant) => garmentSvg({ silhouette: 'shirt', pattern, primary: '1f2a44', secondary: 'f4a6b8', variant })));
      assert.equal(drawings.size, 3, pattern);
    }
  });
});

describe('media store', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tw-media-unit-'));
  after(() => rmSync(dir, { recursive: true, force: true }));

  test('renders a picture once and keeps it; concurrent readers share the render; no temporary file is left', async () => {
    const store = mediaStore(localStorage(dir));
    const target = rendered('garments/skirt-checks-c8232c-f2d03b-5.webp');
    const [a, b] = await Promise.all([store.read(target), store.read(target)]);
    assert.ok(a && b && a === b, 'one render for both readers');
    assert.deepEqual(readdirSync(path.join(dir, 'r1', 'garments')), ['skirt-checks-c8232c-f2d03b-5.webp']);
    assert.ok((await store.read(target))!.equals(a));
  });

  test('a missing upload is null, not an error', async () => {
    assert.equal(await mediaStore(localStorage(dir)).read(resolveMedia(`uploads/${'f'.repeat(64)}.png`)!), null);
  });

  test("an upload's 300 px rendition is made from it once, as WebP in its proportions; a missing upload has none", async () => {
    const store = mediaStore(localStorage(dir));
    const upload = await sharp({ create: { width: 1000, height: 1500, channels: 3, background: '#c8232c' } }).png().toBuffer();
    const url = await store.saveUpload({ name: `${'b'.repeat(64)}.png`, bytes: upload });
    const target = resolveMedia(`${url.slice('/media/'.length).replace('uploads/', 'uploads/w300/')}`)!;
    assert.equal(target.contentType, 'image/webp');
    assert.deepEqual(await sizeOf((await store.read(target))!), ['webp', 300, 450]);
    assert.deepEqual(readdirSync(path.join(dir, 'uploads', 'w300')), [`${'b'.repeat(64)}.png`]);
    assert.equal(await store.read(resolveMedia(`uploads/w300/${'e'.repeat(64)}.png`)!), null);
  });
});

describe('narrower renditions', () => {
  test('garments and looks under w300/ are drawn 300x360 in their own folder', async () => {
    for (const kind of ['garments', 'looks']) {
      const target = rendered(`${kind}/w300/dress-floral-c8232c-f2d03b-7.webp`);
      assert.equal(target.file, `r1/${kind}/w300/dress-floral-c8232c-f2d03b-7.webp`);
      assert.deepEqual(await sizeOf(await renderPicture(target)), ['webp', 300, 360]);
    }
  });

  test('only the widths the route serves, and only for product pictures', () => {
    for (const rest of [
      'garments/w200/dress-floral-c8232c-f2d03b-7.webp',
      'garments/w300/dress-floral-c8232c-f2d03b-7.jpg',
      'garments/w300/w300/dress-floral-c8232c-f2d03b-7.webp',
      'banners/w300/sale-c8232c-f2d03b-7.webp',
      'avatars/w300/JD-6a3d9a.webp',
      'uploads/w300/not-a-hash.png',
      'garments/w300/robe-solid-c8232c-f2d03b-7.webp',
    ]) {
      assert.equal(resolveMedia(rest), null, rest);
    }
  });
});
