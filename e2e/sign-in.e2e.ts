import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DEMO, sessionToken, signIn } from './helpers.ts';
import { useE2E } from './harness.ts';

const e2e = useE2E();

test('a seller signs in by e-mail, sees their avatar, and signs out (the session is revoked on the server)', async () => {
  const { context, page } = await e2e.newPage();
  await signIn(page, DEMO.email, DEMO.password);
  await page.waitForURL('**/mall');
  const token = await sessionToken(page);
  await page.getByTestId('user-menu').click();
  await page.getByTestId('logout').click();
  await page.waitForURL('**/login');
  const response = await fetch(`${e2e.baseUrl}/api/store/authenticationByUserId`, { headers: { authorization: `Bearer ${token}` } });
  assert.equal(response.status, 401, 'the old token no longer works');
  await context.close();
});

test('a seller signs in by phone number; a wrong password shows the spec message', async () => {
  const { context, page } = await e2e.newPage();
  await signIn(page, DEMO.email, 'Wrong1234');
  await page.getByText('Incorrect E-mail/password!').waitFor();
  await signIn(page, DEMO.phone, DEMO.password);
  await page.waitForURL('**/mall');
  await context.close();
});

test('an expired session sends the seller to sign in and back to the page they were on', async () => {
  const { context, page } = await e2e.newPage();
  await signIn(page, DEMO.email, DEMO.password);
  await page.waitForURL('**/mall');
  await page.goto('/personal-center/account-setting?from=e2e');
  await page.getByTestId('setting-email-value').waitFor();
  // The server ends the session (as sign-out elsewhere or expiry would); the next call answers 401.
  await e2e.api('PUT', '/api/oauth/logout', undefined, await sessionToken(page));
  await page.reload();
  await page.waitForURL('**/login');
  await page.getByTestId('signin-account').fill(DEMO.email);
  await page.getByTestId('signin-password').fill(DEMO.password);
  await page.getByTestId('signin-submit').click();
  await page.waitForURL('**/personal-center/account-setting?from=e2e');
  await context.close();
});

test('forgot password: e-mail code, new password, then sign in with it', async () => {
  const { email } = await e2e.newSeller('Fay Forgot');
  const { context, page } = await e2e.newPage();
  await page.goto('/login');
  await page.getByTestId('forgot-link').click();
  await page.getByTestId('forgot-email').fill(email);
  const code = await e2e.codeSentBy(email, () => page.getByTestId('forgot-send').click());
  await page.getByTestId('forgot-code').fill(code);
  await page.getByTestId('forgot-next').click();
  await page.getByText('Email verified, please reset your password').waitFor();
  await page.getByTestId('forgot-password').fill('Renewed22');
  await page.getByTestId('forgot-confirm').fill('Renewed22');
  await page.getByTestId('forgot-submit').click();
  await page.getByText('Password has reset, please login again').waitFor();
  await page.getByTestId('signin-password').fill('Renewed22');
  await page.getByTestId('signin-submit').click();
  await page.waitForURL('**/mall');
  await context.close();
});
