import assert from 'node:assert/strict';
import { test } from 'node:test';
import { groupBag, groupByWarehouse, selectionConflict, warehouseCountry } from './warehouse-groups.ts';

test('both China warehouses are China', () => {
  assert.equal(warehouseCountry('CN_S'), 'CN');
  assert.equal(warehouseCountry('CN_N'), 'CN');
  assert.equal(warehouseCountry('GB'), 'GB');
  assert.equal(warehouseCountry('XX'), 'XX');
});

test('drawer groups: China first and merged, then spec order, items in their order', () => {
  const items = [
    { id: 1, warehouseCode: 'DE' },
    { id: 2, warehouseCode: 'US' },
    { id: 3, warehouseCode: 'CN_N' },
    { id: 4, warehouseCode: 'CN_S' },
    { id: 5, warehouseCode: 'DE' },
  ];
  const groups = groupByWarehouse(items);
  assert.deepEqual(
    groups.map((g) => [g.countryCode, g.warehouseCode, g.items.map((i) => i.id)]),
    [
      ['CN', 'CN_S', [3, 4]],
      ['US', 'US', [2]],
      ['DE', 'DE', [1, 5]],
    ],
  );
  assert.deepEqual(groupByWarehouse([]), []);
});

test('bag groups products, then colours, then sizes in size order', () => {
  const item = (warehouseCode: string, kkProductId: string, colour: string, size: string) => ({ warehouseCode, kkProductId, colour, size });
  const bag = groupBag([
    item('US', 'P2', 'Red', 'M'),
    item('CN_S', 'P1', 'Blue', 'XL'),
    item('CN_S', 'P1', 'Blue', 'S'),
    item('CN_N', 'P1', 'Red', 'L'),
    item('CN_S', 'P3', 'Black', 'One Size'),
    item('CN_S', 'P1', 'Blue', 'XXS'),
  ]);
  assert.deepEqual(
    bag.map((g) => ({
      tab: g.countryCode,
      count: g.items.length,
      products: g.products.map((p) => [p.kkProductId, p.colours.map((c) => [c.colour, c.sizes.map((s) => s.size)])]),
    })),
    [
      {
        tab: 'CN',
        count: 5,
        products: [
          ['P1', [['Blue', ['XXS', 'S', 'XL']], ['Red', ['L']]]],
          ['P3', [['Black', ['One Size']]]],
        ],
      },
      { tab: 'US', count: 1, products: [['P2', [['Red', ['M']]]]] },
    ],
  );
});

test('only one warehouse at a time, China counting as one', () => {
  assert.equal(selectionConflict([], 'US'), false);
  assert.equal(selectionConflict(['US', 'US'], 'US'), false);
  assert.equal(selectionConflict(['CN_S'], 'CN_N'), false);
  assert.equal(selectionConflict(['CN_S'], 'US'), true);
  assert.equal(selectionConflict(['GB'], 'DE'), true);
});
