import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import type { WishlistItem, WishlistPage } from '@threadway/contracts';
import { products } from '../src/db/schema/index.ts';
import { seedCatalogueFixture, type CatalogueFixture, type FixtureProduct } from './catalogue-fixture.ts';
import { expectFailure, expectOk, useTestServer, type SignedUp } from './harness.ts';

/** The wish list, 'Favorite Item' (spec 2.5, 3.6, 7.2): list with filters and paging, delete one, delete several. */

let fixture: CatalogueFixture;
const s = useTestServer({}, async (server) => {
  fixture = await seedCatalogueFixture(server.db);
});

const SELECT_FIRST = 'Please select product first';
const NOT_IN_LIST = 'This product is not in your Favorite Item list.';
const product = (index: number): FixtureProduct => fixture.products[index]!;
const add = async (seller: SignedUp, ...items: FixtureProduct[]) => {
  // One after the other: the list is newest first.
  for (const item of items) expectOk(await s.request('POST', `/api/product/collect/add/${item.kkProductId}`, { token: seller.token }), 'Added To Favorite Item Successfully');
};
const list = async (seller: SignedUp, body: Record<string, unknown> = {}, headers?: Record<string, string>) =>
  expectOk<WishlistPage>(await s.request('POST', '/api/product/collect/list', { token: seller.token, body, headers }));
const ids = (page: WishlistPage) => page.list.map((item) => item.kkProductId);
const availableStock = (p: FixtureProduct) => p.skus.filter((k) => k.status === 1).reduce((sum, k) => sum + Object.values(k.stock).reduce((a, b) => a + b, 0), 0);

describe('wish list', () => {
  test('rows carry description, inventory, price, product type, item no and status; newest first; paging', async () => {
    const seller = await s.signUp();
    const [sweater, flashSale, customized, printOnDemand] = [product(0), product(1), product(3), product(5)];
    await add(seller, sweater, flashSale, customized, printOnDemand);

    const page = await list(seller);
    assert.equal(page.total, 4);
    assert.deepEqual(ids(page), [printOnDemand, customized, flashSale, sweater].map((p) => p.kkProductId), 'newest first');
    const row = (p: FixtureProduct) => page.list.find((item) => item.kkProductId === p.kkProductId)!;
    const first: WishlistItem = row(sweater);
    assert.equal(first.itemNo, sweater.itemNo);
    assert.equal(first.name, sweater.name);
    assert.match(first.mainImageUrl ?? '', /^\/media\//);
    assert.equal(first.seoPath, `/product-detail/${sweater.categoryUrl}/${sweater.seoSlug}`);
    assert.equal(first.inventory, availableStock(sweater));
    assert.equal(first.price, Math.min(...sweater.skus.filter((k) => k.status === 1).map((k) => k.priceCents)));
    assert.equal(first.discountPrice, null);
    assert.equal(first.productType, 'inStock');
    assert.equal(first.status, 'onSale');
    assert.ok(Date.parse(first.addedAt) <= Date.now());
    assert.equal(row(flashSale).discountPrice, Math.ceil((row(flashSale).price * 80) / 100), 'the running flash sale');
    assert.equal(row(customized).productType, 'customized');
    assert.equal(row(printOnDemand).productType, 'customized', 'print on demand is made to order');

    const second = await list(seller, { pageNumber: 2, pageSize: 3 });
    assert.deepEqual(ids(second), [sweater.kkProductId]);
    assert.equal(second.total, 4);
    assert.equal(second.pageNumber, 2);
    assert.deepEqual(ids(await list(seller, { pageNumber: 3, pageSize: 3 })), []);
  });

  test('keyword (name in the caller language, item no, product id) and product type filters', async () => {
    const seller = await s.signUp();
    const [sweater, customized, tee] = [product(0), product(3), product(12)];
    await add(seller, sweater, customized, tee);
    assert.deepEqual(ids(await list(seller, { keyword: 'knit' })), [sweater.kkProductId]);
    assert.deepEqual(ids(await list(seller, { keyword: 'GROSSE MAILLE' }, { 'accept-language': 'fr' })), [sweater.kkProductId], 'the French name');
    assert.deepEqual(ids(await list(seller, { keyword: tee.itemNo.toLowerCase() })), [tee.kkProductId]);
    assert.deepEqual(ids(await list(seller, { keyword: customized.kkProductId })), [customized.kkProductId]);
    assert.deepEqual(ids(await list(seller, { keyword: '100%' })), [], 'a percent sign is a character, not a wildcard');
    assert.deepEqual(ids(await list(seller, { productType: 'customized' })), [customized.kkProductId]);
    const inStock = await list(seller, { productType: 'inStock' });
    assert.deepEqual(ids(inStock), [tee.kkProductId, sweater.kkProductId]);
    assert.equal(inStock.total, 2);
  });

  test('an item taken off sale stays, shown unavailable, and can be deleted', async () => {
    const seller = await s.signUp();
    const doomed = product(40);
    await add(seller, doomed, product(41));
    await s.db.update(products).set({ status: 0 }).where(eq(products.id, doomed.id));
    try {
      const page = await list(seller);
      assert.equal(page.total, 2);
      assert.equal(page.list.find((item) => item.kkProductId === doomed.kkProductId)!.status, 'unavailable');
      assert.equal(page.list.find((item) => item.kkProductId === product(41).kkProductId)!.status, 'onSale');
      expectOk(await s.request('DELETE', '/api/product/collect/delete', { token: seller.token, body: { id: doomed.kkProductId } }), 'Deleted successfully');
      assert.deepEqual(ids(await list(seller)), [product(41).kkProductId]);
    } finally {
      await s.db.update(products).set({ status: 1 }).where(eq(products.id, doomed.id));
    }
  });

  test("delete one: only the seller's own item; another seller's is 404 and stays", async () => {
    const [mine, theirs] = [await s.signUp(), await s.signUp()];
    await add(mine, product(20), product(21));
    await add(theirs, product(21), product(24));
    expectOk(await s.request('DELETE', '/api/product/collect/delete', { token: mine.token, body: { id: product(21).kkProductId } }), 'Deleted successfully');
    assert.deepEqual(ids(await list(mine)), [product(20).kkProductId]);
    assert.deepEqual(ids(await list(theirs)), [product(24), product(21)].map((p) => p.kkProductId), "the other seller's copy of the same product stays");

    expectFailure(await s.request('DELETE', '/api/product/collect/delete', { token: mine.token, body: { id: product(24).kkProductId } }), 404, 40400, NOT_IN_LIST);
    expectFailure(await s.request('DELETE', '/api/product/collect/delete', { token: mine.token, body: { id: product(21).kkProductId } }), 404, 40400, NOT_IN_LIST);
    expectFailure(await s.request('DELETE', '/api/product/collect/delete', { token: mine.token, body: { id: 'KK9999' } }), 404, 40400, NOT_IN_LIST);
    assert.equal((await list(theirs)).total, 2);
  });

  test('delete several: all of them, or none when any is not the seller\'s; none selected is "Please select product first"', async () => {
    const [mine, theirs] = [await s.signUp(), await s.signUp()];
    await add(mine, product(30), product(31), product(32));
    await add(theirs, product(33));

    expectFailure(await s.request('DELETE', '/api/product/collect/deleteCollects', { token: mine.token, body: { ids: [] } }), 400, 40000, SELECT_FIRST);
    expectFailure(await s.request('DELETE', '/api/product/collect/deleteCollects', { token: mine.token, body: { ids: [product(30).kkProductId, product(33).kkProductId] } }), 404, 40400, NOT_IN_LIST);
    assert.equal((await list(mine)).total, 3, 'nothing deleted');
    assert.equal((await list(theirs)).total, 1);

    const both = [product(30).kkProductId, product(32).kkProductId];
    expectOk(await s.request('DELETE', '/api/product/collect/deleteCollects', { token: mine.token, body: { ids: [...both, both[0]] } }), 'Deleted successfully');
    assert.deepEqual(ids(await list(mine)), [product(31).kkProductId]);
    expectFailure(await s.request('DELETE', '/api/product/collect/deleteCollects', { token: mine.token, body: { ids: both } }), 404, 40400, NOT_IN_LIST);
  });

  test('guests must sign in; messages in the caller language', async () => {
    expectFailure(await s.request('POST', '/api/product/collect/list', { body: {} }), 401, 40100);
    expectFailure(await s.request('DELETE', '/api/product/collect/delete', { body: { id: product(0).kkProductId } }), 401, 40100);
    expectFailure(await s.request('DELETE', '/api/product/collect/deleteCollects', { body: { ids: [product(0).kkProductId] } }), 401, 40100);
    const seller = await s.signUp();
    expectFailure(await s.request('DELETE', '/api/product/collect/deleteCollects', { token: seller.token, body: { ids: [] }, headers: { 'accept-language': 'de' } }), 400, 40000, 'Bitte wählen Sie zuerst ein Produkt aus');
  });
});
