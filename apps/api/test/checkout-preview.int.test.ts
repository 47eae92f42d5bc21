import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { discountProducts, discounts, promoCodes } from '../src/db/schema/index.ts';
import { insertCategory, insertProduct } from './content-fixtures.ts';
import { DEMO, expectFailure, expectOk, useTestServer, type SignedUp } from './harness.ts';

/**
 * The billing preview through HTTP: catalogue prices and a running flash sale, promo-code
 * rules (percent and fixed on the highest-priced unit, free shipping, conditions), the seeded
 * demo coupons (thresholds, stacking, expiry, best pick), and another seller's ticket.
 */
const DAY = 86_400_000;
let demoToken: string;
let other: SignedUp;
let cheap: { kk: string; sku: string };
let dear: { kk: string; sku: string };
let flash: { kk: string; sku: string };

const s = useTestServer({}, async (server) => {
  demoToken = (await server.login(DEMO.email, DEMO.password)).token;
  other = await server.signUp();
  const category = await insertCategory(server.db);
  const a = await insertProduct(server.db, { categoryId: category.id, skus: [{ priceCents: 1000 }] });
  const b = await insertProduct(server.db, { categoryId: category.id, skus: [{ priceCents: 4000 }] });
  const c = await insertProduct(server.db, { categoryId: category.id, skus: [{ priceCents: 2000 }] });
  cheap = { kk: a.kkProductId, sku: a.skuCodes[0]! };
  dear = { kk: b.kkProductId, sku: b.skuCodes[0]! };
  flash = { kk: c.kkProductId, sku: c.skuCodes[0]! };
  const [sale] = await server.db.insert(discounts).values({ type: 1, name: 'Flash', startTime: new Date(Date.now() - DAY), endTime: new Date(Date.now() + DAY) }).returning();
  await server.db.insert(discountProducts).values({ discountId: sale!.id, productId: c.id, discountPercent: 25 });
  await server.db.insert(promoCodes).values([
    { code: 'OLDCODE', discountRule: 1, discountCondition: 1, satisfyNum: 1, discountPercent: 10, startTime: new Date('2020-01-01'), endTime: new Date('2020-12-31') },
    { code: 'GONE', discountRule: 2, discountCondition: 1, satisfyNum: 1, discountFixedCents: 100, startTime: new Date('2020-01-01'), endTime: new Date('2099-01-01'), usageLimit: 1, usedCount: 1 },
  ]);
});

const line = (p: { kk: string; sku: string }, skuQuantity: number, skuOriginalPriceAmount?: number) => ({ kkProductId: p.kk, skuCode: p.sku, skuQuantity, skuOriginalPriceAmount });
const preview = (body: Record<string, unknown>, token = demoToken) => s.request('POST', '/api/product/orderBillingPreviewInfo', { token, body });
const ticketNamed = (data: any, name: string) => data.orderBillingFilterResults.couponTicketInfos.find((t: any) => t.name === name);

describe('billing preview', () => {
  test('prices come from the catalogue, flash sale included; a stale page price is flagged', async () => {
    const data = expectOk(await preview({ products: [line(cheap, 2, 1000), line(flash, 1, 1999)], shippingSubtotal: 700, ifApplication: false }));
    assert.equal(data.skuTotalAmount, 4000);
    assert.equal(data.activityDiscountTotalAmount, 500);
    assert.equal(data.couponTicketTotalAmount, 0);
    assert.equal(data.selectCouponTicketId, null);
    assert.equal(data.transactionTotalAmount, 4000 - 500 + 700);
    assert.equal(data.priceChanged, true);
    assert.equal(expectOk(await preview({ products: [line(cheap, 1, 1000)], ifApplication: false })).priceChanged, false);
  });

  test('the demo coupons: best one picked, thresholds, non-promotional scope, expired and used ones absent', async () => {
    const data = expectOk(await preview({ products: [line(cheap, 2)], shippingSubtotal: 0 }));
    const infos = data.orderBillingFilterResults.couponTicketInfos;
    assert.ok(infos.every((t: any) => t.status === 0), 'only available tickets');
    assert.equal(ticketNamed(data, '15% off spring sale'), undefined, 'expired ticket not offered');
    assert.equal(ticketNamed(data, '$3 off your first order'), undefined, 'used ticket not offered');
    const big = ticketNamed(data, '$20 off orders of $200+');
    assert.deepEqual([big.ifUsed, big.unusableReason], [0, 'thresholdNotMet']);
    assert.deepEqual(big.receiveUsageRules, { offerTypeInfo: { fixedType: 1, reduction: 2000 }, conditionsOfUse: { useType: 2, threshold: 20_000 }, applicableProducts: { applicableType: 1, kkProductIds: [] }, overlayUseTypes: [] });
    const five = ticketNamed(data, '$5 off, no strings attached');
    assert.equal(five.ifUsed, 1);
    assert.deepEqual(five.receiveUsageRules.overlayUseTypes, [1]);
    assert.equal(data.selectCouponTicketId, five.id);
    assert.equal(data.couponTicketTotalAmount, 500);
    assert.equal(data.transactionTotalAmount, 1500);

    const many = expectOk(await preview({ products: [line(dear, 10), line(flash, 4)] }));
    const fewRegular = expectOk(await preview({ products: [line(dear, 6), line(flash, 4)] }));
    assert.equal(ticketNamed(fewRegular, '10% off 10+ pieces of regular-price items').unusableReason, 'thresholdNotMet', 'flash-sale pieces do not count');
    assert.equal(ticketNamed(many, '$20 off orders of $200+').ifUsed, 1);
    const tenPct = ticketNamed(many, '10% off 10+ pieces of regular-price items');
    assert.equal(tenPct.ifUsed, 1);
    assert.equal(many.selectCouponTicketId, tenPct.id, '10% of the regular-price $400 beats $20');
    assert.equal(many.couponTicketTotalAmount, 4000);
  });

  test('ifApplication false keeps the manual choice; an unusable choice selects nothing', async () => {
    const auto = expectOk(await preview({ products: [line(cheap, 2)] }));
    const big = ticketNamed(auto, '$20 off orders of $200+');
    const none = expectOk(await preview({ products: [line(cheap, 2)], selectCouponTicketId: big.id, ifApplication: false }));
    assert.equal(none.selectCouponTicketId, null);
    assert.equal(none.couponTicketTotalAmount, 0);
  });

  test('promo codes: percent and fixed off the highest-priced unit, free shipping, condition not met, stacking refused', async () => {
    const welcome = expectOk(await preview({ products: [line(cheap, 1), line(dear, 1)], couponCode: 'welcome10', shippingSubtotal: 900, ifApplication: false }));
    assert.equal(welcome.couponCodeApplied, true);
    assert.equal(welcome.couponCodeTotalAmount, 400, '10% of the $40 unit');
    const save = expectOk(await preview({ products: [line(dear, 2)], couponCode: 'SAVE5', ifApplication: false }));
    assert.equal(save.couponCodeTotalAmount, 500);
    const short = expectOk(await preview({ products: [line(cheap, 1)], couponCode: 'SAVE5', shippingSubtotal: 100, ifApplication: false }));
    assert.deepEqual([short.couponCodeApplied, short.couponCodeTotalAmount], [false, 0]);
    const free = expectOk(await preview({ products: [line(dear, 3)], couponCode: 'FREESHIP', shippingSubtotal: 1234, ifApplication: false }));
    assert.equal(free.couponCodeTotalAmount, 1234);
    assert.equal(free.transactionTotalAmount, 12_000);
    const stacked = expectOk(await preview({ products: [line(dear, 6)], couponCode: 'WELCOME10' }));
    assert.equal(ticketNamed(stacked, '$20 off orders of $200+').unusableReason, 'cannotStackPromoCode');
    assert.equal(ticketNamed(stacked, '$5 off, no strings attached').ifUsed, 1);
    const expired = expectOk(await preview({ products: [line(dear, 1)], couponCode: 'OLDCODE' }));
    assert.deepEqual([expired.couponCodeApplied, expired.couponCodeTotalAmount], [false, 0]);
  });

  test("another seller's ticket is 404; an unknown SKU or a SKU of another product too; guests 401", async () => {
    const mine = expectOk(await preview({ products: [line(cheap, 1)] })).selectCouponTicketId;
    expectFailure(await preview({ products: [line(cheap, 1)], selectCouponTicketId: mine }, other.token), 404);
    assert.equal(expectOk(await preview({ products: [line(cheap, 1)] }, other.token)).orderBillingFilterResults.couponTicketInfos.length, 0);
    expectFailure(await preview({ products: [{ kkProductId: cheap.kk, skuCode: 'NOPE', skuQuantity: 1 }] }), 404, 40400, 'This product is not available.');
    expectFailure(await preview({ products: [{ kkProductId: dear.kk, skuCode: cheap.sku, skuQuantity: 1 }] }), 404);
    expectFailure(await s.request('POST', '/api/product/orderBillingPreviewInfo', { body: { products: [line(cheap, 1)] } }), 401);
  });
});

describe('promo-code check', () => {
  const check = (body: Record<string, unknown>) => s.request('POST', '/api/product/open/coupon/couponCodeCheck', { body });
  test('percent, fixed and free shipping; refusals are 4xx with the reason', async () => {
    const welcome = expectOk(await check({ couponCode: ' welcome10 ', productNum: 2, transactionAmount: 6000, maxProductAmount: 4000 }));
    assert.deepEqual([welcome.couponCode, welcome.discountRule, welcome.discountPercent, welcome.discountAmount, welcome.satisfyNum], ['WELCOME10', 1, 10, 400, 2]);
    assert.equal(welcome.message, 'Promo code applied.');
    const save = expectOk(await check({ couponCode: 'SAVE5', productNum: 1, transactionAmount: 5000, maxProductAmount: 300 }));
    assert.equal(save.discountAmount, 300, 'a fixed amount never exceeds the unit it comes off');
    assert.equal(expectOk(await check({ couponCode: 'FREESHIP', productNum: 1, transactionAmount: 10_000, maxProductAmount: 9000 })).discountRule, 3);
    expectFailure(await check({ couponCode: 'WELCOME10', productNum: 1, transactionAmount: 6000, maxProductAmount: 4000 }), 400, 40031, 'Order at least 2 pieces to use this promo code.');
    expectFailure(await check({ couponCode: 'SAVE5', productNum: 3, transactionAmount: 4999, maxProductAmount: 2000 }), 400, 40031, 'Spend at least $50.00 (goods and shipping) to use this promo code.');
    expectFailure(await check({ couponCode: 'NOSUCH', productNum: 1, transactionAmount: 100, maxProductAmount: 100 }), 404, 40400, 'This promo code does not exist.');
    expectFailure(await check({ couponCode: 'OLDCODE', productNum: 1, transactionAmount: 100, maxProductAmount: 100 }), 400, 40030, 'This promo code has expired.');
    expectFailure(await check({ couponCode: 'GONE', productNum: 1, transactionAmount: 100, maxProductAmount: 100 }), 409, 40900, 'This promo code has reached its usage limit.');
  });
});
