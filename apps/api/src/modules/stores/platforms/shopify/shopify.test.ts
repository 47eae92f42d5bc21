import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { describe, test } from 'node:test';
import { parse, validate } from 'graphql';
import { adminSchema } from '../../../../../../../tools/simulators/shopify/admin-schema.ts';
import { SHOPIFY_API_VERSION, SHOPIFY_OPERATIONS } from './shopify-operations.ts';
import { oauthHmac, verifyOAuthHmac, verifyWebhookHmac, webhookHmac } from './shopify-signatures.ts';

describe('Shopify signatures', () => {
  // The sample of Shopify's OAuth documentation, client secret 'hush'.
  const sample = {
    code: '0907a61c0c8d55e99db179b68161bc00',
    hmac: '700e2dadb827fcc8609e9d5ce208b2e9cdaab9df07390d2cbca10d7c328fc4bf',
    shop: 'some-shop.myshopify.com',
    state: '0.6784241404160823',
    timestamp: '1337178173',
  };

  test("the known-answer vector of Shopify's docs", () => {
    assert.equal(oauthHmac(sample, 'hush'), sample.hmac);
    assert.equal(verifyOAuthHmac(sample, 'hush'), true);
  });

  test('any change of a parameter, the secret or the hmac is refused; parameter order does not matter', () => {
    assert.equal(verifyOAuthHmac({ ...sample, shop: 'other-shop.myshopify.com' }, 'hush'), false);
    assert.equal(verifyOAuthHmac({ ...sample, state: '1' }, 'hush'), false);
    assert.equal(verifyOAuthHmac(sample, 'hush!'), false);
    assert.equal(verifyOAuthHmac({ ...sample, hmac: sample.hmac.slice(0, -1) }, 'hush'), false);
    assert.equal(verifyOAuthHmac({ timestamp: sample.timestamp, state: sample.state, shop: sample.shop, hmac: sample.hmac, code: sample.code }, 'hush'), true);
    const { hmac: _, ...unsigned } = sample;
    assert.equal(verifyOAuthHmac(unsigned as Record<string, string>, 'hush'), false);
  });

  test('webhooks: base64 HMAC-SHA256 of the raw body', () => {
    const body = Buffer.from('{"id":1,"domain":"some-shop.myshopify.com"}');
    const expected = createHmac('sha256', 'hush').update(body).digest('base64');
    assert.equal(webhookHmac(body, 'hush'), expected);
    assert.equal(verifyWebhookHmac(body, expected, 'hush'), true);
    assert.equal(verifyWebhookHmac(Buffer.from('{"id":2,"domain":"some-shop.myshopify.com"}'), expected, 'hush'), false);
    assert.equal(verifyWebhookHmac(body, undefined, 'hush'), false);
    assert.equal(verifyWebhookHmac(body, expected, 'other'), false);
  });
});

describe(`every GraphQL operation the adapter sends is valid in Shopify's Admin schema ${SHOPIFY_API_VERSION}`, () => {
  const schema = adminSchema(SHOPIFY_API_VERSION);
  for (const [name, operation] of Object.entries(SHOPIFY_OPERATIONS)) {
    test(name, () => assert.deepEqual(validate(schema, parse(operation)).map((error) => error.message), []));
  }
  test('the check is real: a field Shopify does not have is refused', () => {
    assert.match(validate(schema, parse('query { shop { nonexistentField } }'))[0]?.message ?? '', /Cannot query field "nonexistentField" on type "Shop"/);
  });
});
