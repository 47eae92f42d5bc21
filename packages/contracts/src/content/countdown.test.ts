import assert from 'node:assert/strict';
import { test } from 'node:test';
import { countdownParts } from './countdown.ts';

test('breaks the time left into days, hours, minutes and seconds', () => {
  const now = Date.UTC(2026, 10, 21, 12, 0, 0);
  const parts = countdownParts(now + ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000 + 999, now);
  assert.deepEqual(parts, { expired: false, days: 2, hours: 3, minutes: 4, seconds: 5, clock: '03:04:05' });
});

test('stops at zero once the end has passed', () => {
  const now = 1_000_000;
  assert.deepEqual(countdownParts(now - 5000, now), { expired: true, days: 0, hours: 0, minutes: 0, seconds: 0, clock: '00:00:00' });
  assert.equal(countdownParts(now + 999, now).expired, true, 'less than a second left shows as expired');
  assert.equal(countdownParts(now + 1000, now).expired, false);
});
