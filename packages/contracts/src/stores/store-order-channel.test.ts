import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { AgingGrade, Channel } from '../logistics/channels.ts';
import { storeOrderChannel } from './store-order-channel.ts';

const channel = (channelCode: string, agingGrade: AgingGrade, estimatedFreight: number, deliveryTime = '7~12'): Channel => ({ channelCode, channelNameEn: channelCode, agingGrade, deliveryTime, estimatedFreight });
const offered = [
  channel('express-dear', 'Express', 3000, '3~5'),
  channel('express', 'Express', 2500, '3~6'),
  channel('standard', 'Standard', 900, '8~14'),
  channel('standard-plus', 'Standard', 1100, '6~10'),
  channel('economy', 'Expedited', 700, '12~20'),
];
const code = (...args: Parameters<typeof storeOrderChannel>) => storeOrderChannel(...args)?.channelCode;

describe('the channel of a store order (spec 2.4 default shipping method, 9.4)', () => {
  test('Standard, Express, Expedited: the cheapest channel of that grade', () => {
    assert.equal(code(offered, 'Standard'), 'standard');
    assert.equal(code(offered, 'Express'), 'express');
    assert.equal(code(offered, 'Expedited'), 'economy');
  });
  test('Faster: the quickest channel that is not Express', () => {
    assert.equal(code(offered, 'Faster'), 'standard-plus');
  });
  test("'original': the store order's method by name (any case), Express when it matches none or is missing", () => {
    assert.equal(code(offered, 'original', ' standard '), 'standard');
    assert.equal(code(offered, 'original', 'EXPEDITED'), 'economy');
    assert.equal(code(offered, 'original', 'Free shipping'), 'express');
    assert.equal(code(offered, 'original', undefined), 'express');
  });
  test('a grade the route lacks: Express, then the cheapest the route offers; nothing offered is undefined', () => {
    const domestic = [channel('ground', 'Standard', 400, '2~5'), channel('next-day', 'Express', 1200, '1~2')];
    assert.equal(code(domestic, 'Expedited'), 'next-day');
    assert.equal(code([channel('ground', 'Standard', 400)], 'Express'), 'ground');
    assert.equal(code([], 'Standard'), undefined);
  });
});
