import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { describeViolations, seriousViolations, type Violation } from './accessibility.ts';
import { bagPath, stockedSkus } from './checkout-fixtures.ts';
import { DEMO, sessionToken, signIn, skipAdPopup } from './helpers.ts';
import { DESKTOP, MOBILE, useE2E } from './harness.ts';
import { placeOrder, shippableSkus } from './orders-fixtures.ts';

/**
 * axe-core finds no critical or serious violation on the shopping, bag, payment and order pages,
 * at 1440 and 390 wide, signed out and signed in (issue 19, decision 0035). One server for the file;
 * the demo seller's orders (demoOrders) give the order pages every state to show.
 */
const e2e = useE2E({ demoOrders: true });

/** A page to check: where to go and what shows once it has loaded. */
interface Stop {
  path: string;
  ready: string;
}

/** Visits each stop and gathers every counted violation, so that one run lists them all. */
async function check(page: Page, label: string, stops: Stop[]): Promise<Violation[]> {
  const found: Violation[] = [];
  for (const stop of stops) {
    await page.goto(stop.path);
    await page.locator(stop.ready).first().waitFor();
    found.push(...(await seriousViolations(page, `${label} ${stop.path}`)));
  }
  return found;
}

const assertNone = (violations: Violation[]) => assert.ok(violations.length === 0, `${violations.length} critical or serious accessibility violations:\n${describeViolations(violations)}`);

/** A product's own page, as the list links it. */
async function productPath(): Promise<string> {
  const page = await e2e.api<{ list: { kkProductId: string }[] }>('POST', '/api/product/open/product/list', { pageSize: 1 });
  const product = await e2e.api<{ seoPath: string }>('GET', `/api/product/open/details?id=${page.list[0]!.kkProductId}`);
  return product.seoPath;
}

const shopping = (product: string): Stop[] => [
  { path: '/', ready: 'h1' },
  { path: '/mall', ready: '[data-testid=product-card]' },
  { path: '/product-list', ready: '[data-testid=product-card]' },
  { path: '/product-list?search=dress', ready: '[data-testid=product-card]' },
  { path: product, ready: '[data-testid=size-option]' },
];

for (const viewport of [DESKTOP, MOBILE]) {
  test(`${viewport.width} wide, signed out: the shopping pages, sign-in, sign-up and the guest's bag`, async () => {
    const { context, page } = await e2e.newPage(viewport);
    await skipAdPopup(page);
    // The guest's cart, as Add to Cart keeps it in the browser: the bag then shows the sign-up form.
    const [line] = await stockedSkus(e2e);
    const entry = { kkProductId: line!.kkProductId, skuCode: line!.skuCode, warehouseCode: line!.warehouseCode, num: 1 };
    await page.addInitScript((item) => localStorage.setItem('tw_guest_cart', JSON.stringify({ expiresAt: Date.now() + 86_400_000, items: [item] })), entry);
    const stops = [
      ...shopping(await productPath()),
      { path: '/login', ready: '[data-testid=signin-account]' },
      { path: '/register', ready: '[data-testid=signup-brand]' },
      { path: bagPath([line!]), ready: '[data-testid=checkout-signup]' },
    ];
    const found = await check(page, `${viewport.width} signed out`, stops);
    // The bag's sign-up again with every field's message showing.
    await page.getByTestId('checkout-signup-submit').click();
    await page.getByText('Please check the terms of service at the bottom').waitFor();
    found.push(...(await seriousViolations(page, `${viewport.width} guest's bag with messages`)));
    assertNone(found);
    await context.close();
  });

  test(`${viewport.width} wide, signed in: the shopping pages, the bag, payment, orders and notifications`, async () => {
    const { context, page } = await e2e.newPage(viewport);
    await skipAdPopup(page);
    await signIn(page, DEMO.email, DEMO.password);
    await page.waitForURL('**/mall');
    const token = await sessionToken(page);
    const [line] = await stockedSkus(e2e);
    await e2e.api('POST', '/api/product/cart/add', { kkProductId: line!.kkProductId, skuCode: line!.skuCode, warehouseCode: line!.warehouseCode, num: 2 }, token);
    const [sku] = await shippableSkus(e2e, 1);
    const { kkOrderId } = await placeOrder(e2e, token, sku!);
    const shipped = await e2e.api<{ list: { kkOrderId: string }[] }>('POST', '/api/orders/orderList', { tab: 'inTransit', pageNumber: 1, pageSize: 1 }, token);
    const stops = [
      ...shopping(await productPath()),
      { path: bagPath([line!]), ready: '[data-testid=bag-product]' },
      { path: `/mall/paymentPage?${new URLSearchParams({ kkOrderId, warehouseName: 'United States', weightTotal: '300' })}`, ready: '[data-testid=method-0]' },
      { path: '/order/list', ready: '[data-testid=order-row]' },
      { path: `/order/details?kkOrderId=${shipped.list[0]?.kkOrderId ?? kkOrderId}`, ready: '[data-testid=order-status]' },
      { path: '/personal-center/notifications', ready: '[data-testid=notifications-page]' },
    ];
    assertNone(await check(page, `${viewport.width} signed in`, stops));
    await context.close();
  });
}

test('right to left: the mall and a product page in Arabic', async () => {
  const { context, page } = await e2e.newPage(MOBILE);
  await skipAdPopup(page);
  await page.addInitScript(() => localStorage.setItem('tw_preferences', JSON.stringify({ locale: 'ar', currency: 'USD', currencyRate: '1', currencySymbol: '$' })));
  const stops = shopping(await productPath()).filter((stop) => stop.path !== '/product-list?search=dress');
  const found = await check(page, '390 Arabic', stops);
  assert.equal(await page.evaluate(() => `${document.documentElement.lang} ${document.documentElement.dir}`), 'ar rtl');
  assertNone(found);
  await context.close();
});
