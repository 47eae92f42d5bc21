import assert from 'node:assert/strict';
import { test } from 'node:test';
import { chooseOption, signIn, uniqueEmail } from './helpers.ts';
import { useE2E } from './harness.ts';

const e2e = useE2E();

/** A new seller, signed in, on the account-setting page, with the dialog of one change open. */
async function openChange(name: string, change: 'fullname' | 'email' | 'phone' | 'password') {
  const seller = await e2e.newSeller(name);
  const { context, page } = await e2e.newPage();
  await signIn(page, seller.email, seller.password);
  await page.waitForURL('**/mall');
  await page.goto('/personal-center/account-setting');
  await page.getByTestId(`change-${change}`).click();
  return { seller, context, page };
}

test('a seller changes their full name, and the header follows', async () => {
  const { context, page } = await openChange('Nora Name', 'fullname');
  await page.getByTestId('dialog-fullname').fill('Zoe Renamed');
  assert.equal(await page.getByTestId('dialog-fullname').inputValue(), 'Zoe Renamed');
  await page.getByTestId('dialog-submit').click();
  await page.getByTestId('dialog-fullname').waitFor({ state: 'detached' });
  await page.getByTestId('setting-fullname-value').filter({ hasText: 'Zoe Renamed' }).waitFor();
  assert.equal((await page.getByTestId('avatar-letter').first().textContent())?.trim(), 'Z');
  await context.close();
});

test('a seller changes their e-mail with a code sent to the new address', async () => {
  const newEmail = uniqueEmail('moved');
  const { context, page } = await openChange('Eli Email', 'email');
  await page.getByTestId('dialog-email').fill(newEmail);
  await page.getByTestId('dialog-code').fill(await e2e.codeSentBy(newEmail, () => page.getByTestId('dialog-send-code').click()));
  await page.getByTestId('dialog-submit').click();
  await page.getByTestId('setting-email-value').filter({ hasText: newEmail }).waitFor();
  await context.close();
});

test('a seller changes their phone with an area code and the SMS code', async () => {
  const { context, page } = await openChange('Pia Phone', 'phone');
  await chooseOption(page, 'dialog-areacode', '+44', 'United Kingdom');
  await page.getByTestId('dialog-phone').fill('7700 900 456');
  await page.getByTestId('dialog-code').fill(await e2e.codeSentBy('+44 7700900456', () => page.getByTestId('dialog-send-code').click()));
  await page.getByTestId('dialog-submit').click();
  await page.getByTestId('setting-phone-value').filter({ hasText: '+44 7700900456' }).waitFor();
  await context.close();
});

test('a seller changes their password with an e-mail code and must sign in again', async () => {
  const { seller, context, page } = await openChange('Pat Password', 'password');
  // The seller's sign-up code is in the mailbox too: only the code this click sends will do.
  await page.getByTestId('dialog-code').fill(await e2e.codeSentBy(seller.email, () => page.getByTestId('dialog-send-code').click()));
  await page.getByTestId('dialog-password').fill('Changed345');
  await page.getByTestId('dialog-confirm').fill('Changed345');
  await page.getByTestId('dialog-submit').click();
  await page.waitForURL('**/login');
  await page.getByText('Password has reset, please login again').waitFor();
  await signIn(page, seller.email, 'Changed345');
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await context.close();
});
