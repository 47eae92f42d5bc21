import assert from 'node:assert/strict';
import { test } from 'node:test';
import { batchPublishRequest } from '@threadway/contracts';
import { batchRequestOf, productIdsOf, shippingIncomplete } from './batch-form.ts';

test('ship-from, ship-to and channel: all three or none (spec 5.2)', () => {
  assert.equal(shippingIncomplete({}), false);
  assert.equal(shippingIncomplete({ shipFrom: 'CN_S', shipTo: 'US', channelCode: 'EXP' }), false);
  assert.equal(shippingIncomplete({ shipFrom: 'CN_S' }), true);
  assert.equal(shippingIncomplete({ shipFrom: 'CN_S', shipTo: 'US' }), true);
  assert.equal(shippingIncomplete({ channelCode: 'EXP' }), true);
});

test('the request carries cents and the shipping only when complete, and the server schema accepts it', () => {
  const body = batchRequestOf({ platform: 'shopify', storeId: 4, multiplier: 2.5, shippingCost: 3.45, tags: ['summer'], existing: 'duplicate' }, ['P1', 'P2']);
  assert.deepEqual(batchPublishRequest.parse(body), {
    platform: 'shopify',
    storeId: 4,
    productIds: ['P1', 'P2'],
    collectionIds: [],
    tags: ['summer'],
    multiplier: 2.5,
    shippingCents: 345,
    existing: 'duplicate',
    productAttributes: [],
  });
  const shipped = batchRequestOf({ platform: 'shopify', storeId: 4, shipFrom: 'CN_S', shipTo: 'US', channelCode: 'EXP' }, ['P1']);
  assert.deepEqual([shipped.shipFrom, shipped.shipTo, shipped.channelCode], ['CN_S', 'US', 'EXP']);
  assert.equal('shipFrom' in batchRequestOf({ platform: 'shopify', storeId: 4, shipFrom: 'CN_S' }, ['P1']), false);
});

test('the product ids of the address', () => {
  assert.deepEqual(productIdsOf(' a, b,,a ,c'), ['a', 'b', 'c']);
  assert.deepEqual(productIdsOf(null), []);
});
