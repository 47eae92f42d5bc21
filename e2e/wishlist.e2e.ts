import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { after, test } from 'node:test';
import type { Page } from 'playwright-core';
import type { ProductDetail } from '@threadway/contracts';
import { startWooCommerceSimulator } from '../tools/simulators/woocommerce/server.ts';
import { operatorToken } from './billing-fixtures.ts';
import { sessionToken, signIn, skipAdPopup } from './helpers.ts';
import { DESKTOP, MOBILE, useE2E } from './harness.ts';

/**
 * The wish list, 'Favorite Item' (spec 2.5): products added from their pages, delete one with a
 * confirmation, 'Please select product first', unavailable items refused for batch listing, and
 * List to store for a row and for a selection. The seller's store is a WooCommerce store on the
 * simulator. WISHLIST_SHOTS_DIR=/tmp/… saves the screen at 1440 and 390 wide.
 */
const SHOTS = process.env.WISHLIST_SHOTS_DIR;
const WOO_KEY = { consumerKey: `ck_${'c'.repeat(40)}`, consumerSecret: `cs_${'d'.repeat(40)}`, permissions: 'read_write' as const };
const woo = await startWooCommerceSimulator({ port: 0, storeName: 'Woo Wishes', currency: 'USD', keys: [WOO_KEY] });
const e2e = useE2E();
after(() => woo.close());

const toast = (page: Page, text: string) => page.locator('.ant-message').getByText(text, { exact: true }).first().waitFor({ timeout: 15_000 });
const row = (page: Page, kkProductId: string) => page.locator(`[data-testid=wishlist-row][data-product-id="${kkProductId}"]`);
const shownIds = (page: Page) => page.getByTestId('wishlist-row').evaluateAll((rows) => rows.map((r) => (r as HTMLElement).dataset.productId));

async function onSaleProducts(count: number): Promise<ProductDetail[]> {
  const list = await e2e.api<{ list: { kkProductId: string }[] }>('POST', '/api/product/open/product/list', { pageSize: count });
  return Promise.all(list.list.map((p) => e2e.api<ProductDetail>('GET', `/api/product/open/details?id=${p.kkProductId}`)));
}

/** Takes a product off sale as an operator would in the back office. */
async function takeOffSale(kkProductId: string) {
  const token = await operatorToken(e2e);
  const found = await e2e.api<{ list: { id: number; kkProductId: string }[] }>('GET', `/api/admin/catalogue/products?search=${kkProductId}`, undefined, token);
  const id = found.list.find((p) => p.kkProductId === kkProductId)!.id;
  await e2e.api('PUT', `/api/admin/catalogue/products/${id}`, { status: 0 }, token);
}

async function sellerPage(viewport = DESKTOP) {
  const seller = await e2e.newSeller('Wish Seller');
  const opened = await e2e.newPage(viewport);
  await skipAdPopup(opened.page);
  await signIn(opened.page, seller.email, seller.password);
  await opened.page.waitForURL('**/mall');
  return { ...opened, token: await sessionToken(opened.page) };
}

test('add from product pages, delete with confirmation, selection rules, List to store for a row and for a batch', async () => {
  const [first, second, third, fourth] = await onSaleProducts(4);
  const { context, page, token } = await sellerPage();
  await page.goto('/publish/productList');
  await page.getByTestId('wishlist-empty').getByText('You have not saved any products yet.', { exact: false }).waitFor();

  for (const product of [first!, second!]) {
    await page.goto(product.seoPath);
    await page.getByTestId('wishlist').click();
    await toast(page, 'Added To Favorite Item Successfully');
    await page.waitForFunction(() => document.querySelector('[data-testid=wishlist]')?.getAttribute('data-saved') === 'true');
  }
  // The heart takes the product out again (collect/delete), and puts it back.
  await page.getByTestId('wishlist').click();
  await toast(page, 'Deleted successfully');
  await page.waitForFunction(() => document.querySelector('[data-testid=wishlist]')?.getAttribute('data-saved') === 'false');
  assert.equal((await e2e.api<{ total: number }>('POST', '/api/product/collect/list', {}, token)).total, 1);
  await page.getByTestId('wishlist').click();
  await page.waitForFunction(() => document.querySelector('[data-testid=wishlist]')?.getAttribute('data-saved') === 'true');

  // The mall header's user menu leads to the screen, lit in the account menu.
  await page.getByTestId('user-menu').click();
  await page.locator('.ant-dropdown:visible').getByRole('link', { name: 'Favorite Item' }).click();
  await page.waitForURL((url) => url.pathname === '/publish/productList');
  await page.getByTestId('favorite-item-page').getByRole('heading', { name: 'Favorite Item' }).waitFor();
  await page.getByTestId('account-sider').getByRole('link', { name: 'Favorite Item', exact: true }).waitFor();
  await row(page, second!.kkProductId).waitFor();
  assert.deepEqual(await shownIds(page), [second!.kkProductId, first!.kkProductId], 'newest first');
  const secondRow = row(page, second!.kkProductId);
  await secondRow.getByText(second!.itemNo, { exact: true }).waitFor();
  await secondRow.getByText(second!.name).waitFor();
  assert.equal(await secondRow.getByTestId('wishlist-status').innerText(), 'On sale');

  // Nothing selected.
  await page.getByTestId('wishlist-delete-selected').click();
  await toast(page, 'Please select product first');
  await page.getByTestId('batch-list-to-store').click();
  await toast(page, 'Please select product first');
  // No store yet.
  await secondRow.getByTestId('list-to-store').click();
  await toast(page, 'Please add a store first');

  // Delete one: cancel leaves it, confirm deletes it.
  await row(page, first!.kkProductId).getByTestId('wishlist-delete').click();
  const confirmation = page.locator('.ant-popover:not(.ant-popover-hidden)').filter({ hasText: 'Delete this item from your Favorite Item list?' });
  await confirmation.getByRole('button', { name: 'Cancel' }).click();
  await confirmation.waitFor({ state: 'hidden' });
  assert.equal(await row(page, first!.kkProductId).count(), 1);
  await row(page, first!.kkProductId).getByTestId('wishlist-delete').click();
  await confirmation.getByRole('button', { name: 'Delete' }).click();
  await toast(page, 'Deleted successfully');
  await row(page, first!.kkProductId).waitFor({ state: 'detached' });
  assert.deepEqual(await shownIds(page), [second!.kkProductId]);

  // Two more items (setup through the API), one of them taken off sale since; and a store.
  for (const product of [third!, fourth!]) await e2e.api('POST', `/api/product/collect/add/${product.kkProductId}`, undefined, token);
  await takeOffSale(fourth!.kkProductId);
  await e2e.api('POST', '/api/store/storeBind', { platform: 'woocommerce', storeName: 'Woo Wishes', storeUrl: woo.url, ...WOO_KEY }, token);
  await page.reload();
  await row(page, fourth!.kkProductId).waitFor();
  assert.equal(await row(page, fourth!.kkProductId).getByTestId('wishlist-status').innerText(), 'Unavailable');
  assert.equal(await row(page, fourth!.kkProductId).getByTestId('list-to-store').count(), 0, 'an unavailable item cannot be listed');

  // Search by item no.
  await page.getByTestId('wishlist-keyword').locator('input').fill(third!.itemNo);
  await page.getByTestId('wishlist-keyword').locator('input').press('Enter');
  await page.waitForFunction((id) => [...document.querySelectorAll('[data-testid=wishlist-row]')].map((r) => (r as HTMLElement).dataset.productId).join() === id, third!.kkProductId);
  await page.getByTestId('wishlist-keyword').locator('input').fill('');
  await page.getByTestId('wishlist-keyword').locator('input').press('Enter');
  await row(page, second!.kkProductId).waitFor();

  if (SHOTS) {
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/favorite-item-1440.png`, fullPage: true });
  }

  // Everything selected: the unavailable item stops the batch.
  await page.locator('.ant-table-thead .ant-checkbox-input').check();
  await page.getByText('3 selected').waitFor();
  await page.getByTestId('batch-list-to-store').click();
  await toast(page, 'List Failed: Unavailable items included.');
  assert.equal(new URL(page.url()).pathname, '/publish/productList');

  // Without it, the selection goes to batch publish.
  await row(page, fourth!.kkProductId).locator('.ant-checkbox-input').uncheck();
  await page.getByTestId('batch-list-to-store').click();
  await page.waitForURL((url) => url.pathname === '/publish/batchPublish');
  const ids = new URL(page.url()).searchParams.get('productIds')!.split(',');
  assert.deepEqual(ids.sort(), [second!.kkProductId, third!.kkProductId].sort());

  // A row opens the listing editor with its product.
  await page.goto('/publish/productList');
  await row(page, third!.kkProductId).getByTestId('list-to-store').click();
  await page.waitForURL((url) => url.pathname === '/publish/edit');
  assert.equal(new URL(page.url()).searchParams.get('productId'), third!.kkProductId);
  await context.close();
});

test('phone: cards with the same facts and actions, select all, batch delete after confirmation, no sideways scrolling', async () => {
  const products = await onSaleProducts(3);
  const { context, page, token } = await sellerPage(MOBILE);
  for (const product of products) await e2e.api('POST', `/api/product/collect/add/${product.kkProductId}`, undefined, token);
  await page.goto('/publish/productList');
  await row(page, products[0]!.kkProductId).waitFor();
  assert.equal(await page.locator('.ant-table').count(), 0, 'cards, not the wide table');
  const card = row(page, products[1]!.kkProductId);
  await card.getByText(products[1]!.itemNo, { exact: true }).waitFor();
  await card.getByText('On sale').waitFor();
  await page.waitForLoadState('networkidle');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  assert.ok(overflow <= 0, `the page scrolls sideways by ${overflow}px`);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/favorite-item-390.png`, fullPage: true });

  await page.getByRole('checkbox', { name: 'Select all' }).check();
  await page.getByText('3 selected').waitFor();
  await row(page, products[2]!.kkProductId).locator('.ant-checkbox-input').uncheck();
  await page.getByText('2 selected').waitFor();
  await page.getByTestId('wishlist-delete-selected').click();
  await page.locator('.ant-modal-confirm-title').getByText('Delete the 2 selected items from your Favorite Item list?').waitFor();
  await page.getByTestId('wishlist-delete-selected-confirm').click();
  await toast(page, 'Deleted successfully');
  await row(page, products[0]!.kkProductId).waitFor({ state: 'detached' });
  assert.deepEqual(await shownIds(page), [products[2]!.kkProductId]);
  await context.close();
});

test('pages of 10: the next page holds the rest; deleting the last item of the last page shows the page before', async () => {
  const products = await onSaleProducts(11);
  const { context, page, token } = await sellerPage(MOBILE);
  for (const product of products) await e2e.api('POST', `/api/product/collect/add/${product.kkProductId}`, undefined, token);
  await page.goto('/publish/productList');
  await row(page, products[10]!.kkProductId).waitFor();
  assert.equal(await page.getByTestId('wishlist-row').count(), 10);
  await page.locator('.ant-pagination-next').click();
  await row(page, products[0]!.kkProductId).waitFor();
  assert.deepEqual(await shownIds(page), [products[0]!.kkProductId], 'the oldest');
  await row(page, products[0]!.kkProductId).getByTestId('wishlist-delete').click();
  await page.locator('.ant-popover:not(.ant-popover-hidden)').getByRole('button', { name: 'Delete' }).click();
  await toast(page, 'Deleted successfully');
  await row(page, products[10]!.kkProductId).waitFor();
  assert.equal(await page.getByTestId('wishlist-row').count(), 10);
  assert.equal(await page.locator('.ant-pagination').count(), 0, 'one page left');
  await context.close();
});

test('Arabic at 1440 and 390 wide: right to left, translated, without sideways scrolling', async () => {
  const products = await onSaleProducts(2);
  for (const [device, viewport] of [['desktop', DESKTOP], ['mobile', MOBILE]] as const) {
    const { context, page, token } = await sellerPage(viewport);
    for (const product of products) await e2e.api('POST', `/api/product/collect/add/${product.kkProductId}`, undefined, token);
    await page.evaluate(() => localStorage.setItem('tw_preferences', JSON.stringify({ locale: 'ar', currency: 'USD', currencyRate: '1', currencySymbol: '$' })));
    await page.goto('/publish/productList');
    await row(page, products[0]!.kkProductId).getByText('معروض للبيع').waitFor();
    await page.waitForLoadState('networkidle');
    assert.equal(await page.evaluate(() => document.documentElement.dir), 'rtl');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    assert.ok(overflow <= 0, `${device} scrolls sideways by ${overflow}px`);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/favorite-item-ar-${device}.png`, fullPage: true });
    await context.close();
  }
});
