import assert from 'node:assert/strict';
import { test } from 'node:test';
import { applyPriceRule, multiplierNeedsWarning, priceFromCost, profitOf, storePrice, suggestedPrice, yourPrice } from './price-rules.ts';

test('suggested price = original × (1 + markup) + freight, or original + profit + freight', () => {
  assert.equal(suggestedPrice(1000, { kind: 'margin', percent: 50 }, 300), 1800);
  assert.equal(suggestedPrice(1999, { kind: 'margin', percent: 15 }, 0), 2299, '22.9885 rounds half up to 22.99');
  assert.equal(suggestedPrice(1000, { kind: 'margin', percent: 15.5 }, 0), 1155);
  assert.equal(suggestedPrice(1000, { kind: 'profit', cents: 450 }, 300), 1750);
});

test('price from cost: the shipping cost only when including freight', () => {
  assert.equal(priceFromCost(800, { kind: 'margin', percent: 100 }, 250, true), 1850);
  assert.equal(priceFromCost(800, { kind: 'margin', percent: 100 }, 250, false), 1600);
  assert.equal(priceFromCost(800, { kind: 'profit', cents: 500 }, 250, true), 1550);
});

test('store price = suggested × multiplier + shipping; your price = price × factor', () => {
  assert.equal(storePrice(1299, 2.5, 400), 3648, '32.475 → 32.48, + 4.00');
  assert.equal(storePrice(1000, 1, 0), 1000);
  assert.equal(yourPrice(1000, 0.9), 900);
  assert.equal(yourPrice(105, 0.5), 53, 'half a cent rounds up');
});

test('profit and margin of a price', () => {
  assert.deepEqual(profitOf(2000, 1000, 300), { profitCents: 700, marginPercent: 35 });
  assert.deepEqual(profitOf(0, 100, 0), { profitCents: -100, marginPercent: 0 });
});

test('a price rule picks its formula by base', () => {
  const sku = { suggestedCents: 1000, costCents: 600, shippingCents: 200 };
  assert.equal(applyPriceRule({ base: 'suggestedPrice', multiplier: 2, profit: { kind: 'margin', percent: 0 }, includeShipping: true }, sku), 2200);
  assert.equal(applyPriceRule({ base: 'suggestedPrice', multiplier: 2, profit: { kind: 'margin', percent: 0 }, includeShipping: false }, sku), 2000);
  assert.equal(applyPriceRule({ base: 'productCost', multiplier: 9, profit: { kind: 'margin', percent: 50 }, includeShipping: true }, sku), 1100);
  assert.equal(applyPriceRule({ base: 'productCost', multiplier: 9, profit: { kind: 'profit', cents: 300 }, includeShipping: false }, sku), 900);
});

test('a multiplier above 20 asks for confirmation', () => {
  assert.equal(multiplierNeedsWarning(20), false);
  assert.equal(multiplierNeedsWarning(20.01), true);
});
