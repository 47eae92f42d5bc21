import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import type { ProductCard, ProductDetail, Store, storeSettingDetail } from '@threadway/contracts';
import type { z } from 'zod';
import { users } from '../apps/api/src/db/schema/index.ts';
import { topUp } from '../apps/api/test/payments-fixtures.ts';
import { startShopifySimulator } from '../tools/simulators/shopify/server.ts';
import { chooseOption, sessionToken, signIn, signInOperator, skipAdPopup } from './helpers.ts';
import { useE2E, fixServerAddress } from './harness.ts';
import { connectShopify } from './store-connect.ts';

/**
 * Issue 17's whole loop on the Shopify simulator: a seller with a balance, automatic payment on and the
 * store's auto-purchase and auto-upload-tracking rules on lists a product; a shopper buys two pieces on
 * the simulator's storefront; the order reaches the seller's list with its store order ID (webhook, ingest
 * job), is paid from the balance by the auto-purchase job; an operator ships it in two parcels in the back
 * office; both tracking numbers reach the shop's order page (tracking upload job, partial then full).
 * Setup that is not the loop (balance, switches, listing) goes through the API.
 */
await fixServerAddress();
const APP = { apiKey: 'shopify_app_loop', apiSecret: 'shpss_loop_secret' };
const SHOP = 'loop-e2e.myshopify.com';
const shopify = await startShopifySimulator({ port: 0, ...APP });
Object.assign(process.env, {
  SHOPIFY_API_KEY: APP.apiKey,
  SHOPIFY_API_SECRET: APP.apiSecret,
  SHOPIFY_SHOP_URL_TEMPLATE: shopify.shopUrlTemplate,
});
const e2e = useE2E({ jobs: true });
after(() => shopify.close());

type StoreSettingDetail = z.infer<typeof storeSettingDetail>;
const TRACKING = ['LX200000001CN', 'LX200000002CN'];

/**
 * Waits for `check` to hold, reloading the page between tries (the screens read the server once). Each load
 * gets a few seconds to show its answer before the next reload: our pages render what they fetch after the
 * load event, so a check made right after each reload could miss a row that was there every time (on a busy
 * machine the list came after the check on every one of 40 reloads).
 */
async function untilAfterReload(page: Page, check: () => Promise<boolean>, what: string, timeoutMs = 30_000) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const settled = Date.now() + 5_000;
    do {
      if (await check()) return;
      await page.waitForTimeout(250);
    } while (Date.now() < settled);
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await page.reload();
  }
}

/** A product on sale with a SKU in stock in one Chinese warehouse, for two pieces to ship from. */
async function shippableProduct(token: string): Promise<{ kkProductId: string; skuCode: string }> {
  const { list } = await e2e.api<{ list: ProductCard[] }>('POST', '/api/product/list', { pageNumber: 1, pageSize: 40 }, token);
  for (const { kkProductId } of list) {
    const product = await e2e.api<ProductDetail>('GET', `/api/product/open/details?id=${kkProductId}`);
    if (product.minOrderQuantity) continue;
    const sku = product.skus.find((s) => s.status === 1 && ['CN_S', 'CN_N'].some((w) => (s.stock[w] ?? 0) > 5));
    if (sku) return { kkProductId, skuCode: sku.skuCode };
  }
  throw new Error('no product in stock in China');
}

/** Balance, payment consent, automatic payment and the store's order rules, and the product listed. */
async function readySeller(page: Page, email: string) {
  const token = await sessionToken(page);
  const [user] = await e2e.app.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  await topUp(e2e.app.database.db, user!.id, 500_00);
  await e2e.api('POST', '/api/payment/paymentConsents', { paymentMethod: 0 }, token);
  await e2e.api('PUT', '/api/store/user/automaticPayment/1', undefined, token);
  const store = (await e2e.api<Store[]>('GET', '/api/store/storeList', undefined, token)).find((s) => s.storeName === 'Loop Shop')!;
  const settings = await e2e.api<StoreSettingDetail>('GET', `/api/store/storeSettingDetail/${store.storeId}`, undefined, token);
  const { storeName: _name, platform: _platform, ...rest } = settings;
  await e2e.api('POST', '/api/store/storeSetting', { ...rest, autoPurchase: true, autoUploadTracking: true }, token);
  const product = await shippableProduct(token);
  await e2e.api('POST', '/api/listings/loadPublishRecord', { platform: 'shopify', storeId: store.storeId, productIds: [product.kkProductId] }, token);
  return product;
}

async function shipParcel(page: Page, kkOrderId: string, fill: () => Promise<void>) {
  await page.getByTestId(`ship-order-${kkOrderId}`).click();
  await page.getByTestId('ship-form').waitFor();
  await fill();
  await chooseOption(page, 'ship-first-carrier', 'China Post', 'China');
  await page.getByTestId('ship-submit').click();
  await page.locator('.ant-message').getByText('Parcel shipped').first().waitFor({ timeout: 15_000 });
}

test('a shopper buys in the Shopify store: the order arrives with its store order ID, is paid from the balance, ships in two parcels, both tracked in the store', async () => {
  const seller = await e2e.newSeller('Loop Seller');
  const { page } = await e2e.newPage();
  await skipAdPopup(page);
  await signIn(page, seller.email, seller.password);
  await page.waitForURL('**/mall');
  await page.goto('/personal-center/store-manage');
  await connectShopify(page, 'Loop Shop', 'loop-e2e');
  const { skuCode } = await readySeller(page, seller.email);

  // The shopper, on the shop's storefront once the listing is live: two pieces of our SKU, to the US.
  const shopper = (await e2e.newPage()).page;
  await shopper.goto(`${shopify.url}/storefront/${SHOP}`);
  await untilAfterReload(shopper, async () => (await shopper.locator('a.buy').count()) > 0, 'the listing on the storefront', 60_000);
  await shopper.locator('a.buy').first().click();
  const variant = await shopper.locator('#variant option', { hasText: skuCode }).getAttribute('value');
  await shopper.locator('#variant').selectOption(variant!);
  await shopper.locator('#quantity').fill('2');
  await shopper.locator('input[name=address][value=us]').check();
  await shopper.getByRole('button', { name: 'Buy now' }).click();
  await shopper.waitForURL(/\/orders\/\d+$/);
  const [bought] = shopify.shop(SHOP).orders.list();
  assert.ok(bought, 'the shop has the order');

  // The seller's list: the order with its store order ID, paid automatically (Waiting to Ship).
  await page.goto('/order/list');
  const row = page.locator('[data-testid="order-row"]').filter({ hasText: `Store order ${bought.name}` });
  await untilAfterReload(page, async () => (await row.count()) === 1, 'the store order in the list');
  assert.match(await row.getByTestId('order-source').innerText(), /Shopify · Loop Shop/);
  await untilAfterReload(page, async () => (await row.getByText('Waiting to Ship').count()) === 1, 'the automatic payment');
  const kkOrderId = (await row.getAttribute('data-order-id'))!;
  const token = await sessionToken(page);
  const order = await e2e.api<{ paymentMethod: number | null; totalAmount: number }>('GET', `/api/orders/orders/${kkOrderId}`, undefined, token);
  assert.equal(order.paymentMethod, 0, 'paid from the balance');
  assert.equal((await e2e.api<{ balance: number }>('GET', '/api/payment/balance', undefined, token)).balance, 500_00 - order.totalAmount);

  // The operator ships one piece, then the other.
  const operator = (await e2e.newPage()).page;
  await signInOperator(operator);
  await operator.goto('/admin/ship-orders');
  await operator.getByTestId(`queue-row-${kkOrderId}`).waitFor();
  await shipParcel(operator, kkOrderId, async () => {
    await operator.getByTestId(`ship-qty-${skuCode}`).fill('1');
    await operator.getByTestId('ship-tracking-number').fill(TRACKING[0]!);
  });
  await shipParcel(operator, kkOrderId, () => operator.getByTestId('ship-tracking-number').fill(TRACKING[1]!));
  await operator.getByTestId(`queue-row-${kkOrderId}`).waitFor({ state: 'detached' });

  // The shop's order page: a fulfilment per parcel, each with its tracking number.
  const tracked = (n: string) => shopper.locator(`section.fulfilment[data-tracking-number="${n}"]`);
  await untilAfterReload(shopper, async () => (await tracked(TRACKING[0]!).count()) === 1 && (await tracked(TRACKING[1]!).count()) === 1, 'both tracking numbers in the store');
  assert.equal(await shopper.locator('section.fulfilment').count(), 2);
});
