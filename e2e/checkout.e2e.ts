import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { bagPath, bagProduct, GB_ADDRESS, sellerWithBag, stockedSkus, US_ADDRESS, type StockedSku } from './checkout-fixtures.ts';
import { MOBILE, useE2E } from './harness.ts';
import { chooseOption, shoot } from './helpers.ts';

const e2e = useE2E();

const isChecked = (page: Page, line: StockedSku) => bagProduct(page, line).locator('input[type=checkbox]').first().isChecked();

async function chinaAndUsLines(): Promise<[StockedSku, StockedSku]> {
  const skus = await stockedSkus(e2e);
  const china = skus.find((s) => s.warehouseCode.startsWith('CN'));
  const us = skus.find((s) => s.warehouseCode === 'US' && s.kkProductId !== china?.kkProductId);
  assert.ok(china && us, 'the demo catalogue has stock in China and in the US');
  return [china, us];
}

test('the bag reads right to left in Arabic', async () => {
  const [china, us] = await chinaAndUsLines();
  const { context, page } = await sellerWithBag(e2e, [china, us], { address: US_ADDRESS });
  await page.evaluate(() => localStorage.setItem('tw_preferences', JSON.stringify({ locale: 'ar', currency: 'USD', currencyRate: '1', currencySymbol: '$' })));
  await page.goto(bagPath([china, us]));
  await page.getByTestId('delivery-method').getByRole('radio').first().waitFor();
  assert.equal(await page.evaluate(() => document.documentElement.dir), 'rtl');
  await page.getByText('حقيبة التسوق', { exact: true }).waitFor();
  await shoot(page, 'bag-ar-1440');
  await context.close();
});

test('a bag with two warehouses: tabs, tips, and the conflict dialog when checking in the other one', async () => {
  const [china, us] = await chinaAndUsLines();
  const { context, page } = await sellerWithBag(e2e, [china, us], { address: GB_ADDRESS });
  await page.goto(bagPath([china, us]));

  await page.getByRole('tab', { name: /China \(1\)/ }).waitFor();
  await page.getByRole('tab', { name: /United States \(1\)/ }).waitFor();
  assert.match((await page.getByTestId('warehouse-tip').textContent()) ?? '', /2 warehouses/);
  assert.equal(await page.getByRole('tab', { selected: true }).textContent(), 'China (1)');
  assert.equal(await isChecked(page, china), true);
  await page.getByTestId('delivery-method').getByRole('radio').first().waitFor();
  await shoot(page, 'bag-1440');

  // The US warehouse cannot ship to a British address.
  await page.getByRole('tab', { name: /United States/ }).click();
  await page.getByTestId('cannot-deliver').waitFor();
  await bagProduct(page, us).locator('input[type=checkbox]').first().click();
  await page.getByText('switch to another warehouse?').waitFor();
  await page.getByRole('button', { name: 'Cancel' }).click();
  // Closed before the next tick: a click while it fades out would land on its mask or on its own buttons.
  await page.getByText('switch to another warehouse?').waitFor({ state: 'hidden' });
  assert.equal(await isChecked(page, us), false);

  await bagProduct(page, us).locator('input[type=checkbox]').first().click();
  await page.getByText('switch to another warehouse?').waitFor();
  await page.getByRole('button', { name: 'Sure' }).click();
  await page.getByText('switch to another warehouse?').waitFor({ state: 'hidden' });
  assert.equal(await isChecked(page, us), true);
  await page.getByRole('tab', { name: /China/ }).click();
  assert.equal(await isChecked(page, china), false);
  await page.getByText('You have selected 1 out of 2 to checkout').waitFor();
  // US to GB has no channel: the logistics error, and confirming says why.
  await page.getByTestId('logistics-error').waitFor();
  await page.getByTestId('confirm-order').click();
  await page.getByText('Package overweight or it cannot be delivered to your address. Please connect support team to continue').waitFor();
  await context.close();
});

test('quantities follow the bag-input rules and reach the server cart', async () => {
  const [china] = await chinaAndUsLines();
  const { context, page, token } = await sellerWithBag(e2e, [china], { address: US_ADDRESS });
  await page.goto(bagPath([china]));
  const input = page.getByTestId(`qty-${china.skuCode}`);
  await input.fill('3x');
  assert.equal(await input.inputValue(), '3');
  await page.waitForTimeout(1500);
  const cart = await e2e.api<{ skuCode: string; num: number; stock: number }[]>('POST', '/api/product/cart/list', undefined, token);
  const line = cart.find((c) => c.skuCode === china.skuCode)!;
  assert.equal(line.num, 3);
  await input.fill('99999');
  assert.equal(await input.inputValue(), String(Math.min(line.stock, 9999)));
  await page.getByText(`maximum ${Math.min(line.stock, 9999)}`).waitFor();
  await context.close();
});

test('confirm order: the address check, an address added in the bag, the reminder, then the payment page', async () => {
  const [china] = await chinaAndUsLines();
  const { context, page } = await sellerWithBag(e2e, [china]);
  await page.goto(bagPath([china]));
  await page.getByTestId('confirm-order').click();
  await page.getByText('Please enter the address first').waitFor();

  await page.getByTestId('shipping-address').getByRole('button', { name: 'Add New Address' }).click();
  await page.getByTestId('address-fullName').fill(US_ADDRESS.fullName);
  await page.getByTestId('address-phoneNumber').fill(US_ADDRESS.phoneNumber);
  await chooseOption(page, 'address-country', 'United States', 'United States');
  await page.getByTestId('address-city').fill(US_ADDRESS.city);
  await page.getByTestId('address-streetAddressLine1').fill(US_ADDRESS.streetAddressLine1);
  await page.getByTestId('address-zipCode').fill(US_ADDRESS.zipCode);
  await page.getByTestId('address-save').click();
  await page.getByTestId('shipping-address').getByText('1 Market St').waitFor();
  await page.getByTestId('delivery-method').getByRole('radio', { checked: true }).waitFor();
  await page.getByTestId('amount-total').waitFor();

  await page.getByTestId('confirm-order').click();
  await page.getByRole('checkbox', { name: "Don't ask me again" }).check();
  await page.getByRole('button', { name: 'Got it' }).click();
  await page.waitForURL(/\/mall\/paymentPage\?kkOrderId=[^&]+/);
  assert.ok(new URL(page.url()).searchParams.get('kkOrderId'));
  await context.close();
});

test('a double click on Confirm Order sends one attempt: every create carries the same Idempotency-Key', async () => {
  const [china] = await chinaAndUsLines();
  const { context, page, token } = await sellerWithBag(e2e, [china], { address: US_ADDRESS });
  // 'Don't ask me again' was ticked before: no reminder.
  await e2e.api('POST', '/api/store/user/behaviorConfig', { type: 3, content: JSON.stringify({ text: 'haveChecked' }) }, token);
  const keys: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/orders/orders') keys.push(request.headers()['idempotency-key'] ?? '');
  });
  await page.goto(bagPath([china]));
  await page.getByTestId('delivery-method').getByRole('radio', { checked: true }).waitFor();
  await page.getByTestId('amount-total').waitFor();
  await page.getByTestId('confirm-order').dblclick();
  await page.waitForURL(/\/mall\/paymentPage\?kkOrderId=[^&]+/);
  assert.ok(keys.length >= 1);
  assert.equal(new Set(keys).size, 1, `one key: ${keys.join(', ')}`);
  assert.match(keys[0]!, /^[0-9a-f-]{36}$/);
  await context.close();
});

test('the bag on a phone: choosing another address, deleting a product, an empty bag', async () => {
  const [china, us] = await chinaAndUsLines();
  const { context, page, token } = await sellerWithBag(e2e, [china, us], { address: US_ADDRESS, viewport: MOBILE });
  await e2e.api('POST', '/api/store/address', GB_ADDRESS, token);
  await page.goto(bagPath([china, us]));
  await page.getByTestId('delivery-method').getByRole('radio').first().waitFor();
  await shoot(page, 'bag-390');

  // 'Choose' lists both addresses; picking the British one makes the US tab warn.
  await page.getByTestId('shipping-address').getByRole('button', { name: 'Choose' }).click();
  const chooser = page.getByTestId('address-chooser');
  assert.equal(await chooser.getByRole('button', { name: /Downing St|Market St/ }).count(), 2);
  await chooser.getByRole('button', { name: /Downing St/ }).click();
  await page.getByTestId('shipping-address').getByText('10 Downing St').waitFor();
  await page.getByRole('tab', { name: /United States/ }).click();
  await page.getByTestId('cannot-deliver').waitFor();
  await page.getByRole('tab', { name: /China/ }).click();

  await bagProduct(page, china).getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await bagProduct(page, china).waitFor({ state: 'detached' });
  await page.goto('/confirm-order?kkProductId=none&skuCode=none');
  await page.getByText('Your Bag Is Empty').waitFor();
  await page.getByRole('button', { name: 'Start Shopping' }).waitFor();
  await shoot(page, 'bag-empty-390');
  await context.close();
});

test('delivery methods read in words: the grade, the days as 5–7 business days, the freight', async () => {
  const [china] = await chinaAndUsLines();
  const { context, page } = await sellerWithBag(e2e, [china], { address: US_ADDRESS });
  await page.goto(bagPath([china]));
  const radios = page.getByTestId('delivery-method').getByRole('radio');
  await radios.first().waitFor();
  const labels = await page.getByTestId('delivery-method').locator('label').allInnerTexts();
  assert.ok(labels.length > 0);
  for (const label of labels) assert.match(label.trim(), /^(Express|Standard|Expedited) \(\d+–\d+ business days, \$\d+\.\d{2}\)$/);
  await shoot(page.getByTestId('delivery-method'), 'delivery-1440');
  await context.close();
});
