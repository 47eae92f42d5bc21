import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { discountedPrice, type CartChange, type CartItem } from '@threadway/contracts';
import { and, eq } from 'drizzle-orm';
import { idempotencyKeys, products } from '../src/db/schema/index.ts';
import { IDEMPOTENCY_KEY_DAYS, PRUNE_IDEMPOTENCY_KEYS_JOB } from '../src/platform/idempotency-prune.job.ts';
import { seedCatalogueFixture, type CatalogueFixture, type FixtureProduct } from './catalogue-fixture.ts';
import { expectFailure, expectOk, useTestServer, type SignedUp } from './harness.ts';

/** The seller's cart, the guest cart and the merge at sign-in (spec 2.4, 5, 7 Cart). */

let fixture: CatalogueFixture;
let seller: SignedUp;
let other: SignedUp;
const s = useTestServer({}, async (server) => {
  fixture = await seedCatalogueFixture(server.db);
  seller = await server.signUp();
  other = await server.signUp();
});

const OUT_OF_STOCK = 'The item is out of stock, please contact customer service';
const NOT_AVAILABLE = 'This product is not available.';
const product = (index: number): FixtureProduct => fixture.products[index]!;
/** A line of a product's SKU (by position) in a warehouse. */
const line = (index: number, sku: number, warehouseCode: string, num: number) => ({
  warehouseCode,
  skuCode: product(index).skus[sku]!.skuCode,
  kkProductId: product(index).kkProductId,
  num,
});
const list = async (token: string) => expectOk<CartItem[]>(await s.request('POST', '/api/product/cart/list', { token }));
const countOf = async (token: string) => expectOk<{ shoppingCartSkuNum: number }>(await s.request('GET', '/api/product/cart/count', { token })).shoppingCartSkuNum;
const add = (token: string, body: unknown) => s.request<CartChange>('POST', '/api/product/cart/add', { token, body });

describe('cart', () => {
  test('every signed-in cart call needs a seller token', async () => {
    const calls: [string, string, unknown][] = [
      ['POST', '/api/product/cart/list', undefined],
      ['GET', '/api/product/cart/count', undefined],
      ['POST', '/api/product/cart/add', line(1, 0, 'US', 1)],
      ['POST', '/api/product/cart/addBatch', { cartParams: [line(1, 0, 'US', 1)] }],
      ['PUT', '/api/product/cart/num', { skuCode: product(1).skus[0]!.skuCode, warehouseCode: 'US', num: 1 }],
      ['DELETE', '/api/product/cart/delete', [1]],
    ];
    for (const [method, path, body] of calls) expectFailure(await s.request(method, path, { body }), 401, 40100);
  });

  test('adding a flash-sale SKU: the item carries every field of spec 3, and adding again clamps at the warehouse stock', async () => {
    const p = product(1);
    const sku = p.skus[0]!;
    assert.equal(sku.stock.US, 2);
    const first = expectOk(await add(seller.token, line(1, 0, 'US', 1)), 'Shopping Bag added successfully');
    assert.deepEqual({ ...first, id: 0 }, { id: 0, skuCode: sku.skuCode, warehouseCode: 'US', num: 1, stock: 2, capped: false });

    const again = expectOk(await add(seller.token, line(1, 0, 'US', 5)), 'Shopping Bag added successfully');
    assert.equal(again.id, first.id);
    assert.equal(again.num, 2);
    assert.equal(again.capped, true);

    const [item, ...rest] = await list(seller.token);
    assert.equal(rest.length, 0);
    const discounted = discountedPrice(sku.priceCents, 20);
    assert.ok(item!.discountId! > 0);
    assert.ok(item!.endTime! > Date.now());
    assert.deepEqual(
      { ...item, discountId: 0, endTime: 0 },
      {
        id: first.id,
        kkProductId: p.kkProductId,
        skuCode: sku.skuCode,
        skuName: p.name,
        imgUrl: `/media/test/${p.kkProductId}-${sku.colour}.webp`,
        option1: JSON.stringify({ name: 'color', value: sku.colour }),
        option2: JSON.stringify({ name: 'size', value: sku.size }),
        price: sku.priceCents,
        afterDiscountAmount: discounted,
        discountPercent: 20,
        promotionAmount: sku.priceCents - discounted,
        discountId: 0,
        discountType: 1,
        spikeSoldStock: 0,
        spikeTotalStock: 100,
        endTime: 0,
        num: 2,
        stock: 2,
        status: 1,
        productType: p.productType,
        minOrderQuantity: null,
        packageWeight: 205,
        warehouseCode: 'US',
        warehouseName: 'United States',
        warehouseId: 3,
        warehouseType: 2,
        countryCode: 'US',
        countryCn: 'United States',
      },
    );
    assert.equal(await countOf(seller.token), 1);
  });

  test('the same SKU from another warehouse is its own line, newest first; China counts as CN', async () => {
    expectOk(await add(seller.token, line(1, 0, 'CN_N', 3)));
    const items = await list(seller.token);
    assert.deepEqual(items.map((i) => [i.warehouseCode, i.num, i.stock, i.countryCode, i.warehouseType]), [
      ['CN_N', 3, 60, 'CN', 1],
      ['US', 2, 2, 'US', 2],
    ]);
    assert.equal(await countOf(seller.token), 2);
  });

  test('a SKU without stock in that warehouse, or not on sale, or unknown, is not added', async () => {
    expectFailure(await add(seller.token, line(1, 0, 'GB', 1)), 409, 40900, OUT_OF_STOCK);
    expectFailure(await add(seller.token, line(23, 0, 'CN_S', 1)), 409, 40900, OUT_OF_STOCK);
    expectFailure(await add(seller.token, line(10, 0, 'CN_S', 1)), 404, 40400, NOT_AVAILABLE);
    expectFailure(await add(seller.token, line(4, 11, 'CN_S', 1)), 404, 40400, NOT_AVAILABLE);
    expectFailure(await add(seller.token, { ...line(1, 0, 'US', 1), skuCode: 'NO-SUCH-SKU' }), 404, 40400, NOT_AVAILABLE);
    expectFailure(await add(seller.token, { ...line(1, 0, 'US', 1), kkProductId: product(2).kkProductId }), 404, 40400, NOT_AVAILABLE);
    assert.equal(await countOf(seller.token), 2);
  });

  test("quantity changes clamp at the stock and say 'max stock' with the number", async () => {
    const skuCode = product(1).skus[0]!.skuCode;
    const capped = expectOk(await s.request<CartChange>('PUT', '/api/product/cart/num', { token: seller.token, body: { skuCode, warehouseCode: 'US', num: 50 } }), 'max stock 2');
    assert.deepEqual([capped.num, capped.stock, capped.capped], [2, 2, true]);
    const one = expectOk(await s.request<CartChange>('PUT', '/api/product/cart/num', { token: seller.token, body: { skuCode, warehouseCode: 'US', num: 1 } }), 'success');
    assert.deepEqual([one.num, one.capped], [1, false]);
    assert.equal((await list(seller.token)).find((i) => i.warehouseCode === 'US')!.num, 1);
    // A line the seller does not have, and another seller's line, are 404.
    expectFailure(await s.request('PUT', '/api/product/cart/num', { token: seller.token, body: { skuCode, warehouseCode: 'DE', num: 1 } }), 404, 40400);
    expectFailure(await s.request('PUT', '/api/product/cart/num', { token: other.token, body: { skuCode, warehouseCode: 'US', num: 1 } }), 404, 40400);
    assert.equal((await list(seller.token)).find((i) => i.warehouseCode === 'US')!.num, 1);
  });

  test('a product taken off sale stays in the cart with its status; an expired event gives no discount', async () => {
    expectOk(await add(other.token, line(3, 0, 'CN_N', 1)));
    expectOk(await add(other.token, line(2, 0, 'CN_S', 1)));
    await s.db.update(products).set({ status: 3 }).where(eq(products.id, product(3).id));
    const items = await list(other.token);
    const offSale = items.find((i) => i.kkProductId === product(3).kkProductId)!;
    assert.equal(offSale.status, 3);
    const expired = items.find((i) => i.kkProductId === fixture.expiredEventKk)!;
    assert.equal(expired.status, 1);
    assert.deepEqual([expired.afterDiscountAmount, expired.discountPercent, expired.promotionAmount, expired.discountId, expired.discountType, expired.endTime], [null, null, null, null, null, null]);
    assert.equal(expired.price, product(2).skus[0]!.priceCents);
  });

  test('deleting touches only the caller\'s lines: another seller\'s id is 404 and nothing is deleted', async () => {
    const mine = await list(seller.token);
    const theirs = await list(other.token);
    expectFailure(await s.request('DELETE', '/api/product/cart/delete', { token: seller.token, body: [theirs[0]!.id] }), 404, 40400);
    expectFailure(await s.request('DELETE', '/api/product/cart/delete', { token: seller.token, body: [mine[0]!.id, theirs[0]!.id] }), 404, 40400);
    assert.equal((await list(other.token)).length, theirs.length);
    assert.equal((await list(seller.token)).length, mine.length);

    expectOk(await s.request('DELETE', '/api/product/cart/delete', { token: seller.token, body: [mine[0]!.id] }), 'Deleted successfully');
    assert.deepEqual((await list(seller.token)).map((i) => i.id), mine.slice(1).map((i) => i.id));
    expectFailure(await s.request('DELETE', '/api/product/cart/delete', { token: seller.token, body: [mine[0]!.id] }), 404, 40400);
  });
});

describe('guest cart and merge at sign-in', () => {
  test('buildCartList answers the guest lines as cart items in the order sent, without ids or prices; unknown SKUs are left out', async () => {
    const lines = [line(1, 0, 'US', 5), { ...line(1, 1, 'US', 1), skuCode: 'GONE' }, line(4, 11, 'CN_S', 2), line(7, 0, 'CN_N', 4)];
    const items = expectOk<CartItem[]>(await s.request('POST', '/api/product/open/buildCartList', { body: lines }));
    assert.deepEqual(items.map((i) => [i.id, i.skuCode, i.num, i.status, i.price, i.afterDiscountAmount, i.promotionAmount]), [
      [null, lines[0]!.skuCode, 5, 1, null, null, null],
      [null, lines[2]!.skuCode, 2, 0, null, null, null],
      [null, lines[3]!.skuCode, 4, 1, null, null, null],
    ]);
    // The guest still sees the flash sale, its stock in that warehouse, and the pack size.
    assert.deepEqual([items[0]!.discountType, items[0]!.discountPercent, items[0]!.stock], [1, 20, 2]);
    assert.equal(items[2]!.minOrderQuantity, 2);
    assert.deepEqual(expectOk(await s.request('POST', '/api/product/open/buildCartList', { body: [] })), []);

    const signedIn = expectOk<CartItem[]>(await s.request('POST', '/api/product/open/buildCartList', { body: lines, token: seller.token }));
    assert.equal(signedIn[0]!.price, product(1).skus[0]!.priceCents);
    assert.equal(signedIn[0]!.afterDiscountAmount, discountedPrice(product(1).skus[0]!.priceCents, 20));
  });

  test('addBatch merges: quantities add up, clamped at the stock; unavailable and out-of-stock lines are skipped and reported', async () => {
    const buyer = await s.signUp();
    expectOk(await add(buyer.token, line(6, 0, 'CN_S', 2)));
    const merged = expectOk<{ added: CartChange[]; skipped: { skuCode: string; warehouseCode: string; reason: string; message: string }[] }>(
      await s.request('POST', '/api/product/cart/addBatch', {
        token: buyer.token,
        body: { cartParams: [line(6, 0, 'CN_S', 3), line(1, 0, 'US', 9), line(10, 0, 'CN_S', 1), line(1, 0, 'DE', 1), { ...line(8, 0, 'CN_S', 1), skuCode: 'GONE' }] },
      }),
      'Shopping Bag added successfully',
    );
    assert.deepEqual(merged.added.map((a) => [a.skuCode, a.warehouseCode, a.num, a.capped]), [
      [product(6).skus[0]!.skuCode, 'CN_S', 5, false],
      [product(1).skus[0]!.skuCode, 'US', 2, true],
    ]);
    assert.deepEqual(merged.skipped, [
      { skuCode: product(10).skus[0]!.skuCode, warehouseCode: 'CN_S', reason: 'notAvailable', message: NOT_AVAILABLE },
      { skuCode: product(1).skus[0]!.skuCode, warehouseCode: 'DE', reason: 'outOfStock', message: OUT_OF_STOCK },
      { skuCode: 'GONE', warehouseCode: 'CN_S', reason: 'notAvailable', message: NOT_AVAILABLE },
    ]);
    const items = await list(buyer.token);
    assert.deepEqual(items.map((i) => [i.skuCode, i.warehouseCode, i.num]).sort(), [
      [product(1).skus[0]!.skuCode, 'US', 2],
      [product(6).skus[0]!.skuCode, 'CN_S', 5],
    ]);
    assert.equal(await countOf(buyer.token), 2);
  });

  test("a guest cart's batch sent again with its Idempotency-Key (the page closed before the browser dropped it) is added once", async () => {
    const buyer = await s.signUp();
    const batch = { cartParams: [line(6, 0, 'CN_S', 2), line(1, 0, 'US', 1)] };
    const send = (key: string, body: unknown = batch) => s.request('POST', '/api/product/cart/addBatch', { token: buyer.token, body, headers: { 'Idempotency-Key': key } });
    const first = expectOk(await send('merge-1'), 'Shopping Bag added successfully');
    const again = await send('merge-1');
    assert.equal(again.headers.get('idempotent-replayed'), 'true');
    assert.deepEqual(expectOk(again, 'Shopping Bag added successfully'), first, 'the first answer again');
    const quantities = async () => (await list(buyer.token)).map((i) => [i.skuCode, i.warehouseCode, i.num]).sort();
    assert.deepEqual(await quantities(), [
      [product(1).skus[0]!.skuCode, 'US', 1],
      [product(6).skus[0]!.skuCode, 'CN_S', 2],
    ]);
    // A key that is not 1 to 200 visible characters is refused before anything is added.
    expectFailure(await send('two words'), 400, 40000, 'The Idempotency-Key header must be 1 to 200 visible characters.');
    expectFailure(await send('k'.repeat(201)), 400, 40000, 'The Idempotency-Key header must be 1 to 200 visible characters.');
    // The same key with other lines is refused; a new key adds again (the guest put the same lines in once more).
    expectFailure(await send('merge-1', { cartParams: [line(6, 0, 'CN_S', 5)] }), 422);
    expectOk(await send('merge-2'));
    assert.deepEqual(await quantities(), [
      [product(1).skus[0]!.skuCode, 'US', 2],
      [product(6).skus[0]!.skuCode, 'CN_S', 4],
    ]);
    // Keys are the seller's own: another seller's same key adds to their own cart.
    const other = await s.signUp();
    expectOk(await s.request('POST', '/api/product/cart/addBatch', { token: other.token, body: batch, headers: { 'Idempotency-Key': 'merge-1' } }));
    assert.equal(await countOf(other.token), 2);

    // Keys live as long as a guest cart (30 days), then the daily job deletes them; younger ones stay.
    const keysOf = async () => (await s.db.select({ key: idempotencyKeys.key }).from(idempotencyKeys).where(and(eq(idempotencyKeys.userId, buyer.userId), eq(idempotencyKeys.scope, 'cart.addBatch')))).map((k) => k.key).sort();
    await s.db.update(idempotencyKeys).set({ createdAt: new Date(Date.now() - (IDEMPOTENCY_KEY_DAYS + 1) * 86_400_000) }).where(and(eq(idempotencyKeys.userId, buyer.userId), eq(idempotencyKeys.key, 'merge-1')));
    await s.app.jobs.enqueue(s.db, PRUNE_IDEMPOTENCY_KEYS_JOB, {});
    assert.equal(await s.app.jobs.runDue(1, [PRUNE_IDEMPOTENCY_KEYS_JOB]), 1);
    assert.deepEqual(await keysOf(), ['merge-2']);
  });

  test('a batch where nothing can be added changes nothing', async () => {
    const buyer = await s.signUp();
    const answer = await s.request('POST', '/api/product/cart/addBatch', { token: buyer.token, body: { cartParams: [line(10, 0, 'CN_S', 1)] } });
    const data = expectOk(answer, 'success');
    assert.deepEqual([data.added.length, data.skipped.length], [0, 1]);
    assert.equal(await countOf(buyer.token), 0);
  });
});
