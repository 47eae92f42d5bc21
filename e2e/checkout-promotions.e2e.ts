import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { bagPath, createTenPercentCode, issueFiveDollarCoupon, sellerWithBag, stockedSkus, US_ADDRESS } from './checkout-fixtures.ts';
import { useE2E } from './harness.ts';
import { shoot } from './helpers.ts';

const e2e = useE2E();

/** An amount row of the Order Amount box, in cents. */
async function cents(page: Page, row: string): Promise<number> {
  const text = (await page.getByTestId(`amount-${row}`).locator('span').last().textContent()) ?? '';
  return Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);
}

async function waitForCents(page: Page, row: string, expected: number): Promise<void> {
  for (let i = 0; i < 50 && (await cents(page, row)) !== expected; i++) await page.waitForTimeout(100);
  assert.equal(await cents(page, row), expected, `${row}`);
}

test('a coupon and a promo code change the order amount', async () => {
  const skus = await stockedSkus(e2e);
  const china = skus.find((s) => s.warehouseCode.startsWith('CN'))!;
  await createTenPercentCode(e2e, 'BAGTEN');
  const { seller, context, page } = await sellerWithBag(e2e, [china], { address: US_ADDRESS });
  await issueFiveDollarCoupon(e2e, seller.email);
  await page.goto(bagPath([china]));
  await page.getByTestId('delivery-method').getByRole('radio', { checked: true }).waitFor();

  // The best coupon is chosen for the seller: $5 off.
  await page.getByText('1 Coupon(s) Available').click();
  await waitForCents(page, 'coupon', 500);
  const withCoupon = await cents(page, 'total');
  const card = page.getByTestId('coupon-card');
  assert.match((await card.textContent()) ?? '', /Get \$5\.00.*No Strings Attached.*For all items.*Stack promotion code/);

  // Clicking the chosen coupon again deselects it: the total goes up by $5.
  await card.click();
  await waitForCents(page, 'coupon', 0);
  await waitForCents(page, 'total', withCoupon + 500);
  await card.click();
  await waitForCents(page, 'coupon', 500);

  // A wrong code shows the server's message; the right one its banner and deduction.
  await page.getByTestId('promo-switch').click();
  await page.getByTestId('promo-input').fill('NOPE42');
  await page.getByRole('button', { name: 'Apply' }).click();
  await page.getByTestId('promo-code').getByRole('alert').waitFor();
  await page.getByTestId('promo-input').fill('  bagten ');
  await page.getByRole('button', { name: 'Apply' }).click();
  await page.getByTestId('promo-banner').getByText('Order 1, Get 10% off').waitFor();
  for (let i = 0; i < 50 && (await cents(page, 'promoCode')) === 0; i++) await page.waitForTimeout(100);
  const promo = await cents(page, 'promoCode');
  assert.ok(promo > 0, 'the promo code takes something off');
  await waitForCents(page, 'total', withCoupon - promo);
  await shoot(page, 'bag-promotions-1440');

  // Switching the code off takes its deduction away again.
  await page.getByTestId('promo-switch').click();
  await waitForCents(page, 'promoCode', 0);
  await waitForCents(page, 'total', withCoupon);
  await context.close();
});

test("'Order 2, Get 10% off' says before confirming that it takes 10% of one piece, in money", async () => {
  const skus = await stockedSkus(e2e);
  const line = skus.find((s) => s.warehouseCode.startsWith('CN'))!;
  await createTenPercentCode(e2e, 'TWOFORTEN', 2);
  // Two pieces of one product in the bag.
  const { context, page } = await sellerWithBag(e2e, [line], { address: US_ADDRESS });
  await page.goto(bagPath([line]));
  await page.getByTestId('delivery-method').getByRole('radio', { checked: true }).waitFor();
  const onePiece = ((await cents(page, 'subtotal')) - (await cents(page, 'discount'))) / 2;

  await page.getByTestId('promo-switch').click();
  await page.getByTestId('promo-input').fill('TWOFORTEN');
  await page.getByRole('button', { name: 'Apply' }).click();
  await page.getByTestId('promo-banner').getByText('Order 2, Get 10% off').waitFor();
  const expected = Math.floor(onePiece / 10);
  await waitForCents(page, 'promoCode', expected);
  // The banner names what the rule takes it from and the money, as the Order Amount will deduct it.
  const effect = page.getByTestId('promo-effect');
  const dollars = `$${(expected / 100).toFixed(2)}`;
  await effect.getByText(`10% off your highest-priced item (one piece): −${dollars}`).waitFor();
  await shoot(page, 'bag-promo-effect-1440');
  await page.setViewportSize({ width: 390, height: 844 });
  await shoot(page, 'bag-promo-effect-390');
  await context.close();
});
