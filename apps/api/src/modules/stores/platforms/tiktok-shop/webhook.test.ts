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

test("PRODUCT_STATUS_CHANGE (type 5) names the product, its digits kept though TikTok's example sends a number past 2^53", () => {
  const raw = '{"type":5,"tts_notification_id":"7327112393057371910","shop_id":"7494049642642441621","timestamp":1644412885,"data":{"product_id":576486316948490001,"status":"PRODUCT_FIRST_PASS_REVIEW","suspended_reason":"","update_time":1644412885}}';
  const read = readTikTokPush(Buffer.from(raw));
  assert.deepEqual([read?.event, read?.shopId, read?.productId], ['PRODUCT_STATUS_CHANGE', '7494049642642441621', '576486316948490001']);
  assert.equal(readTikTokPush(push({ type: 5, shop_id: '7494', timestamp: 1, data: { product_id: '1729', status: 'PRODUCT_AUDIT_FAILURE' } }))?.productId, '1729');
});

test('anything else is not a push', () => {
  assert.equal(readTikTokPush(Buffer.from('not json')), null);
  assert.equal(readTikTokPush(push({ type: 'x', shop_id: '7494', timestamp: 1 })), null);
  assert.equal(readTikTokPush(push({ type: 1, timestamp: 1 })), null);
});
