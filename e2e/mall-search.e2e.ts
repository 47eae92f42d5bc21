import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { DEMO, signIn, skipAdPopup } from './helpers.ts';
import { MOBILE, useE2E } from './harness.ts';

const e2e = useE2E();

/** A page of its own without the ad popup, which would open over the header after a few seconds. */
async function newPage(viewport?: { width: number; height: number }) {
  const opened = await e2e.newPage(viewport);
  await skipAdPopup(opened.page);
  return opened;
}

/** The texts of the suggestion calls a page makes from now on. */
function suggestionTexts(page: Page): string[] {
  const texts: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/product/open/suggestionCompletion')) texts.push((JSON.parse(request.postData() ?? '{}') as { text?: string }).text ?? '');
  });
  return texts;
}

test('typing shows suggestions; the arrow keys and Enter open the product list for the one chosen', async () => {
  const { context, page } = await newPage();
  await page.goto('/mall');
  const input = page.getByTestId('header-search').getByTestId('search-input');
  await input.click();
  await input.pressSequentially('dres');
  const suggestions = page.getByTestId('search-suggestion');
  await suggestions.first().waitFor();
  const phrases = await suggestions.allTextContents();
  assert.ok(phrases.length > 1, 'several suggestions');
  for (const phrase of phrases) assert.match(phrase, /dres/i);

  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  assert.equal(await suggestions.nth(1).getAttribute('aria-selected'), 'true', 'the second suggestion is highlighted');
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === '/product-list' && url.searchParams.get('search') === phrases[1]);
  await page.getByTestId('product-card').first().waitFor();
  assert.equal(await input.inputValue(), phrases[1], 'the box shows the search being listed');
  await context.close();
});

test('clicking a suggestion searches it; Enter searches typed words, and an empty search lists everything', async () => {
  const { context, page } = await newPage();
  await page.goto('/mall');
  const input = page.getByTestId('header-search').getByTestId('search-input');
  await input.fill('linen');
  const first = page.getByTestId('search-suggestion').first();
  const phrase = (await first.textContent())!;
  await first.click();
  await page.waitForURL((url) => url.pathname === '/product-list' && url.searchParams.get('search') === phrase);
  await page.getByTestId('product-card').first().waitFor();
  await page.getByTestId('search-suggestion').first().waitFor({ state: 'detached' });

  // The pointer rests where the suggestion was clicked: typing anew must not pick what lies under it.
  await input.fill('summer dress, shirt');
  await input.press('Enter');
  await page.waitForURL((url) => url.searchParams.get('search') === 'summer dress, shirt');
  await page.getByTestId('product-card').first().waitFor();

  await input.fill('');
  await page.getByTestId('header-search').getByTestId('search-submit').click();
  await page.waitForURL((url) => url.pathname === '/product-list' && url.search === '');
  await page.getByTestId('product-card').first().waitFor();
  await context.close();
});

test('an empty box shows hot searches, then recent ones; symbols alone ask for no suggestions', async () => {
  const { context, page } = await newPage();
  await page.goto('/mall');
  const input = page.getByTestId('header-search').getByTestId('search-input');
  await input.click();
  const box = page.getByTestId('header-search');
  const hot = box.getByTestId('hot-searches').getByRole('option');
  await hot.first().waitFor();
  assert.ok((await hot.count()) >= 3, 'hot searches are listed');
  assert.equal(await box.getByTestId('recent-searches').count(), 0, 'a new guest has no recent searches');

  const hotTerm = (await hot.first().textContent())!.trim();
  await hot.first().click();
  await page.waitForURL((url) => url.searchParams.get('search') === hotTerm);

  const asked = suggestionTexts(page);
  await input.fill('#$%&*!');
  await page.waitForTimeout(800);
  assert.deepEqual(asked.filter((text) => !/[\p{L}\p{N}]/u.test(text)), [], 'no suggestion call for symbols');
  assert.equal(await box.getByTestId('search-suggestions').count(), 0);

  await input.fill('');
  await box.getByTestId('recent-searches').getByRole('option', { name: hotTerm }).waitFor();
  await box.getByTestId('clear-recent-searches').click();
  await box.getByTestId('recent-searches').waitFor({ state: 'detached' });
  await context.close();
});

test("a seller's recent searches come from the server", async () => {
  const { context, page } = await newPage();
  await signIn(page, DEMO.email, DEMO.password);
  await page.waitForURL('**/mall');
  const input = page.getByTestId('header-search').getByTestId('search-input');
  await input.fill('cargo pants');
  // The server keeps the search as it answers the list call for it.
  const listed = page.waitForResponse((response) => response.url().endsWith('/api/product/list') && (response.request().postData() ?? '').includes('cargo pants'));
  await input.press('Enter');
  await page.waitForURL((url) => url.searchParams.get('search') === 'cargo pants');
  await listed;
  await page.goto('/mall');
  await input.click();
  await page.getByTestId('header-search').getByTestId('recent-searches').getByRole('option', { name: 'cargo pants' }).waitFor();
  await context.close();
});

test('on a phone the search icon opens /mall/search, with hot searches and suggestions', async () => {
  const { context, page } = await newPage(MOBILE);
  await page.goto('/mall');
  await page.getByTestId('mobile-search-pill').click();
  await page.waitForURL('**/mall/search');
  await page.getByTestId('hot-searches').getByRole('option').first().waitFor();
  await page.getByTestId('search-input').fill('hood');
  const suggestion = page.getByTestId('search-suggestion').first();
  const phrase = (await suggestion.textContent())!;
  await suggestion.click();
  await page.waitForURL((url) => url.searchParams.get('search') === phrase);
  await page.getByTestId('product-card').first().waitFor();

  // Away from the mall home the header has a search icon instead of the search strip.
  await page.getByTestId('mobile-search-button').click();
  await page.waitForURL('**/mall/search');
  await context.close();
});

test('the category menu opens on hover with three levels and leads to the category list', async () => {
  const { context, page } = await newPage();
  await page.goto('/mall');
  await page.getByTestId('category-menu-trigger').hover();
  await page.getByTestId('category-menu-panel').waitFor();
  await page.getByTestId('category-level1').nth(1).hover();
  const leaf = page.getByTestId('category-level3').first();
  const href = (await leaf.getAttribute('href'))!;
  assert.match(href, /^\/product-list\/[a-z0-9-]+$/);
  await leaf.click();
  await page.waitForURL((url) => url.pathname === href);
  await page.getByTestId('product-card').first().waitFor();
  await context.close();
});

test("'All Products' opens on click and stays open, on a tap of a touch screen, and by keyboard; Escape and a second click close it", async () => {
  const { context, page } = await newPage();
  await page.goto('/mall');
  const trigger = page.getByTestId('category-menu-trigger');
  const panel = page.getByTestId('category-menu-panel');
  // A mouse click (the pointer moves onto the button first, so hover has already opened it).
  await trigger.click();
  await panel.waitFor();
  await page.waitForTimeout(300);
  assert.equal(await panel.isVisible(), true, 'a click keeps the menu open');
  assert.equal(await trigger.getAttribute('aria-expanded'), 'true');
  // Pinned by the click, it stays open when the pointer leaves, and a second click closes it.
  await page.mouse.move(5, 600);
  assert.equal(await panel.isVisible(), true, 'a clicked menu does not close on leaving');
  await trigger.click();
  await panel.waitFor({ state: 'detached' });
  // Keyboard: focus the button, Enter opens, Escape closes.
  await trigger.focus();
  await page.keyboard.press('Enter');
  await panel.waitFor();
  await page.keyboard.press('Escape');
  await panel.waitFor({ state: 'detached' });
  await context.close();

  // A tablet: touch only, no hover. A tap opens the menu.
  const tablet = await e2e.browser.newContext({ viewport: { width: 1280, height: 800 }, hasTouch: true, isMobile: false, baseURL: e2e.baseUrl, locale: 'en-US' });
  const touchPage = await tablet.newPage();
  await skipAdPopup(touchPage);
  await touchPage.goto('/mall');
  await touchPage.getByTestId('category-menu-trigger').tap();
  await touchPage.getByTestId('category-menu-panel').waitFor();
  await touchPage.waitForTimeout(300);
  assert.equal(await touchPage.getByTestId('category-menu-panel').isVisible(), true, 'a tap keeps the menu open');
  await tablet.close();
});

test('on a phone a second-level category opens its category page; there its categories change in place', async () => {
  const { context, page } = await newPage(MOBILE);
  await page.goto('/mall');
  await page.getByTestId('category-drawer-button').click();
  const second = page.getByTestId('category-drawer').getByTestId('category-drawer-level2').first();
  const name = (await second.textContent())!.trim();
  await second.click();
  await page.waitForURL((url) => url.pathname === '/mall/category-detail' && url.searchParams.has('secondCategoryId'));
  await page.getByTestId('category-title').filter({ hasText: name }).waitFor();
  await page.getByTestId('product-card').first().waitFor();

  // A third-level category filters the page without leaving it.
  const child = page.getByTestId('category-child').nth(1);
  await child.click();
  await page.waitForURL((url) => url.pathname === '/mall/category-detail' && url.searchParams.has('thirdCategoryId'));
  for (let tries = 0; (await child.getAttribute('aria-selected')) !== 'true'; tries++) {
    assert.ok(tries < 30, 'the chosen third-level category is marked');
    await page.waitForTimeout(100);
  }
  await page.getByTestId('product-card').first().waitFor();

  // Picking another second-level category from the drawer stays on the category page.
  await page.getByTestId('category-drawer-button').click();
  const other = page.getByTestId('category-drawer').getByTestId('category-drawer-level2').nth(1);
  const otherName = (await other.textContent())!.trim();
  await other.click();
  await page.getByTestId('category-title').filter({ hasText: otherName }).waitFor();
  assert.equal(new URL(page.url()).pathname, '/mall/category-detail');
  await context.close();
});
