import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { isListingImageUrl, listingDraft, searchKeywords } from './schemas.ts';
import { listingPlatformStatus } from './constants.ts';

const draft = (fields: Record<string, unknown> = {}) => ({
  storeId: 1,
  productId: 'KK1',
  title: 'Dress',
  descriptionHtml: '<p>x</p>',
  images: ['https://cdn.example/a.jpg'],
  variants: [{ skuId: 1, sku: 'S-1', priceCents: 1000, compareAtCents: 1500, quantity: 1 }],
  ...fields,
});
const messages = (fields: Record<string, unknown>) => {
  const result = listingDraft.safeParse(draft(fields));
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('listing rules (spec 5.1, 2.7)', () => {
  test('keywords split on commas, spaces and lines', () => {
    assert.deepEqual(searchKeywords(' dress, KK12\nlinen\t shirt,,'), ['dress', 'KK12', 'linen', 'shirt']);
    assert.deepEqual(searchKeywords(undefined), []);
  });

  test('pictures JPG, JPEG or PNG by the path, whatever the query', () => {
    for (const url of ['https://x.example/a.jpg', 'https://x.example/a.JPEG?v=2', '/media/garments/a.png#top']) assert.equal(isListingImageUrl(url), true, url);
    for (const url of ['https://x.example/a.webp', 'https://x.example/a.gif', 'https://x.example/jpg', 'https://x.example/a.png.svg']) assert.equal(isListingImageUrl(url), false, url);
  });

  test('compare-at above the price; ship from, to and channel all or none; at most 10 tags and 250 pictures', () => {
    assert.deepEqual(messages({}), []);
    assert.deepEqual(messages({ variants: [{ skuId: 1, sku: 'S-1', priceCents: 1000, compareAtCents: 1000, quantity: 1 }] }), ['listings.compareAtTooLow']);
    assert.deepEqual(messages({ variants: [{ skuId: 1, sku: 'S-1', priceCents: 1000, compareAtCents: null, quantity: 1 }] }), []);
    assert.deepEqual(messages({ shipFrom: 'CN_S', shipTo: 'US', channelCode: 'EXP' }), []);
    assert.deepEqual(messages({ shipTo: 'US' }), ['listings.shippingMethodRequired']);
    assert.deepEqual(messages({ tags: Array.from({ length: 10 }, (_, i) => `t${i}`) }), []);
    assert.deepEqual(messages({ tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }), ['listings.tooManyTags']);
    assert.deepEqual(messages({ images: Array.from({ length: 251 }, (_, i) => `https://x.example/${i}.png`) }), ['listings.tooManyPictures']);
    assert.deepEqual(messages({ images: ['https://x.example/a.webp'] }), ['listings.pictureType']);
    assert.deepEqual(messages({ title: 'x'.repeat(255) }), ['listings.inputTooLong']);
  });
});

describe("a listing row's platform status", () => {
  test("TikTok Shop's product statuses in spec 4.1's words; a status TikTok adds later as it comes", () => {
    assert.deepEqual(
      ['ACTIVATE', 'SELLER_DEACTIVATED', 'DRAFT', 'PLATFORM_DEACTIVATED', 'PENDING', 'FAILED', 'FREEZE', 'NEW_ONE'].map((s) => listingPlatformStatus('tiktok-shop', s)),
      ['Active', 'Inactive', 'Inactive', 'Suspended', 'Reviewing', 'Failed', 'Frozen', 'NEW_ONE'],
    );
    assert.equal(listingPlatformStatus('tiktok-shop', null), null);
  });
  test("other platforms' statuses as they are", () => {
    assert.equal(listingPlatformStatus('shopify', 'ACTIVE'), 'ACTIVE');
    assert.equal(listingPlatformStatus('woocommerce', 'publish'), 'publish');
  });
});
