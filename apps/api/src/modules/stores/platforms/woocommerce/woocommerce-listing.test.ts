import assert from 'node:assert/strict';
import { test } from 'node:test';
import { tshirtPayload } from '../publishing/testing.ts';
import { batchesOf, galleryOf, productBody, variationBody, weightIn } from './woocommerce-listing.ts';

test('a listing as a variable product: Size and Color attributes for variations, the gallery by src, tags by id, draft when hidden', () => {
  const payload = tshirtPayload('https://img.example', { collectionIds: ['16'], active: false, reference: 'L-9' });
  const body = productBody(payload, [21, 40]);
  assert.equal(body.type, 'variable');
  assert.equal(body.status, 'draft');
  assert.equal(body.sku, 'L-9', 'the reference finds a retried create');
  assert.deepEqual(body.categories, [{ id: 16 }]);
  assert.deepEqual(body.tags, [{ id: 21 }, { id: 40 }]);
  assert.deepEqual(body.attributes, [
    { name: 'Size', options: ['S', 'M'], position: 0, visible: true, variation: true },
    { name: 'Color', options: ['Red', 'Blue'], position: 1, visible: true, variation: true },
  ]);
  assert.deepEqual(body.images.map((i) => i.src), galleryOf(payload));
  assert.deepEqual(galleryOf(payload).slice(2), ['https://img.example/tee-red.png', 'https://img.example/tee-blue.png']);
  assert.equal(productBody(tshirtPayload('h'), []).status, 'publish');
  assert.equal('sku' in productBody(tshirtPayload('h'), []), false);
});

test('a variation: compare-at is the regular price with the selling price on sale; stock, weight in the store unit, picture by media id', () => {
  const [onSale, , plain] = tshirtPayload('https://img.example').variants;
  assert.deepEqual(variationBody(onSale!, { currency: 'EUR', weightUnit: 'kg', imageId: 7 }), {
    sku: 'TW-TEE-RED-S',
    regular_price: '29.99',
    sale_price: '19.99',
    attributes: [{ name: 'Size', option: 'S' }, { name: 'Color', option: 'Red' }],
    manage_stock: true,
    stock_quantity: 10,
    weight: '0.18',
    image: { id: 7 },
  });
  const body = variationBody(plain!, { currency: 'EUR', weightUnit: 'g' });
  assert.deepEqual([body.regular_price, body.sale_price, body.weight, 'image' in body], ['21.99', '', '180', false]);
  assert.equal(weightIn(453.59237, 'lbs'), '1');
});

test('batches hold at most 100 items of create, update and delete together', () => {
  const batches = batchesOf({ create: Array.from({ length: 150 }, (_, i) => ({ i })), update: [{ id: 1 }], delete: [5, 6] });
  assert.deepEqual(batches.map((b) => [b.create.length, b.update.length, b.delete.length]), [[100, 0, 0], [50, 1, 2]]);
  assert.deepEqual(batchesOf({ create: [], update: [], delete: [] }), []);
});
