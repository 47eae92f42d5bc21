import assert from 'node:assert/strict';
import { test } from 'node:test';
import { garmentType, sizeChart } from './size-chart.ts';

test('the garment type comes from the most specific category, then the name', () => {
  assert.equal(garmentType(['Maxi Dresses', 'Women']), 'dress');
  assert.equal(garmentType(['women-jeans', 'Jeans']), 'bottom');
  assert.equal(garmentType(['T-Shirts', 'Tops']), 'top');
  assert.equal(garmentType(['Sets', 'Wide-leg pants set']), 'bottom');
});

test('rows follow the sizes given, graded from M; unknown sizes have no row', () => {
  const rows = sizeChart('bottom', ['S', 'M', 'L', 'One Size'], 'cm');
  assert.deepEqual(rows.map((r) => r.size), ['S', 'M', 'L']);
  assert.deepEqual([rows[0]!.values.waist, rows[1]!.values.waist, rows[2]!.values.waist], [66, 70, 74]);
  assert.equal(sizeChart('bottom', ['M'], 'in')[0]!.values.waist, 27.6);
});
