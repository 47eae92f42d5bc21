import assert from 'node:assert/strict';
import { test } from 'node:test';
import { chooseOption, signIn, uniqueEmail } from './helpers.ts';
import { MOBILE, useE2E } from './harness.ts';

const e2e = useE2E();

test('a new seller signs up in two steps with the e-mail code, answers the questionnaire and lands in the mall', async () => {
  const { context, page } = await e2e.newPage();
  const email = uniqueEmail('signup');
  await page.goto('/register?code=FRIEND10');

  await page.getByTestId('signup-brand').fill('Maple Boutique');
  await page.getByTestId('signup-website').fill('https://maple.example.com');
  await chooseOption(page, 'signup-heard', /social/i);
  await page.getByTestId('signup-phone').fill('(202) 555-0142');
  assert.equal(await page.getByTestId('signup-phone').inputValue(), '2025550142', 'the phone keeps digits only');
  await page.getByTestId('signup-next').click();

  await page.getByTestId('signup-fullname').fill('Mia Maple');
  await page.getByTestId('signup-email').fill(email);
  assert.equal(await page.getByTestId('signup-referral').inputValue(), 'FRIEND10');
  const code = await e2e.codeSentBy(email, () => page.getByTestId('signup-send-code').click());
  await page.getByText(/Send Again/).waitFor();
  assert.ok(await page.getByTestId('signup-send-code').isDisabled(), 'resend waits for the countdown');
  await page.getByTestId('signup-code').fill(code);
  await page.getByTestId('signup-password').fill('Maple2026');
  await page.getByTestId('signup-submit').click();
  await page.getByText('Please check the terms of service at the bottom').waitFor();
  await page.getByTestId('signup-terms').check();
  await page.getByTestId('signup-submit').click();

  await page.getByTestId('questionnaire-role-onlineSeller').click();
  await page.getByTestId('questionnaire-submit').click();
  await page.waitForURL('**/mall');
  await page.getByText('Mia Maple').first().waitFor();
  await context.close();
});

test('a signed-in seller opening /register is sent to the questionnaire while it is unanswered, then to the mall', async () => {
  const seller = await e2e.newSeller('Rita Register');
  const { context, page } = await e2e.newPage();
  await signIn(page, seller.email, seller.password);
  await page.waitForURL('**/mall');
  await page.goto('/register');
  await page.getByTestId('questionnaire-role-onlineSeller').waitFor();
  assert.equal(await page.getByTestId('signup-email').count(), 0, 'no empty sign-up form for a signed-in seller');
  await page.getByTestId('questionnaire-role-onlineSeller').click();
  await page.getByTestId('questionnaire-submit').click();
  await page.waitForURL('**/mall');
  await page.goto('/register');
  await page.waitForURL('**/mall');
  assert.equal(await page.getByTestId('signup-email').count(), 0);
  await context.close();
});

test('sign-up refuses a weak password and an e-mail that is already registered, on a phone-sized screen', async () => {
  const { context, page } = await e2e.newPage(MOBILE);
  await page.goto('/register');
  await page.getByTestId('signup-phone').fill('2025550143');
  await page.getByTestId('signup-next').click();
  await page.getByTestId('signup-fullname').fill('Sam Short');
  await page.getByTestId('signup-email').fill('demo@threadway.shop');
  await page.getByTestId('signup-send-code').click();
  await page.getByText('The email has been registered already').waitFor();
  await page.getByTestId('signup-password').fill('short');
  await page.getByTestId('signup-password').blur();
  await page.getByText('Please enter a password of 8 to 20 characters').waitFor();
  await context.close();
});
