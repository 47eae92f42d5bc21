import assert from 'node:assert/strict';
import { test } from 'node:test';
import { inArray } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { orders } from '../apps/api/src/db/schema/index.ts';
import { topUp } from '../apps/api/test/payments-fixtures.ts';
import { makeStoreOrder } from '../apps/api/test/store-orders-fixture.ts';
import { chooseOption, shoot } from './helpers.ts';
import { MOBILE, useE2E, type E2E } from './harness.ts';
import { placeOrder, shippableSkus, signedInSeller } from './orders-fixtures.ts';

/**
 * Issue 17 on the order screens: store orders with their platform, store and store order ID, the
 * platform filter, the income statement's profit (and loss), and Agree on the store customer's
 * cancellation request leading to Request Refund. The orders are placed through the real API and
 * marked as store orders the way the ingest would (apps/api/test/store-orders-fixture.ts).
 */
const e2e = useE2E();

const row = (page: Page, kkOrderId: string) => page.locator(`[data-testid="order-row"][data-order-id="${kkOrderId}"]`);
async function expectRows(page: Page, kkOrderIds: string[]) {
  const wanted = [...kkOrderIds].sort().join(',');
  await page.waitForFunction((ids) => [...document.querySelectorAll('[data-testid="order-row"]')].map((r) => r.getAttribute('data-order-id')).sort().join(',') === ids, wanted, { timeout: 15_000 });
}
const fitsWidth = (page: Page, testId: string) =>
  page.getByTestId(testId).evaluate((el) => el.getBoundingClientRect().right <= window.innerWidth + 1 && el.scrollWidth <= el.clientWidth + 1);

/** An order paid from the balance through the real payment calls (the balance credited in the database first: setup). */
async function paidOrder(e2e: E2E, token: string, sku: { skuCode: string; warehouseCode: string }) {
  const order = await placeOrder(e2e, token, sku);
  const db = e2e.app.database.db;
  const [row] = await db.select({ userId: orders.userId }).from(orders).where(inArray(orders.kkOrderId, [order.kkOrderId]));
  await topUp(db, row!.userId, order.total);
  const transactionId = await e2e.api<number>('POST', '/api/payment/transaction', { amount: order.total, paymentMethod: 0, currencyCode: 'USD', paymentType: 0, kkOrderIds: [order.kkOrderId] }, token);
  await e2e.api('POST', `/api/payment/balance/${transactionId}`, undefined, token);
  return { ...order, transactionId };
}

/** Marks orders placed through the API as one store order, as the ingest would. */
async function asStoreOrder(e2e: E2E, kkOrderIds: string[], spec: Parameters<typeof makeStoreOrder>[3]) {
  const db = e2e.app.database.db;
  const rows = await db.select({ id: orders.id, userId: orders.userId }).from(orders).where(inArray(orders.kkOrderId, kkOrderIds));
  await makeStoreOrder({ db }, rows[0]!.userId, rows.map((r) => r.id), spec);
}

/** A mall order, a paid Shopify order sold at a $15.00 profit whose shopper asks to cancel, an unpaid WooCommerce order sold at a loss. */
async function threeOrders(token: string) {
  const [sku] = await shippableSkus(e2e, 1);
  const mall = await placeOrder(e2e, token, sku!);
  const shopify = await paidOrder(e2e, token, sku!);
  await asStoreOrder(e2e, [shopify.kkOrderId], { platform: 'shopify', storeName: 'Sunny Tees', name: '#1001', saleCents: [shopify.total + 1500], cancelRequested: true });
  const woo = await placeOrder(e2e, token, sku!);
  await asStoreOrder(e2e, [woo.kkOrderId], { platform: 'woocommerce', storeName: 'Woo Corner', name: '7781', saleCents: [woo.total - 250] });
  return { mall, shopify, woo };
}

test('store orders in the list with platform and store, the platform filter, profit in the detail, Agree on a cancellation request', async () => {
  const { page, token } = await signedInSeller(e2e);
  const { mall, shopify, woo } = await threeOrders(token);

  await page.goto('/order/list');
  await expectRows(page, [mall.kkOrderId, shopify.kkOrderId, woo.kkOrderId]);
  const source = row(page, shopify.kkOrderId).getByTestId('order-source');
  assert.equal(await source.getAttribute('data-platform'), 'SP');
  assert.match(await source.innerText(), /Shopify · Sunny Tees[\s\S]*Store order #1001/);
  assert.match(await row(page, mall.kkOrderId).getByTestId('order-source').innerText(), /Threadway mall/);
  await row(page, shopify.kkOrderId).getByTestId('cancel-request-row').getByText('Cancellation requested').waitFor();
  await shoot(page, 'store-orders-list-1440');

  await chooseOption(page, 'order-platform-filter', 'Shopify');
  await expectRows(page, [shopify.kkOrderId]);
  assert.match(page.url(), /platform=SP/);
  await chooseOption(page, 'order-platform-filter', 'WooCommerce');
  await expectRows(page, [woo.kkOrderId]);
  await chooseOption(page, 'order-platform-filter', 'Threadway mall');
  await expectRows(page, [mall.kkOrderId]);

  // The WooCommerce order sold below our cost: a loss, shown.
  await page.goto(`/order/details?kkOrderId=${woo.kkOrderId}`);
  await page.getByTestId('order-profit').waitFor();
  assert.equal(await page.getByTestId('order-profit').getAttribute('data-loss'), 'true');
  assert.equal(await page.getByTestId('order-profit').innerText(), '-$2.50');
  assert.ok(await page.getByTestId('income-statement').getByText('Loss').isVisible());

  // The Shopify order: source in the header, sale, our cost and profit; the shopper's request.
  await page.goto(`/order/details?kkOrderId=${shopify.kkOrderId}`);
  await page.getByTestId('cancel-request').waitFor();
  assert.match(await page.getByTestId('order-detail-source').innerText(), /Shopify · Sunny Tees[\s\S]*Store order #1001/);
  assert.equal(await page.getByTestId('order-profit').innerText(), '$15.00');
  assert.equal(await page.getByTestId('order-profit').getAttribute('data-loss'), 'false');
  await shoot(page, 'store-orders-detail-1440');

  await page.getByTestId('cancel-request-agree').click();
  await page.getByTestId('cancel-request-agree-ok').click();
  await page.locator('.ant-message').getByText('You agreed to the cancellation.', { exact: false }).waitFor();
  await page.getByTestId('cancel-request-refund').waitFor();
  await shoot(page, 'store-orders-agreed-1440');
  await page.getByTestId('cancel-request-refund').click();
  await page.waitForURL(`**/order/refund?kkOrderId=${shopify.kkOrderId}`);

  await page.goto(`/order/details?kkOrderId=${shopify.kkOrderId}`);
  await page.getByTestId('cancel-request-refund-link').waitFor();
  assert.equal(await page.getByTestId('cancel-request').getAttribute('data-answer'), 'agree');
  assert.equal(await page.getByTestId('order-action-cancelDelivery').count(), 0);

  // The payment status page of the Shopify order's payment: Store Order ID and Source (spec 2.4).
  await page.goto(`/payment-status?state=success&transactionId=${shopify.transactionId}`);
  await page.getByTestId('payment-success').waitFor();
  assert.equal(await page.getByTestId('status-storeOrderId').innerText(), '#1001');
  assert.equal(await page.getByTestId('status-source').innerText(), 'Shopify · Sunny Tees');
});

test('phone width: the store order and its detail fit', async () => {
  const { page, token } = await signedInSeller(e2e, MOBILE);
  const { shopify } = await threeOrders(token);
  await page.goto('/order/list');
  await row(page, shopify.kkOrderId).getByTestId('order-source').waitFor();
  await row(page, shopify.kkOrderId).getByTestId('cancel-request-agree').waitFor();
  await shoot(page, 'store-orders-list-390');
  await page.goto(`/order/details?kkOrderId=${shopify.kkOrderId}`);
  await page.getByTestId('cancel-request').waitFor();
  assert.ok(await fitsWidth(page, 'order-detail'), 'the detail fits 390 px');
  assert.ok(await fitsWidth(page, 'income-statement'));
  await shoot(page, 'store-orders-detail-390');
});

test('Arabic: the store order reads right to left, a loss keeps its minus sign', async () => {
  const { page, token } = await signedInSeller(e2e);
  const { woo } = await threeOrders(token);
  await page.evaluate(() => localStorage.setItem('tw_preferences', JSON.stringify({ locale: 'ar', currency: 'USD', currencyRate: '1' })));
  await page.goto(`/order/details?kkOrderId=${woo.kkOrderId}`);
  await page.waitForFunction(() => document.documentElement.dir === 'rtl');
  await page.getByTestId('income-statement').getByText('خسارة').waitFor();
  assert.equal(await page.getByTestId('order-profit').innerText(), '-$2.50');
  assert.match(await page.getByTestId('order-detail-source').innerText(), /WooCommerce · Woo Corner[\s\S]*طلب المتجر 7781/);
  await shoot(page, 'store-orders-detail-ar-1440');
});
