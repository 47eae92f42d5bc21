import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import type { Address, ProductDetail } from '@threadway/contracts';
import { DEMO, skipAdPopup } from './helpers.ts';
import { MOBILE, useE2E } from './harness.ts';

const e2e = useE2E();

/** What Lighthouse's phone says it is: the server draws a phone's layout for it. */
const PHONE = 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';
const GERMAN_MAIN_NAV = (JSON.parse(readFileSync(new URL('../apps/web/src/i18n/locales/de/common.json', import.meta.url), 'utf8')) as { nav: { main: string } }).nav.main;

/** A browser that runs no script: what it shows, the server drew (decision 0056). */
const withoutScripts = (options: { userAgent?: string } = {}) =>
  e2e.browser.newContext({ javaScriptEnabled: false, viewport: MOBILE, baseURL: e2e.baseUrl, locale: 'en-US', ...options });

/** A product sold singly, in stock: its Add to Cart adds it at once. */
async function aProduct(): Promise<ProductDetail> {
  const { list } = await e2e.api<{ list: { kkProductId: string }[] }>('POST', '/api/product/open/product/list', { pageSize: 20 });
  for (const { kkProductId } of list) {
    const product = await e2e.api<ProductDetail>('GET', `/api/product/open/details?id=${kkProductId}`);
    if (!product.minOrderQuantity && product.skus.some((sku) => sku.status === 1 && Object.values(sku.stock).some((stock) => stock >= 5))) return product;
  }
  throw new Error('the demo catalogue has no product in stock');
}

test('a phone that runs no script sees the product page drawn by the server: name, styled picture, shipping quote, Add to Cart', async () => {
  const product = await aProduct();
  const context = await withoutScripts({ userAgent: PHONE });
  const page = await context.newPage();
  await page.goto(product.seoPath);
  assert.equal((await page.getByTestId('product-name').textContent())?.trim(), product.name);
  // The phone's header (drawn for the User-Agent), and the page's own stylesheet: the picture fits the screen.
  await page.getByTestId('mobile-menu-button').waitFor();
  const picture = page.getByTestId('gallery-main');
  await page.waitForFunction(() => (document.querySelector('[data-testid=gallery-main]') as HTMLImageElement | null)?.complete);
  const box = (await picture.boundingBox())!;
  assert.ok(box.width > 300 && box.width <= MOBILE.width, `picture ${box.width} px wide`);
  // The quote needed the product, then the countries, then the channels: every pass was drawn.
  assert.match((await page.getByTestId('shipping-cost').textContent()) ?? '', /\$\d/);
  await page.getByTestId('add-to-cart').waitFor();
  await context.close();
});

/** The demo seller signed in through the API: their token, and the session cookie the app writes on signing in. */
async function demoSellerSession(): Promise<{ token: string; cookie: { name: string; value: string; url: string } }> {
  const user = await e2e.api<{ token: string; jti: string; userId: number; userName: string }>('POST', '/api/oauth/login', { account: DEMO.email, password: DEMO.password, rememberMe: false });
  const session = { token: user.token, jti: user.jti, userId: user.userId, userName: user.userName, email: DEMO.email, phone: null, authorities: [], approvalStatus: 1, isAuthentication: true, cookiesExpireAt: null };
  return { token: user.token, cookie: { name: 'tw_session', value: encodeURIComponent(JSON.stringify(session)), url: e2e.baseUrl } };
}

test('the product list and the mall come drawn, in the language the visitor chose, with their cart count when signed in', async () => {
  const context = await withoutScripts();
  const seller = await demoSellerSession();
  await context.addCookies([{ name: 'tw_preferences', value: encodeURIComponent(JSON.stringify({ locale: 'de', currency: 'USD', currencyRate: '1' })), url: e2e.baseUrl }, seller.cookie]);
  const { shoppingCartSkuNum } = await e2e.api<{ shoppingCartSkuNum: number }>('GET', '/api/product/cart/count', undefined, seller.token);
  const page = await context.newPage();

  await page.goto('/product-list');
  assert.equal(await page.locator('html').getAttribute('lang'), 'de');
  assert.ok((await page.getByTestId('product-card').count()) > 0);

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/mall');
  await page.locator(`nav[aria-label="${GERMAN_MAIN_NAV}"]`).waitFor();
  await page.locator('[data-testid^=mall-home]').first().waitFor();
  const badge = page.getByTestId('cart-badge');
  assert.equal((await badge.count()) > 0 ? Number(await badge.textContent()) : 0, shoppingCartSkuNum);
  await context.close();
});

test('a drawn page answers input once hydrated, and hydration draws nothing again', async () => {
  const product = await aProduct();
  const { context, page } = await e2e.newPage();
  await skipAdPopup(page);
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/product/open/details')) calls.push(request.url());
  });
  // The harness's goto waits for <html data-interactive> and fails the test on a hydration mismatch.
  await page.goto(product.seoPath);
  assert.ok(await page.locator('#tw-server-drawn').count(), 'the page came drawn');
  // The app's scripts were asked for once the drawn page was on screen, not while its pictures still loaded.
  const timing = await page.evaluate(() => ({
    firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => /\/assets\/[^/]+\.js$/.test(new URL(entry.name).pathname))
      .map((entry) => entry.startTime),
  }));
  assert.ok(timing.firstPaint !== null && timing.scripts.length > 0, JSON.stringify(timing));
  assert.ok(Math.min(...timing.scripts) >= timing.firstPaint, `scripts asked for at ${Math.min(...timing.scripts)} ms, before the first paint at ${timing.firstPaint} ms`);
  assert.deepEqual(calls, [], 'the product the server drew with is not asked for again');
  await page.getByTestId('add-to-cart').click();
  await page.getByText('Shopping Bag added successfully').waitFor();
  await context.close();
});

test("a seller's bag comes drawn with their shipping address, and nothing on it moves once hydrated (phone)", async () => {
  const seller = await demoSellerSession();
  const product = await aProduct();
  const sku = product.skus.find((candidate) => candidate.status === 1 && Object.values(candidate.stock).some((stock) => stock >= 5))!;
  const warehouseCode = Object.entries(sku.stock).find(([, stock]) => stock >= 5)![0];
  await e2e.api('POST', '/api/product/cart/add', { kkProductId: product.kkProductId, skuCode: sku.skuCode, warehouseCode, num: 1 }, seller.token);
  const addresses = await e2e.api<Address[]>('GET', '/api/store/addressList', undefined, seller.token);
  const address = addresses.find((candidate) => candidate.isDefault) ?? addresses[0];
  assert.ok(address, 'the demo seller has an address');
  const bag = `/confirm-order?kkProductId=${product.kkProductId}&skuCode=${sku.skuCode}`;

  // As drawn: the address itself, not the 'Add New Address' a seller without one sees.
  const drawn = await withoutScripts({ userAgent: PHONE });
  await drawn.addCookies([seller.cookie]);
  const page = await drawn.newPage();
  await page.goto(bag);
  await page.getByTestId('shipping-address').getByText(address.streetAddressLine1).waitFor();
  await drawn.close();

  // Hydrated: the layout shifts the page recorded from its first paint (a change after hydration would push the bag down).
  const { context, page: live } = await e2e.newPage(MOBILE);
  await skipAdPopup(live);
  await context.addCookies([seller.cookie]);
  await live.goto(bag);
  await live.getByTestId('bag-product').first().waitFor();
  await live.waitForLoadState('networkidle');
  const shifts = await live.evaluate(
    () =>
      new Promise<number[]>((resolve) => {
        const values: number[] = [];
        new PerformanceObserver((list) => values.push(...list.getEntries().map((entry) => (entry as PerformanceEntry & { value: number }).value))).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(values), 500);
      }),
  );
  assert.deepEqual(shifts, [], 'the bag moved after its first paint');
  await context.close();
});
