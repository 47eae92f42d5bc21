import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { after, test } from 'node:test';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import type { ProductDetail, Store, StoreSettings } from '@threadway/contracts';
import { startShopifySimulator } from '../tools/simulators/shopify/server.ts';
import { marketplaceSimulatorEnv } from '../tools/simulators/marketplace-env.ts';
import { startTemuSimulator } from '../tools/simulators/temu/server.ts';
import { startTikTokShopSimulator } from '../tools/simulators/tiktok-shop/server.ts';
import { startWooCommerceSimulator } from '../tools/simulators/woocommerce/server.ts';
import { chooseOption, sessionToken, signIn, signInOperator, skipAdPopup } from './helpers.ts';
import { DESKTOP, MOBILE, useE2E, fixServerAddress } from './harness.ts';
import { connectShopify, openConnect, platformButton } from './store-connect.ts';

/**
 * The Stores and Store settings screens against the real API and the Shopify and WooCommerce
 * simulators. The platforms call the server back at PUBLIC_URL (Shopify's browser redirect,
 * WooCommerce's key delivery server to server), so the server listens on a port chosen here.
 * STORES_SHOTS_DIR=/tmp/… saves screenshots of both screens at 1440 and 390 wide in English and Arabic.
 */
const PUBLIC_URL = await fixServerAddress();
const SHOTS = process.env.STORES_SHOTS_DIR;
const SHOPIFY_APP = { apiKey: 'shopify_app_e2e', apiSecret: 'shpss_e2e_secret' };
const WOO_KEY = { consumerKey: `ck_${'a'.repeat(40)}`, consumerSecret: `cs_${'b'.repeat(40)}`, permissions: 'read_write' as const };

// Started before the server, which reads the simulators' addresses from the environment.
const shopify = await startShopifySimulator({ port: 0, ...SHOPIFY_APP });
const woo = await startWooCommerceSimulator({ port: 0, storeName: 'Woo E2E', currency: 'EUR', keys: [WOO_KEY] });
const TIKTOK_APP = { appKey: 'tts_app_e2e', appSecret: 'tts_secret_e2e', serviceId: 'tts_service_e2e' };
const TEMU_APP = { appKey: 'temu_app_e2e', appSecret: 'temu_secret_e2e' };
// TikTok Shop and Temu send the browser back to the redirect URL registered for the app, as the real portals do.
const tiktok = await startTikTokShopSimulator({ port: 0, ...TIKTOK_APP, redirectUrl: `${PUBLIC_URL}/personal-center/store-callback/tiktok-shop` });
const temu = await startTemuSimulator({ port: 0, ...TEMU_APP, redirectUrl: `${PUBLIC_URL}/personal-center/store-callback/temu` });
Object.assign(process.env, {
  SHOPIFY_API_KEY: SHOPIFY_APP.apiKey,
  SHOPIFY_API_SECRET: SHOPIFY_APP.apiSecret,
  SHOPIFY_SHOP_URL_TEMPLATE: shopify.shopUrlTemplate,
  ...marketplaceSimulatorEnv(tiktok.url, temu.url, { tiktok: TIKTOK_APP, temu: TEMU_APP }),
});
const e2e = useE2E();
after(async () => {
  await shopify.close();
  await woo.close();
  await tiktok.close();
  await temu.close();
});

const toast = (page: Page, text: string | RegExp) => page.locator('.ant-message').getByText(text).first().waitFor({ timeout: 15_000 });
const card = (page: Page, name: string) => page.locator(`[data-testid=store-card][data-store-name="${name}"]`);
/**
 * Opens a store's confirmation and presses its button, then waits until it has closed (it stays
 * open while the call runs). A click while the last one is still closing is ignored, so it is repeated.
 */
async function confirm(page: Page, trigger: Locator, text: string, button: string) {
  // Only a confirmation that is open and not on its way out (antd keeps a closing one in the page,
  // under a '-leave' animation class that lets clicks through to what is behind it).
  const open = page.locator('.ant-popover:not(.ant-popover-hidden):not([class*="-leave"])').filter({ hasText: text });
  for (let tries = 0; tries < 5; tries++) {
    if (!(await open.isVisible())) await trigger.click();
    if (await open.getByRole('button', { name: button, exact: true }).click({ timeout: 5000 }).then(() => true, () => false)) break;
  }
  await open.waitFor({ state: 'hidden' });
}

async function newSellerPage(viewport = DESKTOP): Promise<{ context: BrowserContext; page: Page; token: string }> {
  const seller = await e2e.newSeller('Store Seller');
  const opened = await e2e.newPage(viewport);
  await skipAdPopup(opened.page);
  await signIn(opened.page, seller.email, seller.password);
  await opened.page.waitForURL('**/mall');
  return { ...opened, token: await sessionToken(opened.page) };
}

async function firstProductPath(): Promise<string> {
  const list = await e2e.api<{ list: { kkProductId: string }[] }>('POST', '/api/product/open/product/list', { pageSize: 1 });
  const product = await e2e.api<ProductDetail>('GET', `/api/product/open/details?id=${list.list[0]!.kkProductId}`);
  return product.seoPath;
}

test('without a store: the empty state guides to connect one, and List to store answers "Please add a store first"', async () => {
  const { context, page } = await newSellerPage();
  await page.goto('/personal-center/store-manage');
  await page.getByTestId('stores-empty').getByText('You have no store yet').waitFor();
  assert.equal(await page.getByTestId('account-sider').getByRole('link', { name: 'Store', exact: true }).count(), 1, 'the Store menu item is lit');

  // A return from the platform that does not verify lands on the list with the server's message.
  await page.goto('/personal-center/store-callback/shopify?code=forged&shop=evil-shop.myshopify.com&state=nothing&hmac=00');
  await page.getByTestId('connect-notice-error').getByText('The authorization could not be verified. Please connect the store again.').waitFor();
  assert.equal(new URL(page.url()).pathname, '/personal-center/store-manage');
  await page.getByTestId('stores-empty').waitFor();

  await page.goto(await firstProductPath());
  await page.getByTestId('list-to-store').click();
  await toast(page, 'Please add a store first');
  assert.match(new URL(page.url()).pathname, /^\/product-detail\//, 'the seller stays on the product');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/en-desktop_product-detail.png` });
  await context.close();
});

test("connect: the platform first (spec 5.4), Shopify through its install page, WooCommerce by key and secret", async () => {
  const { context, page, token } = await newSellerPage();
  await page.goto('/personal-center/store-manage');
  await page.getByTestId('connect-store').click();
  await page.getByTestId('connect-authorize').click();
  await page.getByText("Please choose your store's platform at first").waitFor();

  // The platform list drives the dialog: all four kinds can be connected.
  for (const platform of ['shopify', 'woocommerce', 'tiktok-shop', 'temu']) assert.equal(await page.getByTestId(`platform-${platform}`).isDisabled(), false, platform);

  await platformButton(page, 'shopify').click();
  await page.getByTestId('connect-store-name').fill('Dress Shop');
  await page.getByTestId('connect-store-url').fill('-dress');
  await page.getByTestId('connect-authorize').click();
  await page.getByText("The default domain may use only English letters, digits, '-' and '_', and must start and end with a letter or digit.").waitFor();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

  await connectShopify(page, 'Dress Shop', 'dress-e2e');
  const shop = card(page, 'Dress Shop');
  await shop.getByText('dress-e2e.myshopify.com').waitFor();
  assert.equal(await shop.getByTestId('store-authorized').innerText(), 'Authorized');
  assert.equal(await shop.getByTestId('store-enabled').innerText(), 'Active');
  assert.equal(await shop.getAttribute('data-platform'), 'shopify');

  await openConnect(page, 'woocommerce');
  await page.getByTestId('connect-store-name').fill('Woo Shop');
  await page.getByTestId('connect-store-url').fill(woo.url);
  await page.getByTestId('connect-consumer-key').fill(WOO_KEY.consumerKey);
  await page.getByTestId('connect-consumer-secret').fill('cs_wrong');
  await page.getByTestId('connect-bind').click();
  await page.getByText('The store refused these keys. Please check the Consumer Key and Consumer Secret (Read/Write) and try again.').waitFor();
  await page.getByTestId('connect-consumer-secret').fill(WOO_KEY.consumerSecret);
  await page.getByTestId('connect-bind').click();
  await toast(page, 'Store connected successfully');
  const wooCard = card(page, 'Woo Shop');
  await wooCard.waitFor();
  assert.equal(await wooCard.getByTestId('store-authorized').innerText(), 'Authorized');
  await wooCard.getByText('Currency: EUR').waitFor();

  const stores = await e2e.api<Store[]>('GET', '/api/store/storeList', undefined, token);
  assert.deepEqual(stores.map((s) => [s.storeName, s.platform]).sort(), [['Dress Shop', 'shopify'], ['Woo Shop', 'woocommerce']]);
  await context.close();
});

test('TikTok Shop by its region through the authorization page, Temu by a token pasted from Seller Center (a wrong one refused)', async () => {
  const { context, page } = await newSellerPage();
  await page.goto('/personal-center/store-manage');

  await openConnect(page, 'tiktok-shop');
  await page.getByTestId('connect-store-name').fill('My TikTok Shop');
  await chooseOption(page, 'connect-region', 'United Kingdom', 'United K');
  await page.getByTestId('connect-authorize').click();
  await page.waitForURL((url) => url.origin === new URL(tiktok.url).origin);
  await page.getByRole('button', { name: 'Authorize', exact: true }).click();
  await page.getByTestId('connect-notice-success').getByText('Store connected successfully').waitFor();
  const tiktokCard = card(page, 'My TikTok Shop');
  assert.equal(await tiktokCard.getByTestId('store-authorized').innerText(), 'Authorized');

  await openConnect(page, 'temu');
  await page.getByTestId('connect-store-name').fill('My Temu Store');
  await chooseOption(page, 'connect-region', /United States/);
  await page.getByTestId('connect-access-token').fill('not-a-token');
  await page.getByTestId('connect-bind').click();
  await page.getByText('The platform refused this access token. Please authorize the app in Seller Center again and paste the new access token.').waitFor();
  await page.getByTestId('connect-access-token').fill(temu.issueToken('Temu E2E Mall', 'us'));
  await page.getByTestId('connect-bind').click();
  await toast(page, 'Store connected successfully');
  assert.equal(await card(page, 'My Temu Store').getByTestId('store-authorized').innerText(), 'Authorized');
  await context.close();
});

test("back office: an operator sees a seller's stores with their authorization and disconnects one; the seller sees it Unauthorized", async () => {
  const { context, page } = await newSellerPage();
  await page.goto('/personal-center/store-manage');
  await connectShopify(page, 'Office Watched Shop', 'office-watched');

  const office = await e2e.newPage();
  await signInOperator(office.page);
  await office.page.getByTestId('admin-nav-stores').click();
  const row = office.page.getByTestId('admin-stores').locator('tr').filter({ hasText: 'Office Watched Shop' });
  assert.equal(await row.getByTestId('admin-store-authorized').innerText(), 'Authorized');
  await row.getByRole('button', { name: 'Disconnect' }).click();
  await office.page.locator('.ant-popover:visible').getByRole('button', { name: 'Disconnect', exact: true }).click();
  await office.page.getByText('Office Watched Shop was disconnected.').waitFor();
  await row.getByTestId('admin-store-authorized').getByText('Unauthorized').waitFor();
  await office.context.close();

  await page.reload();
  assert.equal(await card(page, 'Office Watched Shop').getByTestId('store-authorized').innerText(), 'Unauthorized');
  await context.close();
});

test('store settings: every section, the price formula with a worked example in the store currency, saved', async () => {
  const { context, page, token } = await newSellerPage();
  await e2e.api('POST', '/api/store/storeBind', { platform: 'woocommerce', storeName: 'Euro Woo', storeUrl: woo.url, ...WOO_KEY }, token);
  await page.goto('/personal-center/store-manage');
  await card(page, 'Euro Woo').getByTestId('store-settings').click();
  await page.waitForURL(/\/personal-center\/store-setting\?storeId=\d+/);
  const storeId = Number(new URL(page.url()).searchParams.get('storeId'));
  await page.getByTestId('store-settings-form').waitFor();

  // Defaults: suggested price × 1 + shipping cost, in the store's currency (EUR from the store).
  await page.getByTestId('price-formula').getByText('Suggested price × 1 + shipping cost').waitFor();
  assert.equal(await page.getByTestId('price-example-price').innerText(), '€13.00');

  await page.getByTestId('setting-taxable').check();
  await chooseOption(page, 'setting-country', 'Germany', 'Germ');
  await page.getByTestId('setting-unavailable').locator('input[value=archive]').check();
  await page.getByTestId('setting-sync-title').check();
  await page.getByTestId('setting-sync-images').check();
  await page.getByTestId('price-multiplier').fill('2.5');
  await page.getByTestId('price-formula').getByText('Suggested price × 2.5 + shipping cost').waitFor();
  assert.equal(await page.getByTestId('price-example-price').innerText(), '€28.00', '10.00 × 2.5 + 3.00');
  await page.getByTestId('price-multiplier').fill('25');
  await page.getByText('Products will be uploaded at more than 20 times the selling price. Please check the multiplier.').waitFor();
  await page.getByTestId('price-multiplier').fill('2.5');
  // The compare-at price from the product cost with a 100 % margin, without shipping: 6.00 × 2 = 12.00, under the price.
  await page.getByTestId('compare-base').locator('input[value=productCost]').check();
  await page.getByTestId('compare-percent').fill('100');
  await page.getByTestId('compare-shipping').uncheck();
  await page.getByTestId('compare-formula').getByText('Product cost × (1 + 100%)', { exact: true }).waitFor();
  assert.equal(await page.getByTestId('compare-example-price').innerText(), '€12.00');
  await page.getByTestId('compare-too-low').getByText('The compare at price must be higher than the suggested price').waitFor();
  await page.getByTestId('compare-percent').fill('500');
  assert.equal(await page.getByTestId('compare-example-price').innerText(), '€36.00');
  assert.equal(await page.getByTestId('compare-too-low').count(), 0);
  await page.getByTestId('setting-auto-upload').click();
  await page.getByTestId('setting-auto-purchase').locator('input[value=true]').check();
  await page.getByTestId('setting-shipping').locator('input[value=Express]').check();
  await page.getByTestId('setting-save').click();
  await toast(page, 'Save store setting successfully');

  const saved = await e2e.api<StoreSettings>('GET', `/api/store/storeSettingDetail/${storeId}`, undefined, token);
  assert.deepEqual(
    [saved.taxable, saved.defaultCountry, saved.unavailableRule, saved.syncFields, saved.priceRule, saved.compareAtPriceRule, saved.autoUploadTracking, saved.autoPurchase, saved.defaultShippingMethod, saved.currency],
    [
      true,
      'DE',
      'archive',
      { title: true, description: false, sizeChart: false, variants: false, images: true },
      { base: 'suggestedPrice', multiplier: 2.5, profit: { kind: 'margin', percent: 30 }, includeShipping: true },
      { base: 'productCost', multiplier: 1.5, profit: { kind: 'margin', percent: 500 }, includeShipping: false },
      false,
      true,
      'Express',
      'EUR',
    ],
  );
  // A reload shows what was saved.
  await page.reload();
  await page.getByTestId('price-formula').getByText('Suggested price × 2.5 + shipping cost').waitFor();
  assert.equal(await page.getByTestId('setting-taxable').isChecked(), true);
  assert.equal(await page.getByTestId('setting-shipping').locator('input[value=Express]').isChecked(), true);
  await context.close();
});

test('deactivate with the no-orders warning, reactivate, reauthorize both kinds, remove with the irrecoverable warning; List to store with a store', async () => {
  const { context, page, token } = await newSellerPage();
  await page.goto('/personal-center/store-manage');
  await connectShopify(page, 'Oauth Shop', 'oauth-e2e');
  const shop = card(page, 'Oauth Shop');

  // WooCommerce's own app authentication: 'Approve' there delivers the keys to the server, then the browser returns.
  await openConnect(page, 'woocommerce');
  await page.getByTestId('connect-store-name').fill('Approved Woo');
  await page.getByTestId('connect-store-url').fill(woo.url);
  await page.getByTestId('connect-authorize').click();
  await page.waitForURL((url) => url.pathname === '/wc-auth/v1/authorize');
  await page.getByRole('button', { name: 'Approve' }).click();
  await page.getByTestId('connect-notice-success').getByText('Store connected successfully').waitFor();
  const wooCard = card(page, 'Approved Woo');
  assert.equal(await wooCard.getByTestId('store-authorized').innerText(), 'Authorized');
  assert.equal(new URL(page.url()).search, '', 'the return query is dropped once shown');

  await confirm(page, wooCard.getByTestId('store-toggle'), 'A deactivated store receives no orders.', 'Deactivate');
  await toast(page, 'Store status updated');
  await wooCard.getByTestId('store-enabled').getByText('Deactivated').waitFor();
  await confirm(page, wooCard.getByTestId('store-toggle'), 'The store will receive orders again.', 'Activate');
  await wooCard.getByTestId('store-enabled').getByText('Active').waitFor();

  // Reauthorize: each platform's page again, then back to the list.
  await wooCard.getByTestId('store-reauthorize').click();
  await page.waitForURL((url) => url.pathname === '/wc-auth/v1/authorize');
  await page.getByRole('button', { name: 'Approve' }).click();
  await page.getByTestId('connect-notice-success').waitFor();
  await shop.getByTestId('store-reauthorize').click();
  await page.waitForURL((url) => url.pathname.endsWith('/admin/oauth/authorize'));
  await page.getByRole('button', { name: 'Install app' }).click();
  await page.getByTestId('connect-notice-success').waitFor();
  assert.equal(await shop.getByTestId('store-authorized').innerText(), 'Authorized');
  assert.equal((await e2e.api<Store[]>('GET', '/api/store/storeList', undefined, token)).length, 2, 'reauthorizing connects no second store');

  // An uninstall at the platform shows the store Unauthorized, with Authorize.
  await shopify.uninstall('oauth-e2e.myshopify.com');
  await page.reload();
  await shop.getByTestId('store-authorized').getByText('Unauthorized').waitFor();
  await shop.getByText('Our app was uninstalled from the store. Please reauthorize the store.').waitFor();
  assert.equal(await shop.getByTestId('store-reauthorize').innerText(), 'Authorize');

  await confirm(page, shop.getByTestId('store-remove'), 'Removing the store permanently deletes its listings and its store orders. This cannot be undone.', 'Remove');
  await toast(page, 'Store removed');
  await shop.waitFor({ state: 'detached' });
  assert.deepEqual((await e2e.api<Store[]>('GET', '/api/store/storeList', undefined, token)).map((s) => s.storeName), ['Approved Woo']);

  // With a store, List to store opens the listing editor with the product.
  const productPath = await firstProductPath();
  const { list } = await e2e.api<{ list: { kkProductId: string }[] }>('POST', '/api/product/open/product/list', { pageSize: 1 });
  await page.goto(productPath);
  await page.getByTestId('list-to-store').click();
  await page.waitForURL((url) => url.pathname === '/publish/edit' && url.searchParams.get('productId') === list[0]!.kkProductId);
  await context.close();
});

test('both screens at 1440 and 390 wide in English and Arabic, without sideways scrolling', async () => {
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
  for (const locale of ['en', 'ar']) {
    for (const [device, viewport] of [['desktop', DESKTOP], ['mobile', MOBILE]] as const) {
      const { context, page, token } = await newSellerPage(viewport);
      await page.evaluate((l) => localStorage.setItem('tw_preferences', JSON.stringify({ locale: l, currency: 'USD', currencyRate: '1', currencySymbol: '$' })), locale);
      await e2e.api('POST', '/api/store/storeBind', { platform: 'woocommerce', storeName: 'Woo Boutique', storeUrl: woo.url, ...WOO_KEY }, token);
      for (const path of ['/personal-center/store-manage', '/personal-center/store-setting']) {
        await page.goto(path);
        await page.getByTestId(path.endsWith('manage') ? 'store-list' : 'store-settings-form').waitFor();
        await page.waitForLoadState('networkidle');
        assert.equal(await page.evaluate(() => document.documentElement.dir), locale === 'ar' ? 'rtl' : 'ltr');
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        assert.ok(overflow <= 0, `${locale} ${device} ${path} scrolls sideways by ${overflow}px`);
        if (SHOTS) await page.screenshot({ path: `${SHOTS}/${locale}-${device}${path.replace(/\//g, '_')}.png`, fullPage: true });
        if (SHOTS && path.endsWith('setting')) await page.getByTestId('price-formula').screenshot({ path: `${SHOTS}/${locale}-${device}_price-formula.png` });
      }
      await page.goto('/personal-center/store-manage');
      await page.getByTestId('connect-store').click();
      for (const platform of ['shopify', 'woocommerce']) {
        await platformButton(page, platform).click();
        if (SHOTS) await page.screenshot({ path: `${SHOTS}/${locale}-${device}_connect-${platform}.png` });
      }
      await context.close();
    }
  }
});
