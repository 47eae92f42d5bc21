import assert from 'node:assert/strict';
import { test } from 'node:test';
import { tshirtPayload } from '../publishing/testing.ts';
import { picturesOf, tiktokProductBody } from './listing.ts';

const payload = () => tshirtPayload('https://img.example', { categoryId: '824329', currency: 'GBP' });
const uris = (urls: string[]) => new Map(urls.map((url, i) => [url, `tos/${i}`]));

test('a listing as a 202309 product body: uploaded uris, Color first with its picture, Size, price and list price, stock at the warehouse, weight in kg', () => {
  const p = payload();
  const body = tiktokProductBody(p, { uris: uris(picturesOf(p)), warehouseId: 'W1' });
  assert.equal(body.category_id, '824329');
  assert.equal(body.save_mode, 'LISTING');
  assert.deepEqual(body.main_images, [{ uri: 'tos/0' }, { uri: 'tos/1' }]);
  assert.deepEqual(body.package_weight, { value: '0.18', unit: 'KILOGRAM' });
  assert.deepEqual(body.skus[0], {
    seller_sku: 'TW-TEE-RED-S',
    sales_attributes: [{ name: 'Color', value_name: 'Red', sku_img: { uri: 'tos/2' } }, { name: 'Size', value_name: 'S' }],
    price: { amount: '19.99', currency: 'GBP' },
    list_price: { amount: '29.99', currency: 'GBP' },
    inventory: [{ warehouse_id: 'W1', quantity: 10 }],
  });
  assert.equal('list_price' in body.skus[2]!, false, 'no compare-at, no list price');
});

test('an edit names the SKU ids TikTok knows (given, else by seller SKU); hidden is saved as a draft; at most 9 main pictures', () => {
  const p = { ...payload(), active: false, images: Array.from({ length: 12 }, (_, i) => `https://img.example/${i}.png`) };
  p.variants[0]!.platformVariantId = 'S-1';
  p.variants[2]!.platformVariantId = 'S-GONE';
  const body = tiktokProductBody(p, { uris: uris(picturesOf(p)), warehouseId: 'W1', skuIds: new Map([['TW-TEE-RED-S', 'S-1'], ['TW-TEE-BLUE-S', 'S-2']]) });
  assert.equal(body.save_mode, 'AS_DRAFT');
  assert.deepEqual(body.skus.map((s) => ('id' in s ? s.id : null)), ['S-1', 'S-2', null, null], 'an id TikTok no longer has is left out');
  assert.equal(body.main_images.length, 9);
  assert.equal(picturesOf(p).length, 11, '9 main pictures and the 2 colour pictures');
});
