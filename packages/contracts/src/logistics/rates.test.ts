import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { bracketFor, channelDeliveryTime, freightFor } from './rates.ts';

const brackets = [
  { maxWeightGrams: 2000, priceCents: 1500 },
  { maxWeightGrams: 500, priceCents: 700 },
  { maxWeightGrams: 30_000, priceCents: 9900 },
  { maxWeightGrams: 1000, priceCents: 1000 },
];

describe('rate selection', () => {
  test('the lightest bracket that holds the parcel applies, whatever order they are stored in', () => {
    assert.equal(freightFor(brackets, 1), 700);
    assert.equal(freightFor(brackets, 500), 700, 'a bracket includes its maximum');
    assert.equal(freightFor(brackets, 501), 1000);
    assert.equal(freightFor(brackets, 1999), 1500);
    assert.equal(freightFor(brackets, 2001), 9900);
    assert.equal(bracketFor(brackets, 30_000)?.maxWeightGrams, 30_000);
  });
  test('heavier than the last bracket: the channel cannot carry it', () => {
    assert.equal(freightFor(brackets, 30_001), null);
    assert.equal(bracketFor([], 1), undefined);
  });
});

describe('channel delivery time', () => {
  test("the route's time of spec 9 moved by the channel's extra days", () => {
    assert.equal(channelDeliveryTime('CN', 'US', { extraMinDays: 0, extraMaxDays: 0 }), '7~10');
    assert.equal(channelDeliveryTime('CN', 'US', { extraMinDays: -2, extraMaxDays: -3 }), '5~7');
    assert.equal(channelDeliveryTime('CN', 'JP', { extraMinDays: 2, extraMaxDays: 5 }), '12~25');
    assert.equal(channelDeliveryTime('DE', 'DE', { extraMinDays: 0, extraMaxDays: 0 }), '3~7');
  });
  test('never below one day, and the maximum never below the minimum', () => {
    assert.equal(channelDeliveryTime('US', 'US', { extraMinDays: -5, extraMaxDays: -5 }), '1~2');
    assert.equal(channelDeliveryTime('US', 'US', { extraMinDays: -9, extraMaxDays: -9 }), '1~1');
    assert.equal(channelDeliveryTime('US', 'US', { extraMinDays: 6, extraMaxDays: 0 }), '9~9');
  });
});
