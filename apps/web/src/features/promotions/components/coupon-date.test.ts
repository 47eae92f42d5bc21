import assert from 'node:assert/strict';
import { test } from 'node:test';
import { couponDate } from './coupon-date.ts';

test('MM/DD/YYYY from an ISO time or epoch ms', () => {
  assert.equal(couponDate('2026-03-07T12:00:00'), '03/07/2026');
  assert.equal(couponDate(new Date(2026, 10, 21, 9).getTime()), '11/21/2026');
});

test('an unreadable date shows a dash', () => {
  assert.equal(couponDate('soon'), '-');
});
