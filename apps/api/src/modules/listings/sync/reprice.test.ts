import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { PriceRule } from '@threadway/contracts';
import { repriced } from './reprice.ts';

const byCost = (percent: number): PriceRule => ({ base: 'productCost', multiplier: 1, profit: { kind: 'margin', percent }, includeShipping: true });
const bySuggested = (multiplier: number, includeShipping = false): PriceRule => ({ base: 'suggestedPrice', multiplier, profit: { kind: 'margin', percent: 0 }, includeShipping });

test('a cost rise re-applies the rule: cost × (1 + margin) + shipping', () => {
  assert.deepEqual(repriced(byCost(50), { costCents: 1200, shippingCents: 300, suggestedCents: 2000, priceCents: 1800 }), { priceCents: 2100, needsApproval: false });
});

test('an unchanged price is no change', () => {
  assert.equal(repriced(byCost(50), { costCents: 1000, shippingCents: 300, suggestedCents: 2000, priceCents: 1800 }), undefined);
});

test('a new price below cost plus shipping waits for approval', () => {
  // Suggested price × 0.5 without shipping: 1000, while cost + shipping is 1500.
  assert.deepEqual(repriced(bySuggested(0.5), { costCents: 1200, shippingCents: 300, suggestedCents: 2000, priceCents: 2600 }), { priceCents: 1000, needsApproval: true });
  // Exactly cost plus shipping is not below it.
  assert.deepEqual(repriced(bySuggested(0.75), { costCents: 1200, shippingCents: 300, suggestedCents: 2000, priceCents: 2600 }), { priceCents: 1500, needsApproval: false });
});
