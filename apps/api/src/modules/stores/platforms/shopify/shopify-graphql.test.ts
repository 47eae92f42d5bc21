import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadConfig } from '../../../../platform/config.ts';
import { PlatformError } from '../platform.ts';
import { costBuckets } from '../publishing/pacing.ts';
import { parse } from 'graphql';
import { requestedCost } from '../../../../../../../tools/simulators/shopify/cost.ts';
import { tshirtPayload } from '../publishing/testing.ts';
import { shopifyGraphql } from './shopify-graphql.ts';
import { productSetVariables } from './shopify-listing.ts';
import { PRODUCT_SET } from './shopify-operations.ts';

const config = loadConfig({ NODE_ENV: 'test', SHOPIFY_SHOP_URL_TEMPLATE: 'https://{shop}', DATA_DIR: 'memory://' });
const shop = 'errors.myshopify.com';
const json = (body: unknown, status = 200, headers: Record<string, string> = {}) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
const cost = (requested: number, available: number) => ({ cost: { requestedQueryCost: requested, actualQueryCost: null, throttleStatus: { maximumAvailable: 1000, currentlyAvailable: available, restoreRate: 50 } } });

async function failure(answer: Response): Promise<PlatformError> {
  const error = await shopifyGraphql(config, async () => answer)(shop, 'shpat_x', 'query { shop { id } }').catch((e: unknown) => e);
  assert.ok(error instanceof PlatformError, String(error));
  return error;
}

test("Shopify's answers as PlatformError kinds", async () => {
  const throttled = await failure(json({ errors: [{ message: 'Throttled', extensions: { code: 'THROTTLED' } }], extensions: cost(264, 100) }));
  assert.deepEqual([throttled.kind, throttled.retryAfterMs], ['rate_limited', Math.ceil((164 / 50) * 1000)], 'waits until the bucket holds the query');
  assert.deepEqual([(await failure(json({ errors: 'x' }, 429, { 'retry-after': '2' }))).kind, (await failure(json({}, 429, { 'retry-after': '2' }))).retryAfterMs], ['rate_limited', 2000]);
  assert.equal((await failure(json({ errors: '[API] Invalid API key or access token' }, 401))).kind, 'unauthorized');
  assert.equal((await failure(json({ errors: [{ message: 'Access denied for productSet field.', extensions: { code: 'ACCESS_DENIED' } }] }))).kind, 'unauthorized');
  assert.equal((await failure(new Response('<html>oops</html>', { status: 502 }))).kind, 'unavailable');
  assert.equal((await failure(json({ errors: [{ message: 'Internal error', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] }))).kind, 'unavailable');
  const invalid = await failure(json({ errors: [{ message: "Field 'x' doesn't exist on type 'Shop'", extensions: { code: 'undefinedField' } }] }));
  assert.deepEqual([invalid.kind, invalid.message], ['rejected', "Field 'x' doesn't exist on type 'Shop'"]);
});

test('the cost bucket: a query waits while the shop has less left than it cost last time', async () => {
  let now = 0;
  const buckets = costBuckets(() => now);
  const calls: number[] = [];
  const graphql = shopifyGraphql(config, async () => {
    calls.push(now);
    return json({ data: { shop: { id: '1' } }, extensions: cost(300, 100) });
  }, buckets);
  await graphql(shop, 't', 'query A { shop { id } }');
  assert.equal(buckets.waitFor(shop, 300), 4000, '200 points short at 50 a second');
  now += 4000;
  assert.equal(buckets.waitFor(shop, 300), 0);
  assert.equal(buckets.waitFor('other.myshopify.com', 300), 0, 'each shop its own bucket');
  now -= 4000;
  buckets.observe(shop, { maximumAvailable: 1000, currentlyAvailable: 0, restoreRate: 1 });
  await assert.rejects(graphql(shop, 't', 'query A { shop { id } }'), (error: unknown) => error instanceof PlatformError && error.kind === 'rate_limited' && error.retryAfterMs === 300_000, 'a wait beyond 10 s is handed back to the job');
  assert.equal(calls.length, 1, 'nothing was sent');
});

test("productSet asks back as many variants as it sends: Shopify's cost grows with them, not with a page of 250", () => {
  const payload = tshirtPayload('https://img.example');
  const costOf = (variants: number) => requestedCost(parse(PRODUCT_SET), productSetVariables({ ...payload, variants: payload.variants.slice(0, variants) }, { locationId: 'gid://shopify/Location/1' }));
  assert.equal(costOf(4) - costOf(3), 1, 'one object more per variant');
  assert.ok(costOf(4) < 30, `a 4-variant create costs ${costOf(4)} points`);
});

test('the cost estimate is kept per page size: a small page is not held back by what a large one cost', async () => {
  let now = 0;
  const buckets = costBuckets(() => now);
  const graphql = shopifyGraphql(config, async (_url, init) => {
    const { variables } = JSON.parse(String(init?.body)) as { variables: { first: number } };
    return json({ data: { shop: { id: '1' } }, extensions: cost(variables.first + 2, 100) });
  }, buckets);
  const query = 'query P($first: Int!) { products(first: $first) { nodes { id } } }';
  await graphql(shop, 't', query, { first: 5 });
  await graphql(shop, 't', query, { first: 250 });
  const started = Date.now();
  await graphql(shop, 't', query, { first: 5 });
  assert.ok(Date.now() - started < 1000, 'the 7-point page went at once though 100 points are left and the large page cost 252');
});
