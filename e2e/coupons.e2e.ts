import assert from 'node:assert/strict';
import { test } from 'node:test';
import { issueFiveDollarCoupon, sellerWithBag } from './checkout-fixtures.ts';
import { MOBILE, useE2E } from './harness.ts';
import { shoot } from './helpers.ts';

const e2e = useE2E();
const mmddyyyy = (date: Date) => `${String(date.getMonth() + 1).padStart(2, '0')}/${String(date.getDate()).padStart(2, '0')}/${date.getFullYear()}`;

test('the coupons page lists the seller’s tickets by status', async () => {
  const { seller, context, page } = await sellerWithBag(e2e, []);
  await issueFiveDollarCoupon(e2e, seller.email);
  await page.goto('/personal-center/coupons');
  const card = page.getByTestId('coupon-card');
  await card.waitFor();
  const text = (await card.textContent()) ?? '';
  assert.match(text, /Get \$5\.00/);
  assert.match(text, /No Strings Attached/);
  assert.match(text, /For all items/);
  assert.match(text, /Stack promotion code/);
  assert.ok(text.includes(mmddyyyy(new Date(Date.now() - 86_400_000))), `starts yesterday: ${text}`);
  await shoot(page, 'coupons-1440');

  await page.getByRole('tab', { name: 'Used' }).click();
  await page.getByText('No Record').waitFor();
  assert.match(page.url(), /status=1/);
  await page.getByRole('tab', { name: 'Available', exact: true }).click();
  await card.waitFor();
  await page.setViewportSize(MOBILE);
  await shoot(page, 'coupons-390');
  await context.close();
});
