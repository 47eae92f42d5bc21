import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Channel } from '@threadway/contracts';
import { defaultOption, deliveryOptions } from './delivery.ts';

const channel = (channelCode: string, agingGrade: Channel['agingGrade'], estimatedFreight: number): Channel => ({
  channelCode,
  channelNameEn: channelCode,
  agingGrade,
  deliveryTime: '5~9',
  estimatedFreight,
});

test('one warehouse: the cheapest channel per grade, Express by default', () => {
  const options = deliveryOptions([{ code: 10000, warehouseCode: 'CN_S', data: [channel('a', 'Standard', 900), channel('b', 'Express', 2000), channel('c', 'Standard', 700)] }], ['CN_S']);
  assert.deepEqual(
    options?.map((o) => [o.agingGrade, o.estimatedFreight, o.channels.CN_S?.channelCode]),
    [
      ['Express', 2000, 'b'],
      ['Standard', 700, 'c'],
    ],
  );
  assert.equal(defaultOption(options!)?.agingGrade, 'Express');
});

test("China's two warehouses: grades both offer, freight added up", () => {
  const options = deliveryOptions(
    [
      { code: 10000, warehouseCode: 'CN_S', data: [channel('a', 'Standard', 500), channel('b', 'Express', 1500)] },
      { code: 10000, warehouseCode: 'CN_N', data: [channel('c', 'Standard', 600)] },
    ],
    ['CN_S', 'CN_N'],
  );
  assert.deepEqual(options?.map((o) => [o.agingGrade, o.estimatedFreight]), [['Standard', 1100]]);
  assert.equal(options?.[0]?.channels.CN_N?.channelCode, 'c');
});

test('a refused or missing warehouse answer is a logistics error', () => {
  assert.equal(deliveryOptions([{ code: 40001, warehouseCode: 'US', data: [] }], ['US']), null);
  assert.equal(deliveryOptions([], ['US']), null);
  assert.equal(deliveryOptions([], []), null);
});
