import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { promoCodes } from '../src/db/schema/index.ts';
import { checkoutPricing } from '../src/modules/checkout/index.ts';
import { createOperator } from './admin-catalogue-fixtures.ts';
import { insertCategory, insertProduct } from './content-fixtures.ts';
import { DEMO, expectFailure, expectOk, useTestServer } from './harness.ts';

/** The seller's coupons by status, ticket detail, the back office, and claims racing for one use. */
let demo: { token: string; userId: number };
let adminToken: string;
const s = useTestServer({}, async (server) => {
  demo = await server.login(DEMO.email, DEMO.password);
  adminToken = (await server.adminLogin()).token;
});
const list = (status: number, token = demo.token) => s.request('GET', '/api/product/userCouponTicketCollectionForm', { token, query: { status } });

describe('seller coupons', () => {
  test('statuses: available, used, expired; detail of an own ticket, 404 for another seller', async () => {
    const available = expectOk(await list(0));
    assert.equal(available.total, 4);
    assert.deepEqual(expectOk(await list(1)).list.map((t: any) => t.name), ['$3 off your first order']);
    assert.deepEqual(expectOk(await list(2)).list.map((t: any) => t.name), ['15% off spring sale']);
    const id = available.list[0].id;
    const detail = expectOk(await s.request('POST', '/api/product/userCouponTicketDetail', { token: demo.token, body: { userCouponTicketId: id, couponCode: 'save5' } }));
    assert.equal(detail.couponTicket.id, id);
    assert.deepEqual([detail.couponCode.couponCode, detail.couponCode.discountFixed, detail.couponCode.satisfyAmount], ['SAVE5', 500, 5000]);
    const other = await s.signUp();
    expectFailure(await s.request('POST', '/api/product/userCouponTicketDetail', { token: other.token, body: { userCouponTicketId: id } }), 404);
    expectFailure(await list(0, ''), 401);
  });
});

describe('back office', () => {
  test('create, issue, withdraw a template (catalogue role; others 403); promo codes', async () => {
    const support = await createOperator(s, adminToken, ['support']);
    const merch = await createOperator(s, adminToken, ['catalogue']);
    const category = await insertCategory(s.db);
    const product = await insertProduct(s.db, { categoryId: category.id });
    const body = { name: 'Scoped', fixedType: 2, reduction: 12, useType: 1, applicableType: 3, kkProductIds: [product.kkProductId], usableStartTime: '2024-01-01T00:00:00Z', usableEndTime: '2099-01-01T00:00:00Z' };
    expectFailure(await s.request('POST', '/api/admin/promotions/coupons', { token: support.token, body }), 403);
    expectFailure(await s.request('POST', '/api/admin/promotions/coupons', { token: merch.token, body: { ...body, kkProductIds: [] } }), 400);
    const created = expectOk(await s.request('POST', '/api/admin/promotions/coupons', { token: merch.token, body }));
    assert.deepEqual(created.kkProductIds, [product.kkProductId]);
    const issued = expectOk(await s.request('POST', `/api/admin/promotions/coupons/${created.id}/issue`, { token: merch.token, body: { emails: [DEMO.email] } }));
    assert.deepEqual(issued, { issued: 1, alreadyHeld: 0 });
    assert.equal(expectOk(await s.request('POST', `/api/admin/promotions/coupons/${created.id}/issue`, { token: merch.token, body: { userIds: [demo.userId] } })).alreadyHeld, 1);
    expectFailure(await s.request('POST', `/api/admin/promotions/coupons/${created.id}/issue`, { token: merch.token, body: { emails: ['nobody@example.com'] } }), 400, 40000, 'No seller matches nobody@example.com.');
    assert.equal(expectOk(await list(0)).total, 5);
    expectOk(await s.request('POST', `/api/admin/promotions/coupons/${created.id}/withdraw`, { token: merch.token }));
    assert.ok(expectOk(await list(3)).list.some((t: any) => t.name === 'Scoped'), 'withdrawn -> unavailable');
    const log = expectOk(await s.request('GET', '/api/admin/audit-log', { token: adminToken }));
    assert.ok(JSON.stringify(log).includes('coupon.withdraw'));

    const code = expectOk(await s.request('POST', '/api/admin/promotions/promo-codes', { token: merch.token, body: { code: 'summer20', discountRule: 1, discountCondition: 1, satisfyNum: 1, discountPercent: 20, startTime: '2024-01-01T00:00:00Z', endTime: '2099-01-01T00:00:00Z' } }));
    assert.equal(code.code, 'SUMMER20');
    expectFailure(await s.request('POST', '/api/admin/promotions/promo-codes', { token: merch.token, body: { code: 'Summer20', discountRule: 2, discountCondition: 1, satisfyNum: 1, discountFixedCents: 100, startTime: '2024-01-01T00:00:00Z', endTime: '2099-01-01T00:00:00Z' } }), 409);
    expectOk(await s.request('POST', `/api/admin/promotions/promo-codes/${code.id}/disable`, { token: merch.token }));
    expectFailure(await s.request('POST', '/api/product/open/coupon/couponCodeCheck', { body: { couponCode: 'SUMMER20', productNum: 1, transactionAmount: 100, maxProductAmount: 100 } }), 400, 40030);
  });
});

describe('claims', () => {
  test('a promo code with one use left: of two concurrent claims exactly one wins; release gives it back once', async () => {
    const [row] = await s.db.insert(promoCodes).values({ code: 'ONCE', discountRule: 2, discountCondition: 1, satisfyNum: 1, discountFixedCents: 100, startTime: new Date('2024-01-01'), endTime: new Date('2099-01-01'), usageLimit: 1 }).returning();
    const category = await insertCategory(s.db);
    const product = await insertProduct(s.db, { categoryId: category.id });
    const pricing = checkoutPricing(s.db);
    const quote = await pricing.price(s.db, demo.userId, { lines: [{ skuCode: product.skuCodes[0]!, quantity: 1 }], couponCode: 'once', shippingCents: 0, nowMs: Date.now(), mode: 'order' });
    assert.equal(quote.promoCode?.applied, true);
    assert.equal(quote.lines.reduce((sum, l) => sum + l.promotionCents, 0), quote.pricing.promoCodeCents + quote.pricing.couponCents);
    const results = await Promise.allSettled([1, 2].map((orderId) => s.db.transaction((tx) => pricing.claim(tx, demo.userId, quote, 900_000 + orderId))));
    assert.equal(results.filter((r) => r.status === 'fulfilled').length, 1, JSON.stringify(results));
    const [after] = await s.db.select().from(promoCodes).where((await import('drizzle-orm')).eq(promoCodes.id, row!.id));
    assert.equal(after!.usedCount, 1);
    const winner = results.findIndex((r) => r.status === 'fulfilled') + 1;
    await pricing.release(s.db, 900_000 + winner);
    await pricing.release(s.db, 900_000 + winner);
    const [released] = await s.db.select().from(promoCodes).where((await import('drizzle-orm')).eq(promoCodes.id, row!.id));
    assert.equal(released!.usedCount, 0);
    await assert.rejects(pricing.price(s.db, demo.userId, { lines: [{ skuCode: product.skuCodes[0]!, quantity: 1 }], couponCode: 'SAVE5', shippingCents: 0, nowMs: Date.now(), mode: 'order' }), /needAmount/);
  });
});
