import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { test } from 'node:test';
import { isGenuineWebhook, requestSignature, signatureBase, webhookSignature } from './signing.ts';

// "Sign your API request" (TikTok Shop Partner Center): Get Authorized Shops with app_secret
// e59af819cc, app_key 29a39d, timestamp 1623812664 is signed b596b73e…; the doc prints it in its
// curl example and as the result of step 6.
test('signs the documented Get Authorized Shops example to the published sign', () => {
  const query = { app_key: '29a39d', timestamp: '1623812664', access_token: 'TTP_not_signed', sign: 'old' };
  assert.equal(signatureBase('/authorization/202309/shops', query), '/authorization/202309/shopsapp_key29a39dtimestamp1623812664');
  assert.equal(requestSignature('e59af819cc', '/authorization/202309/shops', query), 'b596b73e0cc6de07ac26f036364178ab16b0a907af13d43f0a0cd2345f582dc8');
});

// The public .NET SDK SKIT.FlurlHttpClient.ByteDance.TikTokGlobalShop pins this sign in its unit test
// TestCase_RequestSigningTests (GET /event/202309/webhooks with the doc's shop_cipher example).
test('signs a shop-scoped GET like an independent public SDK', () => {
  const query = { timestamp: '1696909648', shop_cipher: 'ROW_xkMbgAAAeVAQra0eZWebFQq5aIK', app_key: '68xu9ks5p4i8' };
  assert.equal(requestSignature('e59af819cc', '/event/202309/webhooks', query), 'ed58e1b5e59865c22a7b828c1cab65007441f43cc91a6cb2f2cdc638e0995a37');
});

// The doc prints the base string of an Update Shop Webhook call (body appended raw) but no digest;
// the digest is computed here with node:crypto straight from the doc's steps 4-6.
test('appends the exact body text after the sorted parameters', () => {
  const body = '{"address":"https://partner.tiktokshop.com","event_type":"PACKAGE_UPDATE"}';
  const query = { app_key: '68xu9ks5p4i8', shop_cipher: 'ROW_xkMbgAAAeVAQra0eZWebFQq5aIK', timestamp: '1696909648' };
  const documentedBase = `/event/202309/webhooksapp_key68xu9ks5p4i8shop_cipherROW_xkMbgAAAeVAQra0eZWebFQq5aIKtimestamp1696909648${body}`;
  assert.equal(signatureBase('/event/202309/webhooks', query, body), documentedBase);
  const independent = createHmac('sha256', 'e59af819cc').update(`e59af819cc${documentedBase}e59af819cc`).digest('hex');
  assert.equal(requestSignature('e59af819cc', '/event/202309/webhooks', query, body), independent);
});

test('webhook Authorization is HMAC-SHA256(app secret, app key + raw body); tampering and absence are refused', () => {
  const raw = Buffer.from('{"type":1,"shop_id":"7494","data":{"order_id":"576","order_status":"AWAITING_SHIPMENT"}}');
  const good = createHmac('sha256', 'secret_x').update(`app_x${raw.toString()}`).digest('hex');
  assert.equal(webhookSignature('app_x', 'secret_x', raw), good);
  assert.equal(isGenuineWebhook('app_x', 'secret_x', good, raw), true);
  assert.equal(isGenuineWebhook('app_x', 'secret_x', good.toUpperCase(), raw), true);
  assert.equal(isGenuineWebhook('app_x', 'secret_x', good, Buffer.from(raw.toString().replace('576', '577'))), false);
  assert.equal(isGenuineWebhook('app_x', 'other_secret', good, raw), false);
  assert.equal(isGenuineWebhook('app_y', 'secret_x', good, raw), false);
  assert.equal(isGenuineWebhook('app_x', 'secret_x', undefined, raw), false);
  assert.equal(isGenuineWebhook('app_x', 'secret_x', good.slice(0, 10), raw), false);
});
