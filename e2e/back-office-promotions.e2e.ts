import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { ADMIN, chooseOption, shoot, signIn, signInOperator } from './helpers.ts';
import { MOBILE, useE2E } from './harness.ts';

const e2e = useE2E();
const tag = Date.now().toString(36);
const HOUR_MS = 3_600_000;

/** Types a time into the open form's date picker with that test id, as the operator would. */
async function typeTime(page: Page, testId: string, date: Date) {
  const pad = (n: number) => String(n).padStart(2, '0');
  const text = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
  const input = page.locator(`.ant-modal [data-testid="${testId}"] input, .ant-modal input[data-testid="${testId}"]`).first();
  await input.click();
  await input.fill(text);
  await input.press('Enter');
}

/** The error Ant Design shows under the form field holding the element with this test id. */
const fieldError = (page: Page, testId: string) => page.locator('.ant-form-item').filter({ has: page.getByTestId(testId) }).locator('.ant-form-item-explain-error');

test('an operator creates a coupon, issues it to a new seller who sees it, and creates a promo code', async () => {
  const seller = await e2e.newSeller('Coupon Receiver');
  const { context, page } = await e2e.newPage();
  await signInOperator(page);

  // A $10.50 coupon on orders of $50+; a threshold of $0 is refused by the server, under its field.
  await page.getByTestId('admin-nav-coupons').click();
  await page.getByTestId('coupon-create').click();
  const name = `E2E Ten fifty ${tag}`;
  await page.getByTestId('coupon-name').fill(name);
  await page.getByTestId('coupon-reduction').fill('10.50');
  await chooseOption(page, 'coupon-use-type', 'Minimum order amount');
  await page.getByTestId('coupon-threshold').fill('0');
  await typeTime(page, 'coupon-start', new Date(Date.now() - HOUR_MS));
  await typeTime(page, 'coupon-end', new Date(Date.now() + 30 * 24 * HOUR_MS));
  await page.getByTestId('coupon-save').click();
  await fieldError(page, 'coupon-threshold').getByText('This value is not valid.').waitFor();
  await shoot(page, 'admin-coupon-form-1440');
  await page.getByTestId('coupon-threshold').fill('50');
  await page.getByTestId('coupon-save').click();
  await page.locator('.ant-modal').waitFor({ state: 'hidden' });
  const row = page.getByTestId(`coupon-row-${name}`);
  await row.getByText('Get $10.50').waitFor();
  await row.getByText('Available On Orders Of $50.00+').waitFor();
  await row.getByText('For all items').waitFor();

  // Issue it to the new seller by e-mail; the dialog shows what the server did.
  await row.locator('[data-testid$="-issue"]').click();
  await page.getByTestId('issue-emails').fill(seller.email.toUpperCase());
  await page.getByTestId('issue-submit').click();
  await page.getByTestId('issue-result').getByText('Coupons issued.').waitFor();
  assert.equal(await page.getByTestId('issue-issued').locator('.ant-statistic-content-value').textContent(), '1');
  assert.equal(await page.getByTestId('issue-already-held').locator('.ant-statistic-content-value').textContent(), '0');
  await shoot(page, 'admin-coupon-issued-1440');
  await page.getByTestId('issue-close').click();
  await page.locator('.ant-modal').waitFor({ state: 'hidden' });
  await row.getByText('Used: 0').waitFor();
  await shoot(page, 'admin-coupons-1440');

  // The seller finds the ticket among their coupons.
  const sellerSide = await e2e.newPage();
  await signIn(sellerSide.page, seller.email, seller.password);
  await sellerSide.page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await sellerSide.page.goto('/personal-center/coupons');
  const card = sellerSide.page.getByTestId('coupon-card').filter({ hasText: 'Get $10.50' });
  await card.waitFor();
  assert.match((await card.textContent()) ?? '', /Available On Orders Of \$50\.00\+/);
  await sellerSide.context.close();

  // A promo code: 15 % off from 3 pieces, 100 uses; it is listed in the banner's words.
  await page.getByTestId('admin-nav-promoCodes').click();
  await page.getByTestId('promo-create').click();
  const code = `E2E${tag}`.toUpperCase();
  await page.getByTestId('promo-code').fill(code.toLowerCase());
  await page.getByTestId('promo-percent').fill('15');
  await page.getByTestId('promo-pieces').fill('3');
  await typeTime(page, 'promo-end', new Date(Date.now() + 7 * 24 * HOUR_MS));
  await page.getByTestId('promo-limit').fill('100');
  await page.getByTestId('promo-save').click();
  await page.locator('.ant-modal').waitFor({ state: 'hidden' });
  const promoRow = page.getByTestId(`promo-row-${code}`);
  await promoRow.getByText('Order 3, Get 15% off').waitFor();
  await promoRow.getByText('0 / 100').waitFor();
  await shoot(page, 'admin-promo-codes-1440');

  // The same code again: the server's conflict lands under the code field.
  await page.getByTestId('promo-create').click();
  await page.getByTestId('promo-code').fill(code);
  await page.getByTestId('promo-percent').fill('5');
  await page.getByTestId('promo-pieces').fill('1');
  await typeTime(page, 'promo-end', new Date(Date.now() + 24 * HOUR_MS));
  await page.getByTestId('promo-save').click();
  await fieldError(page, 'promo-code').getByText('This value is already used by another record.').waitFor();
  await shoot(page, 'admin-promo-code-form-1440');

  // What the server holds: cents on the wire.
  const operator = await e2e.api<{ token: string }>('POST', '/api/admin/open/login', ADMIN);
  const coupons = await e2e.api<{ list: { name: string; reduction: number; threshold: number; useType: number; issuedCount: number }[] }>('GET', '/api/admin/promotions/coupons', undefined, operator.token);
  const saved = coupons.list.find((c) => c.name === name);
  assert.deepEqual([saved?.reduction, saved?.useType, saved?.threshold, saved?.issuedCount], [1050, 2, 5000, 1]);
  await context.close();
});

test('the promotion screens open on a phone', async () => {
  const { context, page } = await e2e.newPage(MOBILE);
  await signInOperator(page);
  for (const [path, testId, shot] of [
    ['/admin/coupons', 'coupon-create', 'admin-coupons-390'],
    ['/admin/promo-codes', 'promo-create', 'admin-promo-codes-390'],
  ] as const) {
    await page.goto(path);
    await page.getByTestId(testId).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `${path} is ${overflow}px wider than the phone`);
    await shoot(page, shot);
  }
  await context.close();
});
