import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { DEMO, chooseOption, signIn } from './helpers.ts';
import { loadedBy, useE2E } from './harness.ts';

const e2e = useE2E();

async function choose(page: Page, language: string, currency: string) {
  await page.getByTestId('preferences-trigger').first().click();
  await chooseOption(page, 'preferences-language', language, language);
  await chooseOption(page, 'preferences-currency', currency);
  await loadedBy(page, () => page.getByTestId('preferences-save').click());
}

test('switching to Arabic turns the page right-to-left, and back to English', async () => {
  const { context, page } = await e2e.newPage();
  await page.goto('/');
  await choose(page, 'العربية', 'USD');
  await page.waitForFunction(() => document.documentElement.dir === 'rtl');
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'ar');
  await choose(page, 'English', 'USD');
  await page.waitForFunction(() => document.documentElement.dir === 'ltr');
  await context.close();
});

test('switching the currency converts prices with the rate, rounded up', async () => {
  const { context, page } = await e2e.newPage();
  await page.goto('/');
  await page.getByText('$1.99').first().waitFor();
  await choose(page, 'English', 'EUR');
  // 199 US cents x 0.92 = 183.08 cents, rounded up to 184.
  await page.getByText('€1.84').first().waitFor();
  await context.close();
});

test("a signed-in seller's language and currency follow them to another browser", async () => {
  const first = await e2e.newPage();
  await signIn(first.page, DEMO.email, DEMO.password);
  await first.page.waitForURL('**/mall');
  await choose(first.page, 'Deutsch', 'GBP');
  await first.context.close();

  const second = await e2e.newPage();
  await signIn(second.page, DEMO.email, DEMO.password);
  await second.page.waitForURL('**/mall');
  await second.page.waitForFunction(() => document.documentElement.lang === 'de');
  await choose(second.page, 'English', 'USD');
  await second.context.close();
});

/** A browser whose saved display language is `locale` (the preferences the language switcher saves). */
async function inLanguage(locale: string, viewport?: { width: number; height: number }) {
  const opened = await e2e.newPage(viewport);
  await opened.context.addInitScript((code) => {
    localStorage.setItem('tw_preferences', JSON.stringify({ locale: code, currency: 'USD', currencyRate: '1', currencySymbol: '$' }));
    sessionStorage.setItem('tw_ad_popup_shown_1', '1');
  }, locale);
  return opened;
}
const ARABIC = /[\u0600-\u06FF]/;

test('the mall in Arabic: navigation, categories, product names and colours in Arabic; codes and sizes stay left-to-right', async () => {
  const { context, page } = await inLanguage('ar');
  await page.goto('/mall');
  await page.waitForFunction(() => document.documentElement.dir === 'rtl');
  const navigation = await page.getByTestId('nav-links').first().innerText();
  assert.match(navigation, /وصل حديثًا/, navigation);
  await page.getByTestId('category-menu-trigger').first().click();
  await page.getByTestId('category-level1').filter({ hasText: 'نساء' }).first().waitFor();
  const card = page.getByTestId('product-card').first();
  await card.waitFor();
  assert.match(await card.locator('h3').innerText(), ARABIC);

  const kkProductId = await card.getAttribute('data-product-id');
  await page.goto(`/product-detail?id=${kkProductId}`);
  const colour = await page.getByTestId('chosen-colour').innerText();
  assert.match(colour, ARABIC, colour);
  assert.match(await page.locator('h1').first().innerText(), ARABIC);
  // '34*27*4 cm' keeps its order inside the Arabic page.
  assert.equal(await page.getByTestId('packing-size').getAttribute('dir'), 'ltr');
  await context.close();
});

test('a product page in German: name, description and colours in German', async () => {
  const { context, page } = await inLanguage('de');
  const list = await e2e.api<{ list: { kkProductId: string }[] }>('POST', '/api/product/open/product/list', { pageSize: 1, search: 'cotton' });
  const kkProductId = list.list[0]!.kkProductId;
  const english = await e2e.api<{ name: string; colours: { name: string }[] }>('GET', `/api/product/open/details?id=${kkProductId}`);
  await page.goto(`/product-detail?id=${kkProductId}`);
  await page.locator('h1').first().waitFor();
  assert.notEqual(await page.locator('h1').first().innerText(), english.name);
  // The details tabs load when scrolled near (decision 0034): scrolled down step by step until the description shows.
  const description = page.locator('main').getByText(/Stoff: /).first();
  for (let step = 0; step < 12 && !(await description.isVisible()); step++) {
    await page.mouse.wheel(0, 500);
    await page.waitForTimeout(300);
  }
  await description.waitFor();
  const colours = await page.getByTestId('colour-option').evaluateAll((options) => options.map((o) => o.getAttribute('data-colour')));
  assert.equal(colours.length, english.colours.length);
  assert.notDeepEqual(colours, english.colours.map((c) => c.name));
  await context.close();
});
