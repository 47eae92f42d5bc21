// Offline loop for issue 19 (not the bench): caches query pictures and raw rasters, then scores describe().
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';
import { garmentImageUrl, parseGarmentImageName } from '@threadway/contracts';
import { pictureSheetSvg } from '../apps/api/src/modules/catalogue/media/garment-svg.ts';
import { resolveMedia, type RenderedTarget } from '../apps/api/src/modules/catalogue/media/media-names.ts';
import { renderPicture } from '../apps/api/src/modules/catalogue/media/render.ts';
import { seededRandom } from '../apps/api/src/modules/catalogue/media/svg-kit.ts';
import { COVERS_FOUND, describe, FEATURE_LENGTH, FEATURE_WORK_SIZE } from '../apps/api/src/modules/catalogue/visual-search/features.ts';
import { rankProducts } from '../apps/api/src/modules/catalogue/visual-search/similarity-index.ts';
import { browserUpload, covered, noisy, photographed, relit, rotated, type Distortion } from './visual-distortions.ts';

const DIR = '/tmp/vis';
const catalogue = JSON.parse(readFileSync(`${DIR}/catalogue.json`, 'utf8')) as { url: string; kk_product_id: string; status: number; h: string }[];
const onSale = catalogue.filter((r) => Number(r.status) === 1);
const HARD: Record<string, { from: 'drawing' | 'look'; distort: Distortion }> = {
  'another drawing': { from: 'drawing', distort: async (p) => p },
  look: { from: 'look', distort: async (p) => p },
  rotated: { from: 'drawing', distort: rotated },
  covered: { from: 'drawing', distort: covered },
  noisy: { from: 'drawing', distort: noisy },
  relit: { from: 'drawing', distort: relit },
  all: { from: 'drawing', distort: photographed },
};
if (process.env.DIAG) {
  for (const k of Object.keys(HARD)) delete HARD[k];
  const lin = (gains: number[]): Distortion => async (p) => sharp(p).removeAlpha().linear(gains, [0, 0, 0]).png().toBuffer();
  Object.assign(HARD, {
    bright120: { from: 'drawing', distort: lin([1.2, 1.2, 1.2]) },
    bright80: { from: 'drawing', distort: lin([0.8, 0.8, 0.8]) },
    warm10: { from: 'drawing', distort: lin([1.1, 1, 0.9]) },
    cool10: { from: 'drawing', distort: lin([0.9, 1, 1.1]) },
  });
}
const target = (url: string) => resolveMedia(url.slice('/media/'.length)) as RenderedTarget;
const { width: W, height: H } = FEATURE_WORK_SIZE;

async function prepare(seedValue: number, easyN: number, hardN: number, tag: string) {
  mkdirSync(`${DIR}/${tag}`, { recursive: true });
  if (!existsSync(`${DIR}/index.raw`)) {
    const buf = Buffer.alloc(onSale.length * W * H * 3);
    for (let i = 0; i < onSale.length; i += 16) {
      const pics = onSale.slice(i, i + 16).map((r) => target(r.url) as any);
      const columns = Math.min(4, pics.length);
      const { data, info } = await sharp(Buffer.from(pictureSheetSvg(pics, FEATURE_WORK_SIZE, columns))).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      pics.forEach((_: unknown, k: number) => {
        const left = (k % columns) * W * 3;
        const top = Math.floor(k / columns) * H;
        for (let y = 0; y < H; y++) data.copy(buf, ((i + k) * H + y) * W * 3, (top + y) * info.width * 3 + left, (top + y) * info.width * 3 + left + W * 3);
      });
    }
    writeFileSync(`${DIR}/index.raw`, buf);
    console.log('index rasters', onSale.length);
  }
  const skip = Number(process.env.SKIP ?? 0);
  const sample = [...onSale].sort((a, b) => (a.h < b.h ? -1 : 1)).slice(skip, skip + Math.max(easyN, hardN));
  const random = seededRandom(seedValue);
  const queries: { kind: string; expected: string; file: string }[] = [];
  let n = 0;
  const save = async (kind: string, expected: string, bytes: Buffer) => {
    const file = `${DIR}/${tag}/${n++}.jpg`;
    writeFileSync(file, bytes);
    queries.push({ kind, expected, file });
  };
  for (const { url, kk_product_id } of sample.slice(0, easyN)) {
    const original = await renderPicture(target(url));
    await save('easy crop', kk_product_id, await browserUpload(original, random));
    await save('easy bright', kk_product_id, await browserUpload(original, random, { brightness: (random() < 0.5 ? -1 : 1) * (0.08 + random() * 0.04) + 1 }));
  }
  for (const { url, kk_product_id } of sample.slice(0, hardN)) {
    const image = parseGarmentImageName(url.slice(url.lastIndexOf('/') + 1))!;
    const redrawn = { ...image, variant: (image.variant + 1 + Math.floor(random() * 998)) % 1000 };
    const drawing = await renderPicture(target(garmentImageUrl(redrawn)));
    const look = await renderPicture(target(garmentImageUrl(redrawn, 'looks')));
    for (const [name, { from, distort }] of Object.entries(HARD)) {
      const picture = await distort(from === 'look' ? look : drawing, random);
      await save(name, kk_product_id, await browserUpload(picture, random, { minCrop: 0.85 }));
    }
  }
  writeFileSync(`${DIR}/${tag}/queries.json`, JSON.stringify(queries));
}

// KEEP=0:150,214:294 keeps only those ranges (zeroes the rest) to see which block ranks well.
const KEEP = process.env.KEEP?.split(',').map((r) => r.split(':').map(Number) as [number, number]);
function keep(f: Float32Array): Float32Array {
  if (!KEEP) return f;
  const out = new Float32Array(f.length);
  for (const [a, b] of KEEP) out.set(f.subarray(a, b), a);
  let s = 0;
  for (const v of out) s += v * v;
  for (let i = 0; i < out.length; i++) out[i] /= Math.sqrt(s) || 1;
  return out;
}

async function score(tag: string) {
  const queries = JSON.parse(readFileSync(`${DIR}/${tag}/queries.json`, 'utf8')) as { kind: string; expected: string; file: string }[];
  const raw = readFileSync(`${DIR}/index.raw`);
  const vectors = new Float32Array(onSale.length * FEATURE_LENGTH);
  const slots = new Int32Array(onSale.length);
  const productIds: number[] = [];
  const kk: string[] = [];
  let t = performance.now();
  onSale.forEach((r, i) => {
    if (kk[kk.length - 1] !== r.kk_product_id) {
      kk.push(r.kk_product_id);
      productIds.push(kk.length);
    }
    slots[i] = kk.length - 1;
    vectors.set(keep(describe({ data: raw.subarray(i * W * H * 3, (i + 1) * W * H * 3), width: W, height: H, channels: 3 })), i * FEATURE_LENGTH);
  });
  const indexMs = (performance.now() - t) / onSale.length;
  const covers: Record<string, number> = { index: COVERS_FOUND.n };
  const q = (a: number[]) => { const s = [...a].sort((x, y) => x - y); return [0.05, 0.25, 0.5, 0.75, 0.95].map((f) => s[Math.floor(f * s.length)]?.toFixed(1)).join(' '); };
  if (process.env.DEBUGCOVER) console.log('index spreads', q(COVERS_FOUND.spreads)), (COVERS_FOUND.spreads = []);
  const index = { vectors, slots, productIds: Int32Array.from(productIds), kkProductIds: kk };
  const results: Record<string, number[]> = {};
  const spreadsCovered: number[] = [];
  const spreadsAll: number[] = [];
  t = performance.now();
  for (const q of queries) {
    const rasterFile = q.file.replace('.jpg', `.${W}x${H}.raw`);
    let raster: { data: Uint8Array; width: number; height: number };
    if (existsSync(rasterFile)) {
      const b = readFileSync(rasterFile);
      raster = { width: b.readUInt16LE(0), height: b.readUInt16LE(2), data: b.subarray(4) };
    } else {
      const { data, info } = await sharp(readFileSync(q.file)).flatten({ background: '#ffffff' }).resize({ width: W, height: H, fit: 'inside' }).raw().toBuffer({ resolveWithObject: true });
      const head = Buffer.alloc(4);
      head.writeUInt16LE(info.width, 0);
      head.writeUInt16LE(info.height, 2);
      writeFileSync(rasterFile, Buffer.concat([head, data]));
      raster = { data, width: info.width, height: info.height };
    }
    const before = COVERS_FOUND.n;
    const f = keep(describe({ ...raster, channels: 3 }));
    covers[q.kind] = (covers[q.kind] ?? 0) + COVERS_FOUND.n - before;
    if (process.env.DEBUGCOVER && q.kind === 'covered' && COVERS_FOUND.spreads.length) spreadsCovered.push(...COVERS_FOUND.spreads.splice(0));
    if (process.env.DEBUGCOVER && q.kind === 'all' && COVERS_FOUND.spreads.length) spreadsAll.push(...COVERS_FOUND.spreads.splice(0));
    COVERS_FOUND.spreads = [];
    const list = rankProducts(index, f, 10).map((r) => r.kkProductId);
    (results[q.kind] ??= []).push(list.indexOf(q.expected));
  }
  const pct = (a: number[], k: number) => ((a.filter((r) => r >= 0 && r < k).length / a.length) * 100).toFixed(1).padStart(5);
  const hardAll: number[] = [];
  const line: string[] = [];
  for (const [kind, ranks] of Object.entries(results)) {
    if (!kind.startsWith('easy')) hardAll.push(...ranks);
    line.push(`${kind.padEnd(16)} @1 ${pct(ranks, 1)} @10 ${pct(ranks, 10)}`);
  }
  console.log(line.join('\n'));
  if (process.env.DEBUGCOVER) console.log('covers found', covers, 'covered spreads', q(spreadsCovered), 'all spreads', q(spreadsAll));
  console.log(`HARD ALL         @1 ${pct(hardAll, 1)} @10 ${pct(hardAll, 10)}   (describe ${indexMs.toFixed(2)} ms/pic)`);
}

const [mode, tag = 'dev', seedArg = '777', easy = '150', hard = '100'] = process.argv.slice(2);
if (mode === 'prepare') await prepare(Number(seedArg), Number(easy), Number(hard), tag);
else await score(tag);
