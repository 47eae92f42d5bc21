import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { skipAdPopup } from './helpers.ts';
import { MOBILE, useE2E } from './harness.ts';

/**
 * Pages never go blank (issue 13): an API that answers 429 leaves the page's chrome and one
 * 'too frequent' toast; a page whose code fails to load shows a friendly page with Reload, inside
 * the layout, in the visitor's language.
 */
const e2e = useE2E();
const TOO_FREQUENT = 'Requests are too frequent, Please try again later.';

async function productPath(): Promise<string> {
  const { list } = await e2e.api<{ list: { kkProductId: string }[] }>('POST', '/api/product/open/product/list', { pageSize: 1 });
  return `/product-detail?id=${list[0]!.kkProductId}`;
}

/** Every API call of the page is refused with the rate limit's answer. */
const refuseApi = (page: Page) =>
  page.route('**/api/**', (route) => route.fulfill({ status: 429, contentType: 'application/json', headers: { 'retry-after': '60' }, body: JSON.stringify({ code: 42900, data: null, message: TOO_FREQUENT }) }));

/** The product page's own script is refused, as a rate limit or a deploy that removed it would. */
const refuseProductPageCode = (page: Page) => page.route(/\/assets\/ProductDetailPage-[^/]*\.js$/, (route) => route.fulfill({ status: 429, body: '' }));

test('when the API answers 429 the product page keeps its header and navigation and shows one toast', async () => {
  const path = await productPath();
  const { context, page } = await e2e.newPage();
  await skipAdPopup(page);
  await refuseApi(page);
  await page.goto(path);
  await page.getByTestId('mall-header').waitFor();
  await page.locator('.ant-message-notice').getByText(TOO_FREQUENT).waitFor();
  // Give the page's other calls time to be refused too: still one toast, the header, no error page.
  await page.waitForTimeout(1500);
  assert.equal(await page.locator('.ant-message-notice').count(), 1, 'one toast, not one per refused call');
  assert.ok(await page.getByTestId('mall-header').isVisible());
  assert.ok(await page.getByRole('button', { name: 'All Products' }).isVisible());
  assert.equal(await page.getByTestId('route-error').count(), 0);
  await context.close();
});

test('a page whose code fails to load shows a friendly page with Reload inside the layout, and Reload brings the page', async () => {
  const path = await productPath();
  const { context, page } = await e2e.newPage();
  await skipAdPopup(page);
  await refuseProductPageCode(page);
  await page.goto(path);
  const error = page.getByTestId('route-error');
  await error.waitFor();
  assert.equal(await error.getAttribute('data-kind'), 'loadFailed');
  await error.getByText('This page could not be loaded').waitFor();
  assert.ok(await page.getByTestId('mall-header').isVisible(), 'the header stays');
  await page.unroute(/\/assets\/ProductDetailPage-[^/]*\.js$/);
  await page.getByTestId('route-error-reload').click();
  await page.getByTestId('size-option').first().waitFor();
  assert.equal(await page.getByTestId('route-error').count(), 0);
  await context.close();
});

test('the friendly page speaks the visitor language, right to left in Arabic, on a phone', async () => {
  const path = await productPath();
  const context = await e2e.browser.newContext({ viewport: MOBILE, baseURL: e2e.baseUrl, locale: 'ar' });
  const page = await context.newPage();
  await skipAdPopup(page);
  await refuseProductPageCode(page);
  await page.goto(path);
  await page.getByTestId('route-error').waitFor();
  const error = page.getByTestId('route-error');
  await error.getByText('تعذّر تحميل هذه الصفحة').waitFor();
  assert.equal(await error.getByRole('button').innerText(), 'إعادة التحميل');
  assert.equal(await error.evaluate((e) => getComputedStyle(e).direction), 'rtl');
  await context.close();
});

test('a page that breaks while drawing shows the friendly page too, not the router message', async () => {
  const path = await productPath();
  const { context, page } = await e2e.newPage();
  await skipAdPopup(page);
  // The page's code arrives but throws as it draws.
  await page.route(/\/assets\/ProductDetailPage-[^/]*\.js$/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: "export default function Broken() { throw new Error('broken page'); }" }),
  );
  await page.goto(path);
  const error = page.getByTestId('route-error');
  await error.waitFor();
  assert.equal(await error.getAttribute('data-kind'), 'crashed');
  await error.getByText('Something went wrong').waitFor();
  assert.ok(await page.getByTestId('mall-header').isVisible(), 'the header stays');
  await context.close();
});
