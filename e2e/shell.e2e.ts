import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DEMO, signIn } from './helpers.ts';
import { MOBILE, useE2E } from './harness.ts';

const e2e = useE2E();

test('an unknown page goes to /404; Go Back with nothing to go back to leads to the mall', async () => {
  const { context, page } = await e2e.newPage();
  await page.goto('/no/such/page');
  await page.waitForURL('**/404');
  await page.getByText('Sorry, the page you are looking for cannot be found.').waitFor();
  await page.getByRole('button', { name: /go back/i }).click();
  await page.waitForURL((url) => url.pathname === '/mall');
  await context.close();
});

test('account pages need a session: a guest is sent to sign in and brought back after it', async () => {
  const { context, page } = await e2e.newPage();
  await page.goto('/personal-center/account-setting');
  await page.waitForURL('**/login');
  await page.getByTestId('signin-account').fill(DEMO.email);
  await page.getByTestId('signin-password').fill(DEMO.password);
  await page.getByTestId('signin-submit').click();
  await page.waitForURL('**/personal-center/account-setting');
  await page.getByTestId('account-sider').waitFor();
  await page.getByTestId('verified-badge').first().waitFor();
  await context.close();
});

test('on a phone the account layout has a menu drawer with the name and Log Out', async () => {
  const { context, page } = await e2e.newPage(MOBILE);
  await signIn(page, DEMO.email, DEMO.password);
  await page.waitForURL('**/mall');
  await page.goto('/personal-center/account-setting');
  assert.equal(await page.getByTestId('account-sider').isVisible().catch(() => false), false, 'no side menu on a phone');
  await page.getByTestId('mobile-menu-button').click();
  await page.getByRole('dialog').getByText('Demo Seller').waitFor();
  await page.getByRole('dialog').getByTestId('logout').click();
  await page.waitForURL('**/login');
  await context.close();
});
