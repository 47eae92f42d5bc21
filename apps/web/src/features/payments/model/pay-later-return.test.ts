import assert from 'node:assert/strict';
import { test } from 'node:test';
import { rememberPaymentQuery, takePaymentQuery } from './pay-later-return.ts';

const memory = () => {
  const values = new Map<string, string>();
  return { getItem: (k: string) => values.get(k) ?? null, setItem: (k: string, v: string) => void values.set(k, v), removeItem: (k: string) => void values.delete(k) };
};

test('the payment query kept before the application comes back once, whole', () => {
  const storage = memory();
  rememberPaymentQuery(storage, new URLSearchParams({ kkOrderId: 'KK123', warehouseName: 'United States', weightTotal: '300' }));
  assert.equal(takePaymentQuery(storage)?.toString(), 'kkOrderId=KK123&warehouseName=United+States&weightTotal=300');
  assert.equal(takePaymentQuery(storage), null);
});

test('a query without an order is neither kept nor given back', () => {
  const storage = memory();
  rememberPaymentQuery(storage, new URLSearchParams({ weightTotal: '300' }));
  assert.equal(takePaymentQuery(storage), null);
  storage.setItem('tw_paylater_return', 'warehouseName=US');
  assert.equal(takePaymentQuery(storage), null);
});
