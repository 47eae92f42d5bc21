import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { after, test } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import type { ProductCard, Store, storeSettingDetail } from '@threadway/contracts';
import type { z } from 'zod';
import { startShopifySimulator } from '../tools/simulators/shopify/server.ts';
import { ADMIN, chooseOption, sessionToken, signIn, skipAdPopup } from './helpers.ts';
import { DESKTOP, MOBILE, useE2E, fixServerAddress } from './harness.ts';
import { connectShopify } from './store-connect.ts';

/**
 * Batch list-to-store, batch tasks and the listings screen against the real API, the durable batch job
 * and the Shopify simulator: a seller lists products in one batch, watches the task complete, finds the
 * listings Published (and on the simulator's storefront), hides, relists and deletes one, searches and
 * filters. LISTINGS_SHOTS_DIR=/tmp/… saves each screen at 1440 and 390 wide.
 */
await fixServerAddress();
const SHOTS = process.env.LISTINGS_SHOTS_DIR;
const SHOPIFY_APP = { apiKey: 'shopify_app_listings', apiSecret: 'shpss_listings_secret' };
const BATCH_SIZE = 30;
const SHOP = 'listing-e2e.myshopify.com';
const REJECTION = 'Title contains a word this store does not allow.';

const shopify = await startShopifySimulator({ port: 0, ...SHOPIFY_APP });
Object.assign(process.env, {
  SHOPIFY_API_KEY: SHOPIFY_APP.apiKey,
  SHOPIFY_API_SECRET: SHOPIFY_APP.apiSecret,
  SHOPIFY_SHOP_URL_TEMPLATE: shopify.shopUrlTemplate,
});
const e2e = useE2E({ jobs: true });
after(() => shopify.close());

type StoreSettingDetail = z.infer<typeof storeSettingDetail>;
const rows = (page: Page) => page.locator('[data-testid=listing-row]');
const row = (page: Page, title: string) => page.locator(`[data-testid=listing-row][data-title="${title.replace(/"/g, '\\"')}"]`);

async function newSellerPage(viewport = DESKTOP): Promise<{ context: BrowserContext; page: Page; token: string }> {
  const seller = await e2e.newSeller('Listing Seller');
  const opened = await e2e.newPage(viewport);
  await skipAdPopup(opened.page);
  await signIn(opened.page, seller.email, seller.password);
  await opened.page.waitForURL('**/mall');
  return { ...opened, token: await sessionToken(opened.page) };
}

/** Products on sale, as the seller's product list shows them. */
const catalogueProducts = async (token: string, count: number) => (await e2e.api<{ list: ProductCard[] }>('POST', '/api/product/list', { pageNumber: 1, pageSize: count }, token)).list;

/** The shop sells in euros, and the store's settings say so: listings are priced in EUR through the rates. */
async function sellInEuros(token: string, storeName: string) {
  shopify.shop(SHOP).currency = 'EUR';
  const store = (await e2e.api<Store[]>('GET', '/api/store/storeList', undefined, token)).find((s) => s.storeName === storeName)!;
  const settings = await e2e.api<StoreSettingDetail>('GET', `/api/store/storeSettingDetail/${store.storeId}`, undefined, token);
  const { storeName: _name, platform: _platform, ...rest } = settings;
  await e2e.api('POST', '/api/store/storeSetting', { ...rest, currency: 'EUR' }, token);
}

/** Confirms the open confirmation (hide, relist, delete) with its button. */
async function confirmDialog(page: Page, title: RegExp) {
  const dialog = page.locator('.ant-modal-confirm').filter({ hasText: title });
  await dialog.waitFor();
  await dialog.getByTestId('listing-confirm-ok').click();
  await dialog.waitFor({ state: 'hidden' });
}

async function openTab(page: Page, tab: 'published' | 'hidden' | 'queued' | 'deleted') {
  await page.getByTestId(`listings-tab-${tab}`).click();
  await page.waitForURL((url) => (tab === 'published' ? !url.searchParams.has('tab') : url.searchParams.get('tab') === tab));
}

/** A picture of the page (whole, or what the window shows when a dialog is open). */
async function shot(page: Page, name: string, fullPage = true) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.waitForLoadState('networkidle');
  // The tabs' ink bar and antd's fades end before the picture is taken.
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage });
}

test('batch list to a Shopify store: the modal rules, the task to Completed, the listings Published and on the storefront; hide, relist, delete; search and filters', async () => {
  const { context, page, token } = await newSellerPage();
  // The mall header's user dropdown leads to Listings (spec 2.2).
  await page.getByTestId('user-menu').click();
  await page.locator('.ant-dropdown:visible').getByRole('link', { name: 'Listings', exact: true }).waitFor();
  await page.goto('/personal-center/store-manage');
  await connectShopify(page, 'Listing Shop', 'listing-e2e');
  await sellInEuros(token, 'Listing Shop');
  const products = await catalogueProducts(token, BATCH_SIZE);
  assert.equal(products.length, BATCH_SIZE);
  const rejected = products[2]!;
  shopify.switches.setReject(SHOP, { titleContains: rejected.name, message: REJECTION });

  // The menu leads to Listings; nothing is listed yet.
  const sider = page.getByTestId('account-sider');
  await sider.getByText('My Product', { exact: true }).click();
  await sider.getByRole('link', { name: 'Listings', exact: true }).click();
  await page.waitForURL('**/publish/listings');
  await page.getByTestId('listings-empty').waitFor();

  // The wish list's batch listing arrives with the products in the address and the modal open.
  await page.goto(`/publish/batchPublish?productIds=${products.map((p) => p.kkProductId).join(',')}`);
  await page.getByTestId('batch-form').waitFor();
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid=batch-product]').length === n, BATCH_SIZE);
  await page.getByTestId('batch-submit').click();
  await page.getByText('Please select a platform').waitFor();
  await page.getByText('Please select a store').waitFor();
  await chooseOption(page, 'batch-platform', 'Shopify');
  await chooseOption(page, 'batch-store', 'Listing Shop');
  // Above 20 the modal warns that products will be uploaded at that many times the selling price.
  await page.getByTestId('batch-multiplier').fill('25');
  await page.getByTestId('batch-multiplier-warning').getByText('Products will be uploaded at 25 times the selling price.').waitFor();
  // and asks once more before listing at that price.
  const again = page.locator('.ant-modal-confirm').filter({ hasText: 'List at this multiplier?' });
  // (A click that only closes a select's dropdown on a loaded machine is repeated.)
  for (let tries = 0; tries < 5 && !(await again.isVisible()); tries++) {
    await page.getByTestId('batch-submit').click();
    await again.waitFor({ timeout: 8000 }).catch(() => undefined);
  }
  await again.getByText('Products will be uploaded at 25 times the selling price.').waitFor();
  await again.getByRole('button', { name: 'Cancel' }).click();
  await again.waitFor({ state: 'hidden' });
  await page.getByTestId('batch-multiplier').fill('2');
  await page.getByTestId('batch-multiplier-warning').waitFor({ state: 'detached' });
  // Ship from alone is refused: all three or none.
  await chooseOption(page, 'batch-ship-from', 'China');
  await page.getByTestId('batch-submit').click();
  await page.getByText('Choose ship from, ship to and shipping channel together, or none of them.').first().waitFor();
  // With ship to and a channel of the rate engine (its delivery days shown) the three are complete.
  await chooseOption(page, 'batch-ship-to', 'United States', 'United St');
  await chooseOption(page, 'batch-channel', /business days/);
  await page.getByTestId('batch-form').getByText('Choose ship from, ship to and shipping channel together, or none of them.').first().waitFor({ state: 'detached' });
  await page.getByTestId('batch-existing-skip').waitFor();
  await shot(page, 'desktop_batch-publish', false);
  await page.getByTestId('batch-submit').click();

  // The batch runs in the background; its task shows live progress until Completed. The store rejects one product.
  await page.waitForURL('**/publish/batchTasks');
  const task = page.getByTestId('batch-task').first();
  await task.waitFor();
  assert.match(await task.getByTestId('task-progress').innerText(), new RegExp(`/ ${BATCH_SIZE}`));
  await task.getByTestId('task-status').getByText('Completed').waitFor({ timeout: 180_000 });
  assert.match(await task.getByTestId('task-progress').innerText(), new RegExp(`${BATCH_SIZE} / ${BATCH_SIZE}`));
  await task.getByTestId('task-progress').getByText('Failed: 1').waitFor();
  await task.getByTestId('task-details').click();
  const items = page.getByTestId('batch-items');
  await items.getByTestId('batch-item').first().waitFor();
  assert.equal(await items.locator('[data-testid=batch-item][data-status=success]').count(), BATCH_SIZE - 1, 'every other product listed');
  const failedItem = items.locator('[data-testid=batch-item][data-status=listingFailed]');
  await failedItem.getByText(rejected.name).waitFor();
  await failedItem.getByTestId('item-result').getByText('Listing Failed').waitFor();
  await failedItem.getByText(REJECTION).waitFor();
  await shot(page, 'desktop_batch-task-items', false);
  await items.locator('.ant-drawer-close').click();
  await shot(page, 'desktop_batch-tasks');

  // The failed listing waits in the Listing Queue with its reason.
  await page.getByRole('link', { name: 'Listing Queue' }).click();
  await page.waitForURL((url) => url.searchParams.get('tab') === 'queued');
  await row(page, rejected.name).getByTestId('listing-error').getByText(`Failed: ${REJECTION}`).waitFor();
  await shot(page, 'desktop_listings-queue');

  // Published: a first page of 20 of the 29, in the store's currency.
  await openTab(page, 'published');
  await rows(page).nth(19).waitFor();
  assert.equal(await rows(page).count(), 20, 'the first page');
  assert.equal(await page.locator('.ant-pagination-item-2').count(), 1, 'a second page');
  await shot(page, 'desktop_listings-published');

  // Search: two keywords separated by a comma find both products.
  const [first, second] = [products[0]!, products[1]!];
  await page.getByTestId('listings-search').fill(`${first.itemNo}, ${second.itemNo}`);
  await page.getByTestId('listings-search-button').click();
  await page.waitForURL((url) => url.searchParams.has('search'));
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid=listing-row]').length === n, 2);
  assert.deepEqual((await rows(page).evaluateAll((els) => els.map((el) => el.getAttribute('data-title')))).sort(), [first.name, second.name].sort());
  const listed = row(page, first.name);
  await listed.getByTestId('listing-status').getByText('Published').waitFor();
  await listed.getByTestId('listing-store').getByText('Listing Shop').waitFor();
  const price = await listed.getByTestId('listing-price').innerText();
  assert.match(price, /^€\d+\.\d{2}/, 'in the store currency');

  // The simulator's storefront shows what was published: each title with its pictures, and the prices in the store's currency.
  // In a window of its own: a second tab of the seller's window would hide the Listings tab, whose clicks then wait seconds
  // for animation frames a hidden tab does not get.
  const { context: storefrontWindow, page: storefront } = await e2e.newPage();
  await storefront.goto(`${shopify.url}/storefront/${SHOP}`);
  const cardOf = (name: string) => storefront.locator('article.product').filter({ has: storefront.getByRole('heading', { name, exact: true }) });
  // Shopify processes media after productSet answers (the simulator downloads each picture, 4 at a time): a card
  // shows its pictures once they are ready, so the page is read again until every card has them.
  const withoutPictures = async () => {
    const missing: string[] = [];
    for (const product of products.filter((p) => p !== rejected)) {
      await cardOf(product.name).waitFor();
      if ((await cardOf(product.name).locator('img').count()) === 0) missing.push(product.name);
    }
    return missing;
  };
  const picturesBy = Date.now() + 90_000;
  for (let missing = await withoutPictures(); missing.length > 0; missing = await withoutPictures()) {
    assert.ok(Date.now() < picturesBy, `pictures still missing after 90 s: ${missing.join(', ')}`);
    await storefront.waitForTimeout(1000);
    await storefront.reload();
  }
  assert.equal(await cardOf(rejected.name).count(), 0, 'the rejected product is not in the store');
  const pictureLoaded = await cardOf(first.name).locator('img').first().evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth > 0));
  assert.ok(pictureLoaded, 'the picture is served');
  const storefrontPrices = await cardOf(first.name).locator('td.price').allInnerTexts();
  assert.ok(storefrontPrices.length > 0 && storefrontPrices.every((text) => text.endsWith(' EUR')), 'prices in the store currency');
  const lowest = Math.min(...storefrontPrices.map((text) => Number.parseFloat(text)));
  assert.equal(price.split(' – ')[0], `€${lowest.toFixed(2)}`, 'the listing shows the price the store sells at');

  // Filters: another platform finds nothing; the store's platform and the store find both again.
  await chooseOption(page, 'listings-platform', 'WooCommerce');
  await page.getByTestId('listings-empty').getByText('No listings match the search. Try other keywords or filters.').waitFor();
  await chooseOption(page, 'listings-platform', 'Shopify');
  await chooseOption(page, 'listings-store', 'Listing Shop');
  await page.waitForURL((url) => url.searchParams.has('stores'));
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid=listing-row]').length === n, 2);
  await page.getByTestId('listings-search').fill(first.itemNo);
  await page.getByTestId('listings-search').press('Enter');
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid=listing-row]').length === n, 1);

  // Hide (confirmed): while the store takes it off, the row says so; then it leaves Published for Hidden.
  shopify.switches.setLatency(6000);
  await listed.getByTestId('listing-action-hide').click();
  await confirmDialog(page, /Hide from the store/);
  await listed.getByTestId('listing-syncing').getByText('Being hidden from the store').waitFor();
  shopify.switches.setLatency(0);
  await listed.waitFor({ state: 'detached', timeout: 30_000 });
  await openTab(page, 'hidden');
  await listed.getByTestId('listing-status').getByText('Hidden').waitFor();
  await shot(page, 'desktop_listings-hidden');
  await storefront.reload();
  await storefront.locator('article.product').first().waitFor();
  assert.equal(await cardOf(first.name).count(), 0, 'hidden from the store');

  // Relist (confirmed): back in Published, and in the store.
  await listed.getByTestId('listing-action-relist').click();
  await confirmDialog(page, /Relist in the store/);
  await listed.waitFor({ state: 'detached', timeout: 30_000 });
  await openTab(page, 'published');
  await listed.getByTestId('listing-status').getByText('Published').waitFor();
  await storefront.reload();
  await cardOf(first.name).waitFor();

  // An operator changes the second product: its listing says so and offers Update (spec 2.7).
  const operator = await e2e.api<{ token: string }>('POST', '/api/admin/open/login', ADMIN);
  const adminRow = (await e2e.api<{ list: { id: number; kkProductId: string }[] }>('GET', `/api/admin/catalogue/products?search=${second.itemNo}`, undefined, operator.token)).list.find((p) => p.kkProductId === second.kkProductId)!;
  await e2e.api('PUT', `/api/admin/catalogue/products/${adminRow.id}`, { description: 'Softer fabric this season.' }, operator.token);
  await page.getByTestId('listings-search').fill(second.itemNo);
  await page.getByTestId('listings-search').press('Enter');
  const changed = row(page, second.name);
  await changed.getByTestId('listing-catalogue-changed').getByText('There is a change in the product information, click Update to get the latest change information.').waitFor();
  await changed.getByTestId('listing-action-update').waitFor();
  await shot(page, 'desktop_listings-update');
  await page.getByTestId('listings-search').fill(first.itemNo);
  await page.getByTestId('listings-search').press('Enter');

  // Delete (confirmed): it ends in Deleted, and leaves the storefront.
  await listed.getByTestId('listing-action-delete').click();
  await confirmDialog(page, /Delete from the store/);
  await listed.waitFor({ state: 'detached', timeout: 30_000 });
  await openTab(page, 'deleted');
  await listed.getByTestId('listing-status').getByText('Deleted').waitFor();
  assert.equal(await listed.locator('button').count(), 0, 'no actions on a deleted listing');
  await storefront.reload();
  await storefront.locator('article.product').first().waitFor();
  assert.equal(await cardOf(first.name).count(), 0, 'deleted from the store');
  await shot(page, 'desktop_listings-deleted');
  await storefrontWindow.close();
  await context.close();
});

test('phone: listings as cards, batch tasks and the batch modal at 390 wide without sideways scrolling', async () => {
  const { context, page, token } = await newSellerPage(MOBILE);
  // The phone's menu has Listings (spec 2.2).
  await page.goto('/personal-center/account-setting');
  await page.getByTestId('mobile-menu-button').click();
  await page.locator('.ant-drawer').getByRole('link', { name: 'Listings', exact: true }).waitFor();
  // The store comes through the desktop screen's flow; the phone then works on its listings.
  await page.setViewportSize(DESKTOP);
  await page.goto('/personal-center/store-manage');
  await connectShopify(page, 'Phone Shop', 'phone-listing-e2e');
  await page.setViewportSize(MOBILE);
  const products = await catalogueProducts(token, 3);
  const stores = await e2e.api<{ platform: string; stores: { storeId: number }[] }[]>('GET', '/api/listings/publications', undefined, token);
  const storeId = stores.find((p) => p.platform === 'shopify')!.stores[0]!.storeId;
  await e2e.api('POST', '/api/listings/loadPublishRecord', { platform: 'shopify', storeId, productIds: products.map((p) => p.kkProductId) }, token);

  const noSidewaysScroll = async (name: string, fullPage = true) => {
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    assert.ok(overflow <= 0, `${name} scrolls sideways by ${overflow}px`);
    await shot(page, `mobile_${name}`, fullPage);
  };
  await page.goto('/publish/batchTasks');
  await page.getByTestId('batch-task').first().getByTestId('task-status').getByText('Completed').waitFor({ timeout: 120_000 });
  await noSidewaysScroll('batch-tasks');
  await page.getByTestId('task-details').first().click();
  await page.getByTestId('batch-items').getByTestId('batch-item').nth(2).waitFor();
  await noSidewaysScroll('batch-task-items', false);

  await page.goto('/publish/listings');
  await rows(page).nth(2).waitFor();
  assert.equal(await page.locator('table').count(), 0, 'cards, not a table');
  assert.equal(await rows(page).first().getByTestId('listing-action-edit').count(), 0, 'editing product information is desktop only');
  await noSidewaysScroll('listings');

  await page.goto(`/publish/batchPublish?productIds=${products.map((p) => p.kkProductId).join(',')}`);
  await page.getByTestId('batch-form').waitFor();
  await chooseOption(page, 'batch-platform', 'Shopify');
  await noSidewaysScroll('batch-publish', false);
  await context.close();
});
