import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { GarmentImage } from '@threadway/contracts';
import sharp from 'sharp';
import { garmentSvg, lookSvg } from '../media/garment-svg.ts';
import { describe as describePicture, describeQuery, EDGES_START, FEATURE_LENGTH, featuresOfImage, LAYOUT_START, QUERY_READINGS, queryFeaturesOfImage, similarity, WEIGHTS, type QueryReading } from './features.ts';
import { components, tilt } from './garment-mask.ts';
import { rankProducts } from './similarity-index.ts';
import { featuresOfPictures } from './target-features.ts';

const small = async (image: GarmentImage) => (await featuresOfPictures([{ kind: 'garments', image }]))[0]!;

/** What a shopper uploads: part of the product picture, 280x330, JPEG at quality 80. */
async function uploadedCrop(image: GarmentImage, crop: { left: number; top: number; width: number; height: number }, brightness = 1) {
  const full = await sharp(Buffer.from(garmentSvg(image))).webp({ quality: 82 }).toBuffer();
  return sharp(full).extract(crop).resize(280, 330, { fit: 'fill' }).modulate({ brightness }).jpeg({ quality: 80 }).toBuffer();
}

const original: GarmentImage = { silhouette: 'dress', pattern: 'stripes', primary: '1f2a44', secondary: 'f6f5f1', variant: 412 };
const others: GarmentImage[] = [
  { ...original, primary: 'c8232c' },
  { ...original, silhouette: 'skirt' },
  { ...original, pattern: 'dots' },
  { ...original, silhouette: 'shirt', pattern: 'checks', variant: 3 },
  { silhouette: 'pants', pattern: 'solid', primary: '1f2a44', secondary: 'f6f5f1', variant: 40 },
  { silhouette: 'tshirt', pattern: 'floral', primary: 'f4a6b8', secondary: '138a5c', variant: 9 },
  { silhouette: 'hoodie', pattern: 'camo', primary: '6b6b2f', secondary: '4b5320', variant: 600 },
];

describe('image features', () => {
  test('a descriptor is a unit vector of FEATURE_LENGTH numbers', async () => {
    const features = await small(original);
    assert.equal(features.length, FEATURE_LENGTH);
    assert.ok(Math.abs(similarity(features, features) - 1) < 1e-4);
  });

  test('a picture drawn on a sheet with others has the same features as drawn alone', async () => {
    const pictures = [original, ...others].map((image) => ({ kind: 'garments' as const, image }));
    const together = await featuresOfPictures(pictures);
    for (const [k, picture] of pictures.entries()) {
      const alone = (await featuresOfPictures([picture]))[0]!;
      assert.ok(similarity(alone, together[k]!) > 0.9999, `picture ${k}`);
    }
  });

  test('a cropped, resized, re-compressed upload is nearer to its original than to other products', async () => {
    const references = await Promise.all([original, ...others].map(small));
    for (const [crop, brightness] of [
      [{ left: 60, top: 40, width: 480, height: 620 }, 1],
      [{ left: 0, top: 100, width: 450, height: 540 }, 1],
      [{ left: 100, top: 10, width: 500, height: 640 }, 0.9],
      [{ left: 20, top: 60, width: 540, height: 600 }, 1.1],
    ] as const) {
      const query = await featuresOfImage(await uploadedCrop(original, crop, brightness));
      const [mine, ...theirs] = references.map((reference) => similarity(query, reference));
      for (const [i, other] of theirs.entries()) assert.ok(mine! > other, `${JSON.stringify(crop)} x${brightness}: ${mine} vs ${JSON.stringify(others[i])} ${other}`);
    }
  });
});

/** The best reading of a query against a reference (as a search scores it). */
const best = (readings: QueryReading[], reference: Float32Array) => Math.max(...readings.map((reading) => similarity(reading.features, reference)));

/** The garment picture as uploaded after `change` (sharp pipeline on the 600x720 picture). */
async function photo(image: GarmentImage, change: (picture: Buffer) => Promise<Buffer>, svg = garmentSvg) {
  const changed = await change(await sharp(Buffer.from(svg(image))).png().toBuffer());
  return sharp(changed).resize(280, 330, { fit: 'fill' }).jpeg({ quality: 80 }).toBuffer();
}

describe('shopper photos', () => {
  const nearerThanOthers = async (name: string, readings: QueryReading[]) => {
    const [mine, ...theirs] = (await Promise.all([original, ...others].map(small))).map((reference) => best(readings, reference));
    for (const [i, other] of theirs.entries()) assert.ok(mine! > other, `${name}: ${mine} vs ${JSON.stringify(others[i])} ${other}`);
  };

  test('a flat rectangle held over a quarter of the garment is not read as garment', async () => {
    const patch = (colour: string) => Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="260" height="300"><rect width="260" height="300" fill="${colour}"/></svg>`);
    for (const colour of ['#e0ac8c', '#2b2b2b', '#c9c2b4']) {
      const covered = await photo(original, (p) => sharp(p).composite([{ input: patch(colour), left: 200, top: 300 }]).png().toBuffer());
      const clean = await photo(original, async (p) => p);
      // The descriptor barely moves: the rectangle's colour and edges are left out.
      assert.ok(similarity(await featuresOfImage(covered), await featuresOfImage(clean)) > 0.85, colour);
      await nearerThanOthers(`covered by ${colour}`, await queryFeaturesOfImage(covered));
    }
  });

  test('a garment turned by 15 degrees is read upright, and found', async () => {
    for (const angle of [-15, 15]) {
      const turned = await photo(original, async (p) => {
        const out = await sharp(p).rotate(angle, { background: '#f4f4f4' }).png().toBuffer({ resolveWithObject: true });
        return sharp(out.data).extract({ left: Math.floor((out.info.width - 600) / 2), top: Math.floor((out.info.height - 720) / 2), width: 600, height: 720 }).png().toBuffer();
      });
      await nearerThanOthers(`turned ${angle}`, await queryFeaturesOfImage(turned));
    }
  });

  test('a look (tinted backdrop, accessories around the garment) finds its garment', async () => {
    await nearerThanOthers('look', await queryFeaturesOfImage(await photo(original, async (p) => p, lookSvg)));
  });

  test('a white balance off towards warm or cool light is corrected against the backdrop', async () => {
    // Read as taken, a warm or cool photo is 0.82-0.93 similar to its catalogue picture (pale
    // and pink colours change hue bins); the neutral reading brings it back above 0.98.
    const neutral = QUERY_READINGS.findIndex((reading) => reading.neutral && !reading.turnUpright);
    const pink: GarmentImage = { silhouette: 'tshirt', pattern: 'floral', primary: 'f4a6b8', secondary: '138a5c', variant: 9 };
    for (const image of [original, pink]) {
      const reference = await small(image);
      for (const warm of [-0.1, 0.1]) {
        const readings = await queryFeaturesOfImage(await photo(image, (p) => sharp(p).removeAlpha().linear([1 + warm, 1, 1 - warm], [0, 0, 0]).png().toBuffer()));
        const corrected = similarity(readings[neutral]!.features, reference);
        assert.ok(corrected > 0.97, `${image.primary} warm ${warm}: ${corrected}`);
        if (image === original) await nearerThanOthers(`warm ${warm}`, readings);
      }
    }
  });
});

describe('mask geometry', () => {
  test('components: 4-connected regions of the mask, split where joins refuses', () => {
    const mask = Uint8Array.from([
      1, 1, 0, 1,
      0, 1, 0, 1,
      1, 0, 0, 1,
    ]);
    const { labels, count } = components(mask, 4, 3);
    assert.equal(count, 3);
    assert.equal(labels[0], labels[5]);
    assert.notEqual(labels[0], labels[8], 'diagonal neighbours are apart');
    assert.equal(labels[3], labels[11]);
    assert.equal(labels[2], 0);
    // Refusing the vertical joins of the right column cuts it into three.
    assert.equal(components(mask, 4, 3, (p, q) => p % 4 !== 3 || q % 4 !== 3).count, 5);
  });

  test('tilt: the angle of a turned upright shape, modulo 90 degrees; none for a round one', () => {
    const width = 80;
    const height = 100;
    const shape = (degrees: number, inside: (u: number, v: number) => boolean) => {
      const weights = new Float32Array(width * height);
      const a = (degrees * Math.PI) / 180;
      for (let y = 0; y < height; y++)
        for (let x = 0; x < width; x++) {
          const dx = x - 40;
          const dy = y - 50;
          // Turned back into the shape's own frame.
          weights[y * width + x] = inside(Math.cos(a) * dx + Math.sin(a) * dy, -Math.sin(a) * dx + Math.cos(a) * dy) ? 1 : 0;
        }
      return weights;
    };
    const tall = (u: number, v: number) => Math.abs(u) < 12 && Math.abs(v) < 30;
    const wide = (u: number, v: number) => (Math.abs(u) < 30 && Math.abs(v) < 8) || (Math.abs(u) < 8 && Math.abs(v) < 25 && v > 0);
    for (const degrees of [-20, -12, 0, 15]) {
      for (const inside of [tall, wide]) {
        const found = (tilt(shape(degrees, inside), width, height)! * 180) / Math.PI;
        assert.ok(Math.abs(found - degrees) < 1.5, `${degrees}: ${found}`);
      }
    }
    assert.equal(tilt(shape(10, (u, v) => u * u + v * v < 400), width, height), null);
  });

  test('layout cells mostly under a cover are unseen; the rest read as without the cover', () => {
    // A shaded garment (not flat: it is no cover) on a pale backdrop, and a flat dark card over
    // its middle that hides the layout cell at column 1, row 1 of its 4x4 grid entirely.
    const width = 96;
    const height = 115;
    const picture = (card: boolean) => {
      const data = new Uint8Array(width * height * 3).fill(240);
      for (let y = 10; y < 106; y++) for (let x = 16; x < 80; x++) data.set([100 + y, 40 + (x >> 1), 60], (y * width + x) * 3);
      if (card) for (let y = 30; y < 64; y++) for (let x = 28; x < 56; x++) data.set([43, 43, 43], (y * width + x) * 3);
      return { data, width, height, channels: 3 };
    };
    const clean = describeQuery(picture(false));
    const covered = describeQuery(picture(true));
    assert.equal(clean.unseen.length, 0);
    const hiddenCell = Array.from({ length: 4 }, (_, k) => LAYOUT_START + (1 * 4 + 1) * 4 + k);
    for (const at of hiddenCell) assert.ok(covered.unseen.includes(at), `position ${at} unseen`);
    for (const at of covered.unseen) assert.equal(covered.features[at], 0);
    // Over the layout cells both see, the two agree: a partly hidden cell's coverage is measured
    // over its visible part (a cell of cloth half under the card is still fully covered).
    let dot = 0, a = 0, b = 0;
    for (let at = LAYOUT_START; at < LAYOUT_START + 64; at++) {
      if (covered.unseen.includes(at)) continue;
      dot += clean.features[at]! * covered.features[at]!;
      a += clean.features[at]! ** 2;
      b += covered.features[at]! ** 2;
    }
    assert.ok(dot / Math.sqrt(a * b) > 0.995, `seen layout cosine ${dot / Math.sqrt(a * b)}`);
  });

  test('describe reads any raster size and gives a unit vector for each reading', () => {
    const data = new Uint8Array(60 * 70 * 3).fill(240);
    for (let y = 20; y < 50; y++) for (let x = 20; x < 40; x++) data.set([200, 30, 40], (y * 60 + x) * 3);
    for (const reading of [{}, { neutral: true }, { turnUpright: true }]) {
      const f = describePicture({ data, width: 60, height: 70, channels: 3 }, reading);
      assert.ok(Math.abs(similarity(f, f) - 1) < 1e-4);
    }
  });
});

describe('ranking', () => {
  test('one result per product (its best picture), best first, at most the limit', () => {
    const unit = (k: number) => Float32Array.from({ length: FEATURE_LENGTH }, (_, i) => (i === k ? 1 : 0));
    const index = {
      vectors: Float32Array.from([...unit(0), ...unit(1), ...unit(2), ...unit(3)]),
      slots: Int32Array.from([0, 0, 1, 2]),
      productIds: Int32Array.from([10, 20, 30]),
      kkProductIds: ['A', 'B', 'C'],
    };
    const query = new Float32Array(FEATURE_LENGTH);
    query.set([0.2, 0.9, 0.5, 0.6]);
    assert.deepEqual(rankProducts(index, query, 10).map((r) => [r.kkProductId, Number(r.similarity.toFixed(2))]), [['A', 0.9], ['C', 0.6], ['B', 0.5]]);
    assert.deepEqual(rankProducts(index, query, 2).map((r) => r.productId), [10, 30]);
  });

  /** A descriptor as stored: each block (values by position within it) L2-normalised, weighted, then the whole. */
  const stored = (blocks: { colour: Record<number, number>; layout: Record<number, number>; edges: Record<number, number> }) => {
    const out = new Float32Array(FEATURE_LENGTH);
    for (const [name, start, end] of [['colour', 0, LAYOUT_START], ['layout', LAYOUT_START, EDGES_START], ['edges', EDGES_START, FEATURE_LENGTH]] as const) {
      const values = Object.entries(blocks[name]);
      const norm = Math.hypot(...values.map(([, v]) => v));
      for (const [k, v] of values) out[start + Number(k)] = (v / norm) * WEIGHTS[name];
      assert.ok(Number(values.at(-1)![0]) < end - start);
    }
    const norm = Math.hypot(...out);
    return out.map((v) => v / norm);
  };
  const indexOf = (...pictures: Float32Array[]) => ({
    vectors: Float32Array.from(pictures.flatMap((p) => [...p])),
    slots: Int32Array.from(pictures.keys()),
    productIds: Int32Array.from(pictures.keys(), (k) => 10 * (k + 1)),
    kkProductIds: pictures.map((_, k) => 'AB'[k]!),
  });

  test('what the query could not see counts neither for nor against a picture', () => {
    // The query sees layout cell 0 (positions 0-3 of the layout block); cell 1 (4-7) is under a
    // cover. Picture A matches what is seen and has garment where the query could not look; B
    // has garment in cell 2, which the query saw empty.
    const seen = stored({ colour: { 0: 1 }, layout: { 0: 1 }, edges: { 0: 1 } });
    const index = indexOf(stored({ colour: { 0: 1 }, layout: { 0: 0.6, 4: 0.8 }, edges: { 0: 1 } }), stored({ colour: { 0: 1 }, layout: { 0: 0.7, 8: 0.714 }, edges: { 0: 1 } }));
    const reading = { features: seen, unseen: Uint16Array.from([4, 5, 6, 7], (k) => LAYOUT_START + k) };
    const ranked = rankProducts(index, [reading], 10);
    assert.deepEqual(ranked.map((r) => r.kkProductId), ['A', 'B']);
    assert.ok(ranked[0]!.similarity > 0.95 && ranked[0]!.similarity <= 1, `A ${ranked[0]!.similarity}`);
    // Seen whole, the same query prefers B.
    assert.deepEqual(rankProducts(index, seen, 10).map((r) => r.kkProductId), ['B', 'A']);
  });

  test('a picture whose colours and layout agree outranks one whose pattern edges agree and layout does not', () => {
    // B is the same garment drawn again (its stripes redrawn: other edges); A is another garment
    // of those colours whose pattern happens to run the same way but sits elsewhere.
    const query = stored({ colour: { 0: 1 }, layout: { 0: 1 }, edges: { 0: 1 } });
    const a = stored({ colour: { 0: 1 }, layout: { 0: 0.7, 4: 0.714 }, edges: { 0: 1 } });
    const b = stored({ colour: { 0: 1 }, layout: { 0: 1 }, edges: { 1: 1 } });
    // Under the stored weighting alone A would come first.
    assert.ok(similarity(query, a) > similarity(query, b));
    const ranked = rankProducts(indexOf(a, b), query, 10);
    assert.deepEqual(ranked.map((r) => r.kkProductId), ['B', 'A']);
    // B scores its cosine under the weighting that counts the layout more (colour 1, layout 1, edges 0.4).
    assert.ok(Math.abs(ranked[0]!.similarity - 2 / 2.16) < 1e-4, `B ${ranked[0]!.similarity}`);
  });
});
