import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { GarmentImage } from '@threadway/contracts';
import sharp from 'sharp';
import { garmentSvg } from '../media/garment-svg.ts';
import { FEATURE_LENGTH, featuresOfImage, similarity } from './features.ts';
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
});
