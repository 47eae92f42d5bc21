import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { DEMO, signIn, skipAdPopup } from './helpers.ts';
import { MOBILE, useE2E } from './harness.ts';

const e2e = useE2E();

/**
 * What the product list fetches after its first paint and draws above or beside content already
 * shown: the ad bar over the header, and the script of the phones' Filters button (or of its icon)
 * beside the sort select.
 */
const LATE_PARTS = (url: URL) => url.pathname === '/api/product/open/adBar' || /\/Filter(sButton|Outlined)-[\w-]+\.js$/.test(url.pathname);

/** Lighthouse's mark for "good" is 0.1; the page should not move at all, this leaves room for rounding. */
const MOST_SHIFT = 0.05;

/**
 * The layout shifts the page has recorded so far (the browser buffers them from the start of the
 * load), without those that follow an input. A string, not a function: the test's compiler would
 * wrap the function's inner helpers in code the page does not have.
 */
const RECORDED_SHIFTS = `new Promise((resolve) => {
  const shifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) shifts.push({ value: entry.value, moved: entry.sources.map((s) => s.node ? s.node.nodeName + '.' + s.node.className : '?') });
  }).observe({ type: 'layout-shift', buffered: true });
  setTimeout(() => resolve(shifts), 500);
})`;

/**
 * Loads the product list with the late parts held back until the grid is drawn (the order a slow
 * phone sees them in, made certain rather than left to timing), then answers the summed shift.
 */
async function shiftWhileLoading(page: Page): Promise<{ total: number; shifts: { value: number; moved: string[] }[] }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(LATE_PARTS, async (route) => {
    await released;
    await route.continue();
  });
  // Until `commit` only: hydration waits for what is held back.
  await page.goto('/product-list', { waitUntil: 'commit' });
  await page.getByTestId('product-card').first().waitFor();
  release();
  await page.getByTestId('ad-bar').waitFor();
  await page.getByTestId('open-filters').locator('svg').waitFor();
  await page.waitForLoadState('networkidle');
  const shifts = (await page.evaluate(RECORDED_SHIFTS)) as { value: number; moved: string[] }[];
  return { total: shifts.reduce((sum, shift) => sum + shift.value, 0), shifts };
}

test('the product list does not move while it loads on a phone, signed out and signed in', async () => {
  const guest = await e2e.newPage(MOBILE);
  await skipAdPopup(guest.page);
  const signedOut = await shiftWhileLoading(guest.page);
  await guest.context.close();

  const seller = await e2e.newPage(MOBILE);
  await skipAdPopup(seller.page);
  await signIn(seller.page, DEMO.email, DEMO.password);
  await seller.page.waitForURL('**/mall');
  const signedIn = await shiftWhileLoading(seller.page);
  await seller.context.close();

  assert.ok(signedOut.total < MOST_SHIFT, `signed out, the page moved by ${signedOut.total.toFixed(3)}: ${JSON.stringify(signedOut.shifts)}`);
  assert.ok(signedIn.total < MOST_SHIFT, `signed in, the page moved by ${signedIn.total.toFixed(3)}: ${JSON.stringify(signedIn.shifts)}`);
});
