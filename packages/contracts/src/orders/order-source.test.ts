import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { orderSourceFilter, sourceName, sourceOf, storedPlatformOf, storeOrderIncome } from './order-source.ts';

describe('store order income', () => {
  it('profit is the sale price less what the seller pays us', () => {
    assert.deepEqual(storeOrderIncome({ saleCents: 4999, totalCents: 2150, refundedCents: 0 }), { sale: 4999, cost: 2150, profit: 2849 });
  });

  it('a sale below the cost is a loss, shown as a negative profit', () => {
    assert.deepEqual(storeOrderIncome({ saleCents: 1000, totalCents: 2150, refundedCents: 0 }), { sale: 1000, cost: 2150, profit: -1150 });
  });

  it('refunds lower the cost, never below nothing', () => {
    assert.equal(storeOrderIncome({ saleCents: 3000, totalCents: 2000, refundedCents: 500 }).profit, 1500);
    assert.equal(storeOrderIncome({ saleCents: 3000, totalCents: 2000, refundedCents: 2000 }).cost, 0);
    assert.equal(storeOrderIncome({ saleCents: 3000, totalCents: 2000, refundedCents: 9999 }).cost, 0);
  });
});

describe('order source', () => {
  it('translates stored platform codes to the spec codes and back', () => {
    assert.equal(sourceOf('shopify'), 'SP');
    assert.equal(sourceOf('temu'), 'PD');
    assert.equal(sourceOf('KA'), 'KA');
    assert.equal(storedPlatformOf('SP'), 'shopify');
    assert.equal(storedPlatformOf('KA'), 'KA');
    assert.equal(storedPlatformOf('XX'), undefined);
    assert.equal(sourceName('KA'), 'Threadway');
    assert.equal(sourceName('WC'), 'WooCommerce');
  });

  it('the platform filter takes spec codes in any case or our codes, blank for all, nothing else', () => {
    assert.equal(orderSourceFilter.parse('sp'), 'SP');
    assert.equal(orderSourceFilter.parse('tiktok-shop'), 'TT');
    assert.equal(orderSourceFilter.parse(' KA '), 'KA');
    assert.equal(orderSourceFilter.parse(''), undefined);
    assert.equal(orderSourceFilter.safeParse('XX').success, false);
    assert.equal(orderSourceFilter.safeParse(7).success, false);
  });
});
