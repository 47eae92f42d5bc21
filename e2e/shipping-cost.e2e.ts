import assert from 'node:assert/strict';
import { test } from 'node:test';
import { chooseOption } from './helpers.ts';
import { MOBILE, useE2E } from './harness.ts';

const e2e = useE2E();

test('China to France, 500 g: every channel with its grade, business days and cost', async () => {
  const { context, page } = await e2e.newPage();
  await page.goto('/mall/shipping-cost');
  await chooseOption(page, 'ship-to', 'France', 'France');
  await page.getByTestId('weight').fill('500');
  await page.getByTestId('inquire').click();

  const rows = page.getByTestId('channel-row');
  await rows.first().waitFor();
  assert.ok((await rows.count()) >= 2, 'several channels from China to France');
  for (const text of await rows.allInnerTexts()) {
    assert.match(text, /\d+-\d+ business days/, `delivery time in business days: ${text}`);
    assert.match(text, /\$\d+\.\d{2}/, `cost in dollars: ${text}`);
    assert.match(text, /Express|Standard|Expedited/, `grade: ${text}`);
  }
  await page.getByText('Logistics channels for 500 g').waitFor();
  await context.close();
});

test('in German the channels are named in German (operators translate them as catalogue terms)', async () => {
  const { context, page } = await e2e.newPage();
  await context.addInitScript(() => localStorage.setItem('tw_preferences', JSON.stringify({ locale: 'de', currency: 'USD', currencyRate: '1', currencySymbol: '$' })));
  await page.goto('/mall/shipping-cost');
  await page.waitForFunction(() => document.documentElement.lang === 'de');
  await chooseOption(page, 'ship-to', 'Frankreich', 'Frankreich');
  await page.getByTestId('weight').fill('500');
  await page.getByTestId('inquire').click();
  await page.getByTestId('channel-results').getByText('TW Express-Linie').waitFor();
  assert.equal(await page.getByTestId('channel-results').getByText('TW Express Line').count(), 0, 'no English channel name left');
  await context.close();
});

test('the US warehouse delivers only in the US', async () => {
  const { context, page } = await e2e.newPage();
  await page.goto('/mall/shipping-cost');
  await chooseOption(page, 'ship-from', 'US');
  // The destination follows the warehouse: the one country it serves, chosen for the buyer.
  await page.getByTestId('shipping-cost-form').getByText('United States').waitFor();
  // The ship-from list must be gone before the ship-to list is read.
  await page.waitForFunction(() => document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').length === 0);
  await page.getByTestId('ship-to').click();
  const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
  // The list may still show the countries of the warehouse chosen before until the new ones arrive.
  for (let tries = 0; ; tries++) {
    await options.first().waitFor();
    const texts = await options.allInnerTexts();
    if (texts.length === 1 || tries === 30) {
      assert.deepEqual(texts, ['United States']);
      break;
    }
    await page.waitForTimeout(200);
  }
  await page.keyboard.press('Escape');

  await page.getByTestId('weight').fill('1200');
  await page.getByTestId('inquire').click();
  await page.getByTestId('channel-row').first().waitFor();
  await context.close();
});

test('above 30,000 g the weight is refused with the spec message, on a phone too', async () => {
  const { context, page } = await e2e.newPage(MOBILE);
  await page.goto('/mall/shipping-cost');
  await page.getByTestId('weight').fill('40000');
  await page.getByTestId('inquire').click();
  await page.getByText('Sorry, order weight cannot exceed 30kg').waitFor();
  assert.equal(await page.getByTestId('channel-results').count(), 0, 'no inquiry was made');

  await page.getByTestId('weight').fill('');
  await page.getByTestId('inquire').click();
  await page.getByText('Please enter the weight in grams.').waitFor();
  await context.close();
});
