import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DESKTOP, MOBILE, useE2E } from './harness.ts';
import { chooseOption, shoot, signIn } from './helpers.ts';

const e2e = useE2E();

test('a seller adds an address: a wrong postal code is refused, the right one saved; then edits, sets default and deletes', async () => {
  const seller = await e2e.newSeller('Ada Address');
  const { context, page } = await e2e.newPage();
  await signIn(page, seller.email, seller.password);
  await page.waitForURL('**/mall');
  await page.goto('/personal-center/address-manage');

  await page.getByTestId('address-add').click();
  await page.getByTestId('address-fullName').fill('Ada Lovelace');
  await page.getByTestId('address-phoneNumber').fill('+1 202-555-0147');
  await chooseOption(page, 'address-country', /^United States$/, 'United States');
  // The placeholder follows the chosen country on the form's next render, so wait for it rather than read it at once.
  await page.locator('[data-testid="address-zipCode"][placeholder="e.g. 94105"]').waitFor();
  await page.getByTestId('address-city').fill('San Francisco');
  await page.getByTestId('address-province').fill('CA');
  await page.getByTestId('address-streetAddressLine1').fill('1 Market St');
  await page.getByTestId('address-zipCode').fill('9410');
  await page.getByTestId('address-save').click();
  await page.getByText('Please enter a valid postal code for this country').waitFor();
  assert.equal(await page.getByTestId('address-card').count(), 0);

  await page.getByTestId('address-zipCode').fill('94105-1234');
  await page.getByTestId('address-save').click();
  await page.getByText('Change address successfully!').waitFor();
  const card = page.getByTestId('address-card');
  await card.filter({ hasText: 'Ada Lovelace' }).waitFor();
  assert.match((await card.textContent()) ?? '', /San Francisco, CA, United States, 94105-1234/);
  assert.match((await card.textContent()) ?? '', /Default/);

  // A second address, then make it the default.
  await page.getByTestId('address-add').click();
  await page.getByTestId('address-fullName').fill('Grace Hopper');
  await page.getByTestId('address-phoneNumber').fill('+44 20 7946 0958');
  await chooseOption(page, 'address-country', /^United Kingdom$/, 'United Kingdom');
  await page.getByTestId('address-city').fill('London');
  await page.getByTestId('address-streetAddressLine1').fill('10 Downing St');
  await page.getByTestId('address-zipCode').fill('SW1A 2AA');
  await page.getByTestId('address-vatCode').fill('GB123456789');
  await page.getByTestId('address-save').click();
  await card.filter({ hasText: 'Grace Hopper' }).waitFor();
  await card.filter({ hasText: 'Grace Hopper' }).getByRole('button', { name: 'Set as default' }).click();
  await card.filter({ hasText: 'Grace Hopper' }).filter({ hasText: 'Default' }).waitFor();

  // Edit the first one.
  await card.filter({ hasText: 'Ada Lovelace' }).getByRole('button', { name: 'Edit' }).click();
  await page.getByTestId('address-city').fill('Oakland');
  await page.getByTestId('address-zipCode').fill('94607');
  await page.getByTestId('address-save').click();
  await card.filter({ hasText: 'Oakland' }).waitFor();

  await page.getByTestId('address-form').waitFor({ state: 'detached' });
  await shoot(page, 'address-book-1440');
  await page.setViewportSize(MOBILE);
  await shoot(page, 'address-book-390');
  await page.getByTestId('address-add').click();
  await page.getByTestId('address-form').waitFor();
  await shoot(page, 'address-form-390');
  await page.keyboard.press('Escape');
  await page.getByTestId('address-form').waitFor({ state: 'detached' });
  await page.setViewportSize(DESKTOP);

  // Delete with confirmation.
  await card.filter({ hasText: 'Oakland' }).getByRole('button', { name: 'Delete' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Delete' }).click();
  await page.getByText('Delete address successfully').waitFor();
  await card.filter({ hasText: 'Oakland' }).waitFor({ state: 'detached' });
  assert.equal(await card.count(), 1);
  await context.close();
});
