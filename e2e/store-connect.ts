import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { chooseOption } from './helpers.ts';

/*
 * Connecting stores through the Stores screen, shared by the browser tests that need a store on a
 * platform simulator. The platforms call the server back at PUBLIC_URL, so a test fixes its address first
 * (fixServerAddress).
 */

/** A platform's button in the connect dialog (the test id is on its radio input). */
export const platformButton = (page: Page, platform: string) => page.locator('label').filter({ has: page.getByTestId(`platform-${platform}`) });

/** Opens the connect dialog and picks a platform. */
export async function openConnect(page: Page, platform: string) {
  await page.getByTestId('connect-store').click();
  // A click while the dialog is still opening (slow on a loaded machine) can be lost: pick again until the platform's fields show.
  for (let tries = 0; tries < 4; tries++) {
    await platformButton(page, platform).click();
    if (await page.getByTestId('connect-store-name').waitFor({ timeout: 5000 }).then(() => true, () => false)) return;
  }
}

/** Connects a Shopify store through the simulator's install page, from the Stores screen, and back to it. */
export async function connectShopify(page: Page, storeName: string, domain: string) {
  await openConnect(page, 'shopify');
  await page.getByTestId('connect-store-name').fill(storeName);
  await page.getByTestId('connect-store-url').fill(domain);
  await page.getByTestId('connect-authorize').click();
  // Shopify's install page (the simulator's), then back through our callback page to the list.
  await page.waitForURL((url) => url.pathname.endsWith('/admin/oauth/authorize'));
  await page.getByRole('button', { name: 'Install app' }).click();
  await page.getByTestId('connect-notice-success').getByText('Store connected successfully').waitFor();
  assert.equal(new URL(page.url()).pathname, '/personal-center/store-manage');
}

/** Connects a WooCommerce store by its URL and a Read/Write key pair, from the Stores screen. */
export async function connectWooCommerce(page: Page, storeName: string, storeUrl: string, keys: { consumerKey: string; consumerSecret: string }) {
  await openConnect(page, 'woocommerce');
  await page.getByTestId('connect-store-name').fill(storeName);
  await page.getByTestId('connect-store-url').fill(storeUrl);
  await page.getByTestId('connect-consumer-key').fill(keys.consumerKey);
  await page.getByTestId('connect-consumer-secret').fill(keys.consumerSecret);
  await page.getByTestId('connect-bind').click();
  await page.locator('.ant-message').getByText('Store connected successfully').first().waitFor({ timeout: 15_000 });
}

/**
 * Connects a TikTok Shop store through the simulator's authorization page, and back to the Stores screen.
 * `region` is the dialog's choice (its name); the shop's own region, which sets its currency, is picked on
 * TikTok's page (`shopRegion`, a code such as GB).
 */
export async function connectTikTokShop(page: Page, storeName: string, region: string, shopRegion: string, simulatorUrl: string) {
  await openConnect(page, 'tiktok-shop');
  await page.getByTestId('connect-store-name').fill(storeName);
  await chooseOption(page, 'connect-region', region, region.slice(0, -1));
  await page.getByTestId('connect-authorize').click();
  await page.waitForURL((url) => url.origin === new URL(simulatorUrl).origin);
  await page.getByLabel('Region').selectOption(shopRegion);
  await page.getByRole('button', { name: 'Authorize', exact: true }).click();
  await page.getByTestId('connect-notice-success').getByText('Store connected successfully').waitFor();
}
