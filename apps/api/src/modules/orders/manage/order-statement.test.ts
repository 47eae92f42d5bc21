import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { orderStatement, type StatementInput } from './order-statement.ts';

const base: StatementInput = {
  kkOrderId: 'KK26010150001',
  itemSubtotalCents: 3000,
  activityDiscountCents: 300,
  promoCodeCents: 200,
  couponCents: 100,
  shippingCents: 500,
  totalCents: 2900,
  refundedCents: 0,
  paid: true,
  saleCents: null,
  lines: [
    { skuCode: 'A', productName: 'Tee', quantity: 2, purchasePriceCents: 1000 },
    { skuCode: 'B', productName: 'Skirt', quantity: 1, purchasePriceCents: 1000 },
  ],
};

describe('order statement', () => {
  it('lists lines at their prices and carries the order totals', () => {
    const statement = orderStatement(base);
    assert.deepEqual(statement.lines.map((l) => l.subtotal), [2000, 1000]);
    assert.equal(statement.lines.reduce((sum, l) => sum + l.subtotal, 0), statement.itemSubtotal);
    assert.equal(statement.totalAmount, 2900);
    assert.equal(statement.netAmount, 2900);
  });

  it('a mall order has no profit (no sale price)', () => {
    const statement = orderStatement(base);
    assert.equal(statement.saleAmount, null);
    assert.equal(statement.profit, null);
  });

  it('a store order: sale, our cost (total less refunds) and the profit, a loss shown negative', () => {
    const statement = orderStatement({ ...base, saleCents: 5000 });
    assert.deepEqual([statement.saleAmount, statement.costAmount, statement.profit], [5000, 2900, 2100]);
    assert.equal(orderStatement({ ...base, saleCents: 5000, refundedCents: 900 }).profit, 3000);
    assert.equal(orderStatement({ ...base, saleCents: 2000 }).profit, -900);
  });

  it('an unpaid store order still costs its total', () => {
    assert.equal(orderStatement({ ...base, paid: false, saleCents: 5000 }).profit, 2100);
  });

  it('an unpaid order counts no payment; refunds never make the net negative', () => {
    assert.equal(orderStatement({ ...base, paid: false }).netAmount, 0);
    assert.equal(orderStatement({ ...base, refundedCents: 2900 }).netAmount, 0);
  });
});
