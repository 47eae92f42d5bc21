import assert from 'node:assert/strict';
import { test } from 'node:test';
import { LOCALE_CODES } from '@threadway/contracts';
import type { Page } from 'playwright-core';
import { MOBILE, useE2E } from './harness.ts';
import { scrollThrough } from './helpers.ts';

const e2e = useE2E();

/** Elements that stick out of the page sideways, outermost first (carousels and tab lists clip theirs, so they do not count). */
async function sidewaysOverflow(page: Page): Promise<string[]> {
  // A string, not a function: the test runner's transpiler would name inner functions with a helper the page lacks.
  return page.evaluate(`(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    const out = (el) => { const r = el.getBoundingClientRect(); return r.width > 0 && (r.right > width + 1 || r.left < -1); };
    return Array.from(document.querySelectorAll('body *'))
      .filter((el) => out(el) && !(el.parentElement && out(el.parentElement)))
      .map((el) => el.tagName.toLowerCase() + ' "' + (el.textContent || '').trim().slice(0, 40) + '"')
      .slice(0, 5)
      .concat('page ' + document.documentElement.scrollWidth + ' px wide');
  })()`);
}

test('in every language the landing page, the mall and a product fit a 390 px phone without sideways scrolling', async () => {
  const { context, page } = await e2e.newPage(MOBILE);
  await page.goto('/product-list');
  const product = await page.getByTestId('product-card').first().getAttribute('href');
  assert.ok(product, 'a product to open');
  const problems: string[] = [];
  for (const locale of LOCALE_CODES) {
    await page.evaluate((l) => localStorage.setItem('tw_preferences', JSON.stringify({ locale: l, currency: 'USD', currencyRate: '1', currencySymbol: '$' })), locale);
    for (const path of ['/', '/mall', product]) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await page.waitForFunction((l) => document.documentElement.lang === l, locale);
      await scrollThrough(page);
      const overflow = await sidewaysOverflow(page);
      if (overflow.length) problems.push(`${locale} ${path}: ${overflow.join('; ')}`);
    }
  }
  assert.deepEqual(problems, []);
  await context.close();
});
