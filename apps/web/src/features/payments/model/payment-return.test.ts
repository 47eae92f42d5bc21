import assert from 'node:assert/strict';
import { test } from 'node:test';
import { peekPaymentQuery, rememberPaymentQuery, takePaymentQuery } from './payment-return.ts';

const memory = () => {
  const values = new Map<string, string>();
  return { getItem: (k: string) => values.get(k) ?? null, setItem: (k: string, v: string) => void values.set(k, v), removeItem: (k: string) => void values.delete(k) };
};

test('the payment query kept before the application comes back once, whole', () => {
  const storage = memory();
  rememberPaymentQuery(storage, new URLSearchParams({ kkOrderId: 'KK123', warehouseName: 'United States', weightTotal: '300' }), 'payLater');
  assert.equal(takePaymentQuery(storage, 'payLater')?.toString(), 'kkOrderId=KK123&warehouseName=United+States&weightTotal=300');
  assert.equal(takePaymentQuery(storage, 'payLater'), null);
});

test('a query without an order is neither kept nor given back', () => {
  const storage = memory();
  rememberPaymentQuery(storage, new URLSearchParams({ weightTotal: '300' }), 'topUp');
  assert.equal(takePaymentQuery(storage, 'topUp'), null);
  storage.setItem('tw_paylater_return', 'warehouseName=US');
  assert.equal(takePaymentQuery(storage, 'payLater'), null);
});

test('an application left unfinished never sends a later top-up back to its order, nor the other way round', () => {
  const storage = memory();
  rememberPaymentQuery(storage, new URLSearchParams({ kkOrderId: 'KK1' }), 'payLater');
  assert.equal(takePaymentQuery(storage, 'topUp'), null);
  rememberPaymentQuery(storage, new URLSearchParams({ kkOrderId: 'KK2' }), 'topUp');
  assert.equal(takePaymentQuery(storage, 'topUp')?.get('kkOrderId'), 'KK2');
  assert.equal(takePaymentQuery(storage, 'payLater')?.get('kkOrderId'), 'KK1');
});

test('reading the way back leaves it for a second look (a return page loaded twice) until it is taken', () => {
  const storage = memory();
  rememberPaymentQuery(storage, new URLSearchParams({ kkOrderId: 'KK9' }), 'topUp');
  assert.equal(peekPaymentQuery(storage, 'topUp')?.get('kkOrderId'), 'KK9');
  assert.equal(peekPaymentQuery(storage, 'topUp')?.get('kkOrderId'), 'KK9');
  assert.equal(takePaymentQuery(storage, 'topUp')?.get('kkOrderId'), 'KK9');
  assert.equal(peekPaymentQuery(storage, 'topUp'), null);
});
