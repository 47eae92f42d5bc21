import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { listings } from '../src/db/schema/index.ts';
import { expectOk, type SignedUp } from './harness.ts';
import { connectShopify, connectWoo, listableProduct, type ListableProduct } from './listings-fixtures.ts';
import { startStoresWorld, type StoresWorld } from './stores-fixtures.ts';

/** Batch list-to-store against the platform simulators through the real adapters (Shopify GraphQL, WooCommerce REST). */

let world: StoresWorld;
let seller: SignedUp;
const SHOP = 'batch-shop';

before(async () => {
  world = await startStoresWorld();
  seller = await world.server.signUp();
});
after(async () => world?.close());

async function runBatch(batchId: number) {
  const end = Date.now() + 60_000;
  while (Date.now() < end) {
    await world.server.app.jobs.runDue();
    const page = expectOk(await world.server.request('POST', '/api/listings/getLoadPublishRecordList', { token: seller.token, body: { pageSize: 100 } }));
    const task = page.list.find((t: { id: number }) => t.id === batchId);
    if (task.status === 'completed') return task;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('batch did not complete');
}

const items = async (batchId: number) =>
  expectOk(await world.server.request('POST', '/api/listings/getLoadPublishQueueList', { token: seller.token, body: { batchId, pageSize: 100 } })).list as { productId: string; status: string; reason: string | null }[];

test('Shopify: 429 (THROTTLED) then 200, and one product rejected: the rest are in the store, once each, the reason recorded', async () => {
  const storeId = await connectShopify(world, seller, SHOP);
  const products: ListableProduct[] = [];
  for (const name of ['Batch Dress A', 'Batch Dress B', 'Batch Rejectme C', 'Batch Dress D']) products.push(await listableProduct(world.server.db, name));
  const domain = `${SHOP}.myshopify.com`;
  world.shopify.switches.setTooMany(domain, 2);
  world.shopify.switches.setReject(domain, { titleContains: 'Rejectme', message: 'Title contains a prohibited word' });

  const { batchId } = expectOk(await world.server.request('POST', '/api/listings/loadPublishRecord', { token: seller.token, body: { platform: 'shopify', storeId, productIds: products.map((p) => p.kkProductId), tags: ['batch'] } }));
  const task = await runBatch(batchId);
  assert.deepEqual([task.succeeded, task.failed], [3, 1]);
  const byProduct = new Map((await items(batchId)).map((i) => [i.productId, i]));
  assert.equal(byProduct.get(products[2]!.kkProductId)!.status, 'listingFailed');
  assert.match(byProduct.get(products[2]!.kkProductId)!.reason ?? '', /prohibited word/);

  const storefront = world.shopify.shop(domain).catalogue.storefront('USD', () => '');
  assert.deepEqual(storefront.map((p) => p.title).sort(), [products[0]!.name, products[1]!.name, products[3]!.name].sort());
  const rows = await world.server.db.select().from(listings).where(eq(listings.batchId, batchId));
  for (const row of rows.filter((r) => r.status === 'published')) {
    const card = storefront.find((p) => p.id === row.platformProductId);
    assert.ok(card, `listing ${row.id} is the store's product ${row.platformProductId}`);
    assert.equal(card.variants?.length, 2);
  }
});

test('WooCommerce: a batch lists variable products with their variations', async () => {
  const storeId = await connectWoo(world, seller);
  const products = [await listableProduct(world.server.db, 'Woo Batch Tee'), await listableProduct(world.server.db, 'Woo Batch Skirt')];
  const { batchId } = expectOk(await world.server.request('POST', '/api/listings/loadPublishRecord', { token: seller.token, body: { platform: 'woocommerce', storeId, productIds: products.map((p) => p.kkProductId) } }));
  const task = await runBatch(batchId);
  assert.deepEqual([task.succeeded, task.failed], [2, 0], JSON.stringify(await items(batchId)));
  // What a shopper sees: the simulator's storefront page.
  const response = await fetch(`${world.woo.url}/storefront`);
  assert.equal(response.status, 200);
  const page = await response.text();
  for (const product of products) assert.ok(page.includes(product.name), `${product.name} on the storefront`);
});
