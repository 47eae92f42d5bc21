import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { startServerAndBrowser } from './server.ts';
import { scrollThrough } from './helpers.ts';

/**
 * `npm run screenshots`: every screen at 1440 and 390 wide, in English and Arabic, signed out
 * and signed in, into ./screenshots for a person to look at. Not a test.
 */
const OUT = 'screenshots';
/** `fromFirstLink`: the page is the target of the first such link on `path` (a real order or product of this run's data). */
const SCREENS: { path: string; signedIn?: boolean; admin?: boolean; fromFirstLink?: string }[] = [
  { path: '/' },
  { path: '/login' },
  { path: '/register' },
  { path: '/mall' },
  { path: '/404' },
  { path: '/mall/search' },
  { path: '/mall/similar' },
  { path: '/mall/category-detail?secondCategoryId=1007' },
  { path: '/product-list' },
  { path: '/product-list?search=qwxzv' },
  { path: '/product-list', fromFirstLink: '[data-testid="product-card"]' },
  { path: '/product-detail?id=000000404' },
  { path: '/mall/explore' },
  { path: '/mall/explore/detail?id=9001' },
  { path: '/mall/flash-sale' },
  { path: '/mall/discount' },
  { path: '/mall/sale' },
  { path: '/mall/festival-collection?discountId=508' },
  { path: '/mall/festival-collection?discountId=987654' },
  { path: '/mall/album?type=1' },
  { path: '/mall/new-in' },
  { path: '/mall/shipping-cost' },
  { path: '/mall', signedIn: true },
  { path: '/product-list/women?sort=priceAsc', signedIn: true },
  { path: '/product-list', signedIn: true, fromFirstLink: '[data-testid="product-card"]' },
  { path: '/mall/explore', signedIn: true },
  { path: '/mall/album?type=2', signedIn: true },
  { path: '/personal-center/account-setting', signedIn: true },
  { path: '/personal-center/address-manage', signedIn: true },
  { path: '/personal-center/coupons', signedIn: true },
  { path: '/personal-center/payment-manage', signedIn: true },
  { path: '/personal-center/store-manage', signedIn: true },
  { path: '/personal-center/store-setting', signedIn: true },
  { path: '/publish/productList', signedIn: true },
  { path: '/mall/shoppingCar', signedIn: true },
  { path: '/billing', signedIn: true },
  { path: '/order/list', signedIn: true },
  { path: '/order/list', signedIn: true, fromFirstLink: '[data-testid="order-action-viewDetails"]' },
  { path: '/order/sales', signedIn: true },
  { path: '/order/record', signedIn: true },
  { path: '/dev/mailbox' },
  { path: '/admin/login' },
  { path: '/admin', admin: true },
  { path: '/admin/operators', admin: true },
  { path: '/admin/maintenance', admin: true },
  { path: '/admin/currencies', admin: true },
  { path: '/admin/products', admin: true },
  { path: '/admin/events', admin: true },
  { path: '/admin/shipping', admin: true },
  { path: '/admin/ship-orders', admin: true },
  { path: '/admin/refunds', admin: true },
];
const VIEWPORTS = { desktop: { width: 1440, height: 900 }, mobile: { width: 390, height: 844 } };
const LOCALES = process.argv.includes('--all-locales') ? ['en', 'ar', 'zh-CN', 'de', 'th', 'he'] : ['en', 'ar'];

const { baseUrl, browser, close } = await startServerAndBrowser({ demoOrders: true });
mkdirSync(OUT, { recursive: true });

async function signInSeller(page: Page) {
  await page.goto(`${baseUrl}/login`);
  await page.getByTestId('signin-account').fill('demo@threadway.shop');
  await page.getByTestId('signin-password').fill('Demo1234');
  await page.getByTestId('signin-submit').click();
  await page.waitForURL('**/mall');
}
async function signInOperator(page: Page) {
  await page.goto(`${baseUrl}/admin/login`);
  await page.getByTestId('admin-email').fill('admin@threadway.shop');
  await page.getByTestId('admin-password').fill('Admin1234');
  await page.getByTestId('admin-submit').click();
  await page.waitForURL((url) => url.pathname === '/admin');
}

for (const locale of LOCALES) {
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    const context = await browser.newContext({ viewport, locale: 'en-US' });
    await context.addInitScript((l) => {
      localStorage.setItem('tw_preferences', JSON.stringify({ locale: l, currency: 'USD', currencyRate: '1', currencySymbol: '$' }));
    }, locale);
    const page = await context.newPage();
    let seller = false;
    let operator = false;
    for (const screen of SCREENS) {
      if (screen.signedIn && !seller) (await signInSeller(page), (seller = true));
      if (screen.admin && !operator) (await signInOperator(page), (operator = true));
      await page.goto(`${baseUrl}${screen.path}`);
      await page.waitForLoadState('networkidle');
      if (screen.fromFirstLink) {
        const href = await page.locator(screen.fromFirstLink).first().getAttribute('href');
        await page.goto(`${baseUrl}${href}`);
        await page.waitForLoadState('networkidle');
      }
      await scrollThrough(page);
      const path = screen.fromFirstLink ? new URL(page.url()).pathname : screen.path;
      const name = `${OUT}/${locale}-${device}${path === '/' ? '_home' : path.replace(/\//g, '_')}${screen.signedIn ? '-signed-in' : ''}.png`;
      await page.screenshot({ path: name, fullPage: true });
      console.log(name);
    }
    await context.close();
  }
}
await close();
