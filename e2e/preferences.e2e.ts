import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { DEMO, chooseOption, signIn } from './helpers.ts';
import { useE2E } from './harness.ts';

const e2e = useE2E();

async function choose(page: Page, language: string, currency: string) {
  await page.getByTestId('preferences-trigger').first().click();
  await chooseOption(page, 'preferences-language', language, language);
  await chooseOption(page, 'preferences-currency', currency);
  await Promise.all([page.waitForEvent('load'), page.getByTestId('preferences-save').click()]);
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
