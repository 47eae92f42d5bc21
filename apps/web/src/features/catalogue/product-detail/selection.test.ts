import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { ProductDetail, SkuDetail } from '@threadway/contracts';
import { chosenLines, clampQuantity, initialSelection, maxQuantity, reconcile, sizesOf, stockFor } from './selection.ts';

const sku = (colour: string, size: string, stock: Record<string, number>, status = 1): SkuDetail => ({
  skuCode: `${colour}-${size}`,
  colour,
  colourHex: null,
  size,
  price: 1000,
  originalPrice: 1200,
  weightGrams: 200,
  status,
  imageUrl: null,
  stock,
});

function product(skus: SkuDetail[], minOrderQuantity: number | null = null): ProductDetail {
  const colours = [...new Set(skus.map((s) => s.colour))].map((name) => ({ name, hex: null, imageUrl: null }));
  return {
    kkProductId: 'P1', itemNo: 'I1', name: 'Tee', mainImageUrl: null, price: 1000, originalPrice: 1200, discountPercent: null, discountPrice: null, discountType: null,
    endTime: null, inventory: 0, sales: 0, warehouses: [], supplierRank: 'B', productType: 1, minOrderQuantity, colours, seoPath: '/product-detail/t/tee', categoryId: 1,
    fabric: null, description: '', categoryPath: [], images: [], attributes: {}, processingTime: '1~3', packingSize: null, weightGrams: 200, status: 1,
    sizes: ['S', 'M', 'L'], skus, rating: { average: 0, count: 0 }, isFavorite: false, limitedForGuest: false,
    shipFrom: [
      { warehouseCode: 'CN_S', country: 'CN', stock: 1 },
      { warehouseCode: 'US', country: 'US', stock: 1 },
    ],
  };
}

const tee = product([
  sku('Black', 'S', { CN_S: 0, US: 4 }),
  sku('Black', 'M', { CN_S: 30, US: 0 }),
  sku('Black', 'L', { CN_S: 9 }, 0),
  sku('Red', 'M', { US: 7 }),
]);

describe('opening choice', () => {
  test('?color= and ?warehouse= (a code or a country) preselect; the first size on sale there follows', () => {
    assert.deepEqual(initialSelection(tee, { colour: 'black', warehouse: 'US' }), { colour: 'Black', warehouseCode: 'US', size: 'S' });
    assert.deepEqual(initialSelection(tee, { colour: null, warehouse: 'CN' }), { colour: 'Black', warehouseCode: 'CN_S', size: 'M' });
  });
  test('without hints: the first colour and the first warehouse holding it', () => {
    assert.deepEqual(initialSelection(tee, { colour: 'Red', warehouse: null }), { colour: 'Red', warehouseCode: 'US', size: 'M' });
  });
});

describe('pickers follow each other', () => {
  test("sizes are the colour's, available by the warehouse's stock; a size not on sale is never available", () => {
    assert.deepEqual(sizesOf(tee, 'Black', 'CN_S').map((s) => [s.size, s.available]), [['S', false], ['M', true], ['L', false]]);
    assert.deepEqual(sizesOf(tee, 'Red', 'US').map((s) => s.size), ['M']);
  });
  test('a new colour with no stock in the warehouse moves the warehouse, unless it is pinned', () => {
    assert.deepEqual(reconcile(tee, { colour: 'Red', size: 'M', warehouseCode: 'CN_S' }, true), { colour: 'Red', size: 'M', warehouseCode: 'US' });
    assert.deepEqual(reconcile(tee, { colour: 'Red', size: 'M', warehouseCode: 'CN_S' }, false), { colour: 'Red', size: null, warehouseCode: 'CN_S' });
  });
  test('a warehouse without the chosen size moves the size to one it has', () => {
    assert.deepEqual(reconcile(tee, { colour: 'Black', size: 'M', warehouseCode: 'US' }, false), { colour: 'Black', size: 'S', warehouseCode: 'US' });
  });
  test('warehouse stock shows the chosen SKU, or the whole colour before a size is chosen', () => {
    assert.equal(stockFor(tee, { colour: 'Black', size: 'S', warehouseCode: null }, 'US'), 4);
    assert.equal(stockFor(tee, { colour: 'Black', size: null, warehouseCode: null }, 'CN_S'), 30);
  });
});

describe('quantity (spec 5)', () => {
  test('stops at the stock of the SKU in the warehouse and says so', () => {
    const max = maxQuantity(tee, { colour: 'Black', size: 'M', warehouseCode: 'CN_S' });
    assert.equal(max, 30);
    assert.deepEqual(clampQuantity(31, max), { quantity: 30, clamped: true });
    assert.deepEqual(clampQuantity(0, max), { quantity: 1, clamped: false });
    assert.deepEqual(clampQuantity(2.7, max), { quantity: 2, clamped: false });
  });
  test('packs: every size of the colour, the most whole packs the warehouse can fill', () => {
    const packed = product([sku('Blue', 'S', { CN_S: 10 }), sku('Blue', 'M', { CN_S: 7 }), sku('Blue', 'L', { CN_S: 20 })], 3);
    const selection = { colour: 'Blue', size: null, warehouseCode: 'CN_S' };
    assert.equal(maxQuantity(packed, selection), 2);
    assert.deepEqual(chosenLines(packed, selection, 2).map((l) => [l.sku.size, l.quantity]), [['S', 6], ['M', 6], ['L', 6]]);
  });
});
