import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { defaultWarehouse, descriptionHtmlOf, skusFreeInStore } from './draft.ts';
import { listingImageUrl } from './listing-images.ts';

describe("the editor's default", () => {
  test('the warehouse holding most of a SKU, China first on ties; ship-from wins', () => {
    assert.equal(defaultWarehouse({ CN_S: 3, US: 9 }), 'US');
    assert.equal(defaultWarehouse({ CN_N: 5, GB: 5 }), 'CN_N');
    assert.equal(defaultWarehouse({}), 'CN_S');
    assert.equal(defaultWarehouse({ US: 9 }, 'DE'), 'DE');
  });

  test('product pictures: the JPEG rendition of our WebP drawings, absolute; other URLs as they are', () => {
    assert.equal(listingImageUrl('/media/garments/dress-solid-c8232c-f2d03b-7.webp', 'https://threadway.shop/'), 'https://threadway.shop/media/garments/dress-solid-c8232c-f2d03b-7.jpg');
    assert.equal(listingImageUrl('/media/uploads/abc.png', 'https://threadway.shop'), 'https://threadway.shop/media/uploads/abc.png');
    assert.equal(listingImageUrl('https://cdn.example/a.webp', 'https://threadway.shop'), 'https://cdn.example/a.webp');
  });

  test('the plain-text description as escaped paragraphs', () => {
    assert.equal(descriptionHtmlOf('Soft & light\n\n<b>wash</b> cold\n'), '<p>Soft &amp; light</p><p>&lt;b&gt;wash&lt;/b&gt; cold</p>');
  });
});

describe('SKUs of a new listing in a store', () => {
  test("a SKU another listing of the store has takes the first free suffix; the others stay the seller's", () => {
    assert.deepEqual(skusFreeInStore(['TW-1-S', 'TW-1-M', 'OWN'], new Set(['TW-1-S', 'TW-1-M', 'TW-1-M-2'])), ['TW-1-S-2', 'TW-1-M-3', 'OWN']);
  });
  test('two variants of one listing never end with the same SKU', () => {
    assert.deepEqual(skusFreeInStore(['A', 'A'], new Set()), ['A', 'A-2']);
  });
});
