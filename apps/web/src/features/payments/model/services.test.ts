import assert from 'node:assert/strict';
import { test } from 'node:test';
import { attachmentList, savedChoice } from './services.ts';

const line = (kkItemId: number, kkOrderId: string) => ({ kkItemId, kkOrderId }) as never;
const order = { kkOrderIds: ['KK1', 'KK2'], orderItems: [line(1, 'KK1'), line(2, 'KK2')] };

test('tags and bags go on every line, a card on every order', () => {
  assert.deepEqual(attachmentList(order, { Tags: 'TAG-WHITE', Cards: 'CARD-THANKS' }), [
    { kkOrderId: 'KK1', kkItemId: 1, skuCode: 'TAG-WHITE', type: 'Tags' },
    { kkOrderId: 'KK2', kkItemId: 2, skuCode: 'TAG-WHITE', type: 'Tags' },
    { kkOrderId: 'KK1', skuCode: 'CARD-THANKS', type: 'Cards' },
    { kkOrderId: 'KK2', skuCode: 'CARD-THANKS', type: 'Cards' },
  ]);
});

test('no choice saves an empty list (clears the services)', () => {
  assert.deepEqual(attachmentList(order, {}), []);
});

test('saved services read back as the first option of each type', () => {
  assert.deepEqual(savedChoice([{ type: 'Bags', skuCode: 'BAG-CLEAR' }, { type: 'Bags', skuCode: 'BAG-FROSTED' }, { type: 'Cards', skuCode: 'CARD-THANKS' }]), {
    Bags: 'BAG-CLEAR',
    Cards: 'CARD-THANKS',
  });
});
