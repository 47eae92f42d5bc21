import type { Page } from 'playwright-core';
import { startServerAndBrowser } from './server.ts';

const OUT = '/tmp/catalogue-i18n-shots';
const { baseUrl, browser, close } = await startServerAndBrowser();
async function signIn(page: Page) {
  await page.goto(`${baseUrl}/login`);
  await page.getByTestId('signin-account').fill('demo@threadway.shop');
  await page.getByTestId('signin-password').fill('Demo1234');
  await page.getByTestId('signin-submit').click();
  await page.waitForURL('**/mall');
}
for (const locale of ['ar', 'de']) {
  for (const [device, viewport] of Object.entries({ desktop: { width: 1440, height: 900 }, mobile: { width: 390, height: 844 } })) {
    const context = await browser.newContext({ viewport, locale: 'en-US' });
    await context.addInitScript((l) => {
      localStorage.setItem('tw_preferences', JSON.stringify({ locale: l, currency: 'USD', currencyRate: '1', currencySymbol: '$' }));
      sessionStorage.setItem('tw_ad_popup_shown_1', '1');
    }, locale);
    const page = await context.newPage();
    await signIn(page);
    for (const [name, path] of [['mall', '/mall'], ['list', '/product-list/women']] as const) {
      await page.goto(`${baseUrl}${path}`);
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `${OUT}/${locale}-${device}-${name}.png`, fullPage: name !== 'mall' });
    }
    const href = await page.locator('[data-testid="product-card"]').first().getAttribute('href');
    await page.goto(`${baseUrl}${href}`);
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `${OUT}/${locale}-${device}-product.png`, fullPage: true });
    await context.close();
  }
}
await close();
