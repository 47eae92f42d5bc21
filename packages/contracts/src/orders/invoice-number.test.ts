import assert from 'node:assert/strict';
import { test } from 'node:test';
import { invoiceNumber } from './invoice-number.ts';

test('a paid order is invoiced under the year it was paid, dated that day', () => {
  const paidAt = new Date('2026-01-01T00:30:00Z');
  assert.deepEqual(invoiceNumber({ id: 50123, paidAt }), { number: 'INV-2026-00050123', proForma: false, date: paidAt });
});

test('an unpaid order gets a pro forma with no invoice date', () => {
  assert.deepEqual(invoiceNumber({ id: 7, paidAt: null }), { number: 'PF-00000007', proForma: true, date: null });
});
