import assert from 'node:assert/strict';
import { test } from 'node:test';
import { billNumberOf, dueDateOf, lastClosedPeriod, periodOf, statementDateOf } from './statement-period.ts';

const iso = (date: Date) => date.toISOString();

test('periods are the 1st-15th and the 16th-end of month in UTC', () => {
  assert.deepEqual(Object.values(periodOf(new Date('2025-03-01T00:00:00Z'))).map(iso), ['2025-03-01T00:00:00.000Z', '2025-03-16T00:00:00.000Z']);
  assert.deepEqual(Object.values(periodOf(new Date('2025-03-15T23:59:59.999Z'))).map(iso), ['2025-03-01T00:00:00.000Z', '2025-03-16T00:00:00.000Z']);
  assert.deepEqual(Object.values(periodOf(new Date('2025-03-16T00:00:00Z'))).map(iso), ['2025-03-16T00:00:00.000Z', '2025-04-01T00:00:00.000Z']);
  assert.deepEqual(Object.values(periodOf(new Date('2024-02-29T12:00:00Z'))).map(iso), ['2024-02-16T00:00:00.000Z', '2024-03-01T00:00:00.000Z']);
  assert.deepEqual(Object.values(periodOf(new Date('2025-12-31T23:00:00Z'))).map(iso), ['2025-12-16T00:00:00.000Z', '2026-01-01T00:00:00.000Z']);
});

test('the last closed period is the one before now, across months and years', () => {
  assert.equal(iso(lastClosedPeriod(new Date('2025-03-16T00:00:00Z')).start), '2025-03-01T00:00:00.000Z');
  assert.equal(iso(lastClosedPeriod(new Date('2025-03-10T08:00:00Z')).start), '2025-02-16T00:00:00.000Z');
  assert.equal(iso(lastClosedPeriod(new Date('2025-01-03T08:00:00Z')).end), '2025-01-01T00:00:00.000Z');
  assert.equal(iso(lastClosedPeriod(new Date('2025-01-03T08:00:00Z')).start), '2024-12-16T00:00:00.000Z');
});

test('a parcel is billed when its period closes; the bill is due 30 days later', () => {
  assert.equal(iso(statementDateOf(new Date('2025-05-20T10:00:00Z'))), '2025-06-01T00:00:00.000Z');
  assert.equal(iso(dueDateOf(new Date('2025-06-01T00:00:00Z'))), '2025-07-01T00:00:00.000Z');
});

test('bill numbers name the period and the seller', () => {
  assert.equal(billNumberOf(42, new Date('2025-03-16T00:00:00Z')), 'BL2025031642');
});
