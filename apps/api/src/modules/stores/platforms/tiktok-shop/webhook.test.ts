import assert from 'node:assert/strict';
import { test } from 'node:test';
import { readTikTokPush } from './webhook.ts';

const push = (body: unknown) => Buffer.from(JSON.stringify(body));

test('reads the shop and the event of a push', () => {
  assert.deepEqual(readTikTokPush(push({ type: 6, tts_notification_id: '7327', shop_id: '7494', timestamp: 1_780_000_000, data: { message: 'Shop_id 7494 is deauthorized from your APP by merchant.' } })), {
    event: 'SELLER_DEAUTHORIZATION',
    type: 6,
    shopId: '7494',
    notificationId: '7327',
    data: { message: 'Shop_id 7494 is deauthorized from your APP by merchant.' },
  });
  assert.equal(readTikTokPush(push({ type: 1, shop_id: '7494', timestamp: 1, data: { order_id: '5764' } }))?.event, 'ORDER_STATUS_CHANGE');
  assert.equal(readTikTokPush(push({ type: 11, shop_id: '7494', timestamp: 1, data: { order_id: '5764', cancel_id: '4035' } }))?.event, 'CANCELLATION_STATUS_CHANGE');
  assert.equal(readTikTokPush(push({ type: 4, shop_id: '7494', timestamp: 1 }))?.event, 'OTHER');
});

test('anything else is not a push', () => {
  assert.equal(readTikTokPush(Buffer.from('not json')), null);
  assert.equal(readTikTokPush(push({ type: 'x', shop_id: '7494', timestamp: 1 })), null);
  assert.equal(readTikTokPush(push({ type: 1, timestamp: 1 })), null);
});
