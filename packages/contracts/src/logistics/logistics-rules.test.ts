import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { dedupeByGrade, defaultChannel, fastestChannel, orderWeight, parseDeliveryTime, type Channel } from './channels.ts';
import { deliveryDays, formatDeliveryTime } from './shipping-times.ts';

const channel = (channelCode: string, agingGrade: Channel['agingGrade'], estimatedFreight: number, deliveryTime = '5~10'): Channel => ({
  channelCode,
  channelNameEn: channelCode,
  agingGrade,
  deliveryTime,
  estimatedFreight,
});

describe('channel selection (spec 7)', () => {
  test('one channel per grade, the cheapest, in the order offered', () => {
    const offered = [channel('s1', 'Standard', 900), channel('e1', 'Express', 2500), channel('s2', 'Standard', 700), channel('e2', 'Express', 2500)];
    assert.deepEqual(dedupeByGrade(offered).map((c) => c.channelCode), ['e1', 's2']);
  });
  test('default: Express, else Standard, else Expedited, else the first', () => {
    assert.equal(defaultChannel([channel('s', 'Standard', 1), channel('x', 'Express', 9)])?.channelCode, 'x');
    assert.equal(defaultChannel([channel('d', 'Expedited', 1), channel('s', 'Standard', 9)])?.channelCode, 's');
    assert.equal(defaultChannel([channel('d', 'Expedited', 1)])?.channelCode, 'd');
    assert.equal(defaultChannel([]), undefined);
  });
  test("the drawer's shipping dialog picks the fewest minimum days", () => {
    const offered = [channel('slow', 'Standard', 1, '10~20'), channel('fast', 'Express', 9, '3~7'), channel('mid', 'Expedited', 5, '5~10')];
    assert.equal(fastestChannel(offered)?.channelCode, 'fast');
    assert.equal(fastestChannel([channel('odd', 'Standard', 1, 'soon')])?.channelCode, 'odd');
  });
  test("delivery times are 'min~max'", () => {
    assert.deepEqual(parseDeliveryTime('3~7'), { min: 3, max: 7 });
    assert.equal(parseDeliveryTime('7~3'), null);
    assert.equal(parseDeliveryTime('3-7'), null);
  });
});

describe('order weight (spec 5)', () => {
  test('sum of package weight x quantity; above 30 000 g is overweight', () => {
    assert.deepEqual(orderWeight([{ packageWeight: 250, num: 120 }]), { grams: 30_000, overweight: false });
    assert.deepEqual(orderWeight([{ packageWeight: 250, num: 120 }, { packageWeight: 1, num: 1 }]), { grams: 30_001, overweight: true });
  });
});

describe('shipping times (spec 9)', () => {
  const days = (from: string, to: string) => formatDeliveryTime(deliveryDays(from, to));
  test('to the US', () => {
    assert.equal(days('US', 'US'), '3~7');
    assert.equal(days('CN', 'US'), '7~10');
    assert.equal(days('DE', 'US'), '7~10');
  });
  test('to Western Europe', () => {
    assert.equal(days('DE', 'FR'), '3~7');
    assert.equal(days('DE', 'DE'), '3~7');
    assert.equal(days('CN', 'FR'), '8~11');
    assert.equal(days('US', 'NL'), '8~11');
    assert.equal(days('CN', 'GB'), '8~11');
  });
  test('the UK at home, and everywhere else', () => {
    assert.equal(days('GB', 'GB'), '3~7');
    assert.equal(days('CN', 'JP'), '10~20');
    assert.equal(days('CN', 'BR'), '10~20');
  });
});
