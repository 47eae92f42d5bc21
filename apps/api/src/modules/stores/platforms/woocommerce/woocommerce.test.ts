import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { test } from 'node:test';
import { isWooPing, verifyWooSignature, webhookSecretFor, wooSignature } from './woocommerce-signatures.ts';

test("WooCommerce's webhook signature: base64 HMAC-SHA256 of the raw body with the webhook's secret", () => {
  const body = Buffer.from('{"id":727,"status":"processing"}');
  // What WC_Webhook::generate_signature computes: base64_encode(hash_hmac('sha256', $payload, $secret, true)).
  const expected = createHmac('sha256', 'a secret').update(body).digest('base64');
  assert.equal(wooSignature(body, 'a secret'), expected);
  assert.equal(verifyWooSignature(body, expected, 'a secret'), true);
  assert.equal(verifyWooSignature(body, expected, 'another secret'), false);
  assert.equal(verifyWooSignature(Buffer.from('{"id":728}'), expected, 'a secret'), false);
  assert.equal(verifyWooSignature(body, undefined, 'a secret'), false);
});

test('each store has its own webhook secret, whatever the trailing slash or case of its URL', () => {
  assert.equal(webhookSecretFor('app', 'https://Shop.example.com/'), webhookSecretFor('app', 'https://shop.example.com'));
  assert.notEqual(webhookSecretFor('app', 'https://a.example.com'), webhookSecretFor('app', 'https://b.example.com'));
});

test('the creation ping is a form body webhook_id=N', () => {
  assert.equal(isWooPing(Buffer.from('webhook_id=12')), true);
  assert.equal(isWooPing(Buffer.from('webhook_id=12&x=1')), false);
  assert.equal(isWooPing(Buffer.from('{"webhook_id":12}')), false);
});
