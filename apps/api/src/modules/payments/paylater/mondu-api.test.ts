import assert from 'node:assert/strict';
import { test } from 'node:test';
import { InvalidSignature } from '../card/payment-provider.ts';
import { monduPayLater, signMonduPayload } from './mondu-api.ts';

const provider = monduPayLater({ baseUrl: undefined, apiToken: 'pl_test', webhookSecret: 'whsec' });
const headersFor = (body: string, secret = 'whsec') => ({ 'x-mondu-signature': signMonduPayload(secret, body) });

test('buyer webhooks carry the spec status and the reported credit', () => {
  const body = JSON.stringify({ webhook_id: 'w1', topic: 'buyer/accepted', buyer_uuid: 'b1', external_reference_id: '42', buyer_state: 'accepted', purchasing_limit: { purchasing_limit_cents: 1_000_000, balance_cents: 600_000 } });
  assert.deepEqual({ ...provider.parseWebhook(body, headersFor(body)), payload: null }, { eventId: 'w1', kind: 'buyer', userId: 42, buyerId: 'b1', status: 'approved', limitCents: 1_000_000, availableCents: 600_000, payload: null });
});

test('order webhooks name the transaction; unknown topics are ignored', () => {
  const confirmed = JSON.stringify({ webhook_id: 'w2', topic: 'order/confirmed', order_uuid: 'o1', external_reference_id: '880001', gross_amount_cents: 250_000 });
  assert.equal(provider.parseWebhook(confirmed, headersFor(confirmed)).kind, 'orderConfirmed');
  const declined = JSON.stringify({ webhook_id: 'w3', topic: 'order/declined', order_uuid: 'o1', external_reference_id: '880001' });
  assert.equal(provider.parseWebhook(declined, headersFor(declined)).kind, 'orderFailed');
  const other = JSON.stringify({ webhook_id: 'w4', topic: 'invoice/created', external_reference_id: '880001' });
  assert.equal(provider.parseWebhook(other, headersFor(other)).kind, 'ignored');
});

test('a missing, foreign or altered signature is refused', () => {
  const body = JSON.stringify({ webhook_id: 'w5', topic: 'order/confirmed', order_uuid: 'o1', external_reference_id: '1', gross_amount_cents: 1 });
  assert.throws(() => provider.parseWebhook(body, {}), InvalidSignature);
  assert.throws(() => provider.parseWebhook(body, headersFor(body, 'other')), InvalidSignature);
  assert.throws(() => provider.parseWebhook(body.replace('"gross_amount_cents":1', '"gross_amount_cents":2'), headersFor(body)), InvalidSignature);
  assert.throws(() => provider.parseWebhook(body, { 'x-mondu-signature': 'zz' }), InvalidSignature);
});
