import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { coerceInputValue, isInputType } from 'graphql';
import { adminSchema } from '../../../../../../../tools/simulators/shopify/admin-schema.ts';
import { tshirtPayload } from '../publishing/testing.ts';
import { handleOf, productSetVariables } from './shopify-listing.ts';
import { SHOPIFY_API_VERSION } from './shopify-operations.ts';

const LOCATION = 'gid://shopify/Location/1';

/** The variables are coerced by Shopify's real ProductSetInput type: a field it does not have fails here. */
function assertShopifyAccepts(input: unknown) {
  const type = adminSchema(SHOPIFY_API_VERSION).getType('ProductSetInput');
  assert.ok(type && isInputType(type));
  coerceInputValue(input, type, (path, _value, error) => assert.fail(`${path.join('.')}: ${error.message}`));
}

describe('a listing as productSet variables', () => {
  test('options, variants with option values, prices in decimals, files, quantities at the location', () => {
    const { input, synchronous, ...rest } = productSetVariables(tshirtPayload('https://img.example'), { locationId: LOCATION });
    assert.equal(synchronous, true);
    assert.equal('identifier' in rest, false, 'no reference: a plain create');
    assertShopifyAccepts(input);
    assert.deepEqual(input.productOptions, [
      { name: 'Size', position: 1, values: [{ name: 'S' }, { name: 'M' }] },
      { name: 'Color', position: 2, values: [{ name: 'Red' }, { name: 'Blue' }] },
    ]);
    assert.equal(input.status, 'ACTIVE');
    assert.deepEqual(
      input.files.map((f) => f.originalSource),
      ['https://img.example/tee-front.png', 'https://img.example/tee-back.png', 'https://img.example/tee-red.png', 'https://img.example/tee-blue.png'],
      "each variant's picture is one of the product's files",
    );
    const first = input.variants[0]!;
    assert.deepEqual(first.optionValues, [{ optionName: 'Size', name: 'S' }, { optionName: 'Color', name: 'Red' }]);
    assert.deepEqual([first.sku, first.price, first.compareAtPrice], ['TW-TEE-RED-S', '19.99', '29.99']);
    assert.equal(input.variants[2]!.compareAtPrice, null, 'no compare-at price clears it');
    assert.deepEqual(first.inventoryQuantities, [{ locationId: LOCATION, name: 'available', quantity: 10 }]);
    assert.deepEqual(first.inventoryItem, { tracked: true, measurement: { weight: { unit: 'GRAMS', value: 180 } } });
    assert.equal('id' in input, false);
  });

  test('an update names the product and the kept variants; hidden is DRAFT', () => {
    const payload = tshirtPayload('https://img.example', { active: false });
    payload.variants[0]!.platformVariantId = 'gid://shopify/ProductVariant/7';
    const { input } = productSetVariables(payload, { productId: 'gid://shopify/Product/9', locationId: LOCATION });
    assertShopifyAccepts(input);
    assert.equal(input.id, 'gid://shopify/Product/9');
    assert.equal(input.status, 'DRAFT');
    assert.equal(input.variants[0]!.id, 'gid://shopify/ProductVariant/7');
    assert.equal('id' in input.variants[1]!, false);
  });

  test('yen has no decimals; a product without sizes or colours gets Shopify\u2019s default option', () => {
    const payload = tshirtPayload('https://img.example', { currency: 'JPY' });
    payload.variants = [{ ...payload.variants[0]!, size: '', colour: '', priceCents: 2500, compareAtCents: null }];
    const { input } = productSetVariables(payload, { locationId: LOCATION });
    assert.equal(input.variants[0]!.price, '2500');
    assert.deepEqual(input.productOptions, [{ name: 'Title', position: 1, values: [{ name: 'Default Title' }] }]);
    assert.deepEqual(input.variants[0]!.optionValues, [{ optionName: 'Title', name: 'Default Title' }]);
  });

  test('with a reference, a create upserts by a handle that ends with it', () => {
    const variables = productSetVariables(tshirtPayload('https://img.example', { reference: 'L-42', title: 'Été Tee!' }), { locationId: LOCATION });
    assert.deepEqual(variables.identifier, { handle: 'ete-tee-l-42' });
    assert.equal(variables.input.handle, 'ete-tee-l-42');
    assert.equal(handleOf('x'.repeat(300), 'abc').length, 255);
    assert.equal('identifier' in productSetVariables(tshirtPayload('h', { reference: 'L-42' }), { productId: 'gid://shopify/Product/1', locationId: LOCATION }), false, 'an update goes by id');
  });
});
