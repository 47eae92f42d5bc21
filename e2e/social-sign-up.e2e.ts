import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import type { Page } from 'playwright-core';
import { startOidcProviderSimulator } from '../tools/simulators/oidc/server.ts';
import { bagProduct, stockedSkus, US_ADDRESS, type StockedSku } from './checkout-fixtures.ts';
import { DESKTOP, MOBILE, useE2E, fixServerAddress } from './harness.ts';
import { chooseOption, DEMO, sessionToken, skipAdPopup, uniqueEmail } from './helpers.ts';

/**
 * Sign in with Google against the local OpenID provider (tools/simulators/oidc), and a guest's
 * sign-up on the bag. The provider sends the browser back to PUBLIC_URL, this server's
 * address, fixed before it starts.
 */
await fixServerAddress();
const CLIENT = { clientId: 'threadway-e2e.apps.googleusercontent.com', clientSecret: 'GOCSPX-e2e' };
const SHOTS = process.env.E2E_SHOTS;

// Started before the server, which reads the provider's address from the environment.
const google = await startOidcProviderSimulator({ port: 0, ...CLIENT });
Object.assign(process.env, { GOOGLE_CLIENT_ID: CLIENT.clientId, GOOGLE_CLIENT_SECRET: CLIENT.clientSecret, GOOGLE_ISSUER: google.url });
const e2e = useE2E();
after(() => google.close());

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

async function browser(viewport = DESKTOP) {
  const opened = await e2e.newPage(viewport);
  await skipAdPopup(opened.page);
  return opened;
}

/** At the provider's account chooser: another account with this e-mail and name. */
async function chooseGoogleAccount(page: Page, email: string, name: string) {
  await page.getByRole('heading', { name: 'Choose an account' }).waitFor();
  await page.getByLabel('Use another account').check();
  await page.getByLabel('E-mail (another account)').fill(email);
  await page.getByLabel('Name (another account)').fill(name);
  await page.getByRole('button', { name: 'Continue' }).click();
}

test('a new seller signs up with Google: full name and e-mail from Google, a password, then the mall; next time Google signs straight in', async () => {
  const email = uniqueEmail('google');
  for (const viewport of [DESKTOP, MOBILE]) {
    const { context, page } = await browser(viewport);
    await page.goto('/login');
    await shoot(page, `social-login-${viewport.width}`);
    await page.getByTestId('social-google').click();
    await chooseGoogleAccount(page, email, 'Gia Google');
    if (viewport === DESKTOP) {
      await page.getByTestId('social-fullname').waitFor();
      assert.equal(await page.getByTestId('social-fullname').inputValue(), 'Gia Google');
      assert.equal(await page.getByTestId('social-email').inputValue(), email);
      await shoot(page, 'social-register-1440');
      await page.getByTestId('social-choose-bind').click();
      await page.getByTestId('social-bind-email').waitFor();
      await shoot(page, 'social-bind-1440');
      await page.getByTestId('social-choose-register').click();
      await page.getByTestId('social-password').fill('Google1234');
      await page.getByTestId('social-register-submit').click();
    }
    // Bound by the desktop round: the phone's sign-in goes straight to the mall.
    await page.waitForURL('**/mall');
    const token = await sessionToken(page);
    const profile = await e2e.api<{ email: string; fullName: string }>('GET', `/api/store/user/${JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub}`, undefined, token);
    assert.deepEqual([profile.email, profile.fullName], [email, 'Gia Google']);
    await context.close();
  }
});

test('an existing seller binds Google with their e-mail and password', async () => {
  const seller = await e2e.newSeller('Bind Seller');
  const { context, page } = await browser(MOBILE);
  await page.goto('/login');
  await page.getByTestId('social-google').click();
  await chooseGoogleAccount(page, uniqueEmail('gmail'), 'Bind Seller');
  await page.getByTestId('social-choose-bind').click();
  await page.getByTestId('social-bind-email').fill(seller.email);
  await page.getByTestId('social-bind-password').fill('wrong-password');
  await page.getByTestId('social-bind-submit').click();
  await page.getByText('Incorrect E-mail/password!').waitFor();
  await shoot(page, 'social-bind-390');
  await page.getByTestId('social-bind-password').fill(seller.password);
  await page.getByTestId('social-bind-submit').click();
  await page.waitForURL('**/mall');
  await context.close();
});

/** The bag of a guest whose cart (in the browser, as Add to Cart keeps it) holds two of this line: it shows the sign-up. */
async function openGuestBag(page: Page, line: StockedSku) {
  await page.goto('/mall');
  await page.evaluate((entry) => localStorage.setItem('tw_guest_cart', JSON.stringify({ expiresAt: Date.now() + 86_400_000, items: [entry] })), {
    kkProductId: line.kkProductId,
    skuCode: line.skuCode,
    warehouseCode: line.warehouseCode,
    num: 2,
  });
  await page.goto(`/confirm-order?kkProductId=${line.kkProductId}&skuCode=${line.skuCode}`);
  await page.getByTestId('checkout-signup').waitFor();
}

test('a guest goes to checkout, signs up on the bag, keeps the cart and places the order', async () => {
  const line = (await stockedSkus(e2e)).find((s) => s.warehouseCode.startsWith('CN'));
  assert.ok(line, 'the demo catalogue has stock in China');
  for (const viewport of [MOBILE, DESKTOP]) {
    const { context, page } = await browser(viewport);
    await openGuestBag(page, line);
    await shoot(page, `checkout-signup-${viewport.width}`);
    if (viewport === MOBILE) {
      await context.close();
      continue;
    }
    const email = uniqueEmail('guest');
    await page.getByTestId('checkout-signup-fullname').fill('Gus Guest');
    await page.getByTestId('checkout-signup-email').fill(email);
    const code = await e2e.codeSentBy(email, () => page.getByTestId('checkout-signup-send-code').click());
    await page.getByTestId('checkout-signup-code').fill(code);
    await page.getByTestId('checkout-signup-password').fill('Guest123');
    await page.getByTestId('signup-terms').check();
    await page.getByTestId('checkout-signup-submit').click();

    // Signed up in place: the bag shows the guest's product, moved to the server cart.
    await bagProduct(page, line).waitFor();
    await page.getByTestId('shipping-address').getByRole('button', { name: 'Add New Address' }).click();
    await page.getByTestId('address-fullName').fill(US_ADDRESS.fullName);
    await page.getByTestId('address-phoneNumber').fill(US_ADDRESS.phoneNumber);
    await chooseOption(page, 'address-country', 'United States', 'United States');
    await page.getByTestId('address-city').fill(US_ADDRESS.city);
    await page.getByTestId('address-streetAddressLine1').fill(US_ADDRESS.streetAddressLine1);
    await page.getByTestId('address-zipCode').fill(US_ADDRESS.zipCode);
    await page.getByTestId('address-save').click();
    await page.getByTestId('delivery-method').getByRole('radio', { checked: true }).waitFor();
    await page.getByTestId('confirm-order').click();
    await page.getByRole('button', { name: 'Got it' }).click();
    await page.waitForURL(/\/mall\/paymentPage\?kkOrderId=[^&]+/);
    const token = await sessionToken(page);
    const cart = await e2e.api<{ skuCode: string }[]>('POST', '/api/product/cart/list', undefined, token);
    assert.equal(cart.some((c) => c.skuCode === line.skuCode), false, 'the ordered line left the cart');
    await context.close();
  }
});

test("the bag's sign-up shows each field's message under it, and the server's answer on the field it names", async () => {
  const line = (await stockedSkus(e2e))[0];
  assert.ok(line, 'the demo catalogue has stock');
  const { context, page } = await browser(MOBILE);
  await openGuestBag(page, line);
  const form = page.getByTestId('checkout-signup');
  const fullName = page.getByTestId('checkout-signup-fullname');

  await page.getByTestId('checkout-signup-submit').click();
  const required = form.getByText('Please enter your full name');
  await required.waitFor();
  assert.equal(await fullName.getAttribute('aria-invalid'), 'true');
  assert.ok((await fullName.getAttribute('aria-describedby'))?.split(' ').includes((await required.getAttribute('id'))!), 'the input is described by its message');
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('data-testid')), 'checkout-signup-fullname', 'the first field at fault takes the focus');
  await form.getByText('Please check the terms of service at the bottom').waitFor();
  await fullName.fill('Gus Guest');
  await required.waitFor({ state: 'detached' });
  assert.equal(await fullName.getAttribute('aria-invalid'), null, 'valid again once corrected');

  const password = page.getByTestId('checkout-signup-password');
  await password.fill('abc');
  await form.getByText('Please enter a password of 6 to 20 characters').waitFor();
  await form.getByRole('button', { name: 'Show password' }).click();
  assert.equal(await password.getAttribute('type'), 'text', 'the eye shows the password');

  // An e-mail that already has an account: the server says so on Send, under the e-mail.
  await page.getByTestId('checkout-signup-email').fill(DEMO.email);
  await page.getByTestId('checkout-signup-send-code').click();
  await form.getByText('The email has been registered already').waitFor();
  assert.equal(await page.getByTestId('checkout-signup-email').getAttribute('aria-invalid'), 'true');
  await context.close();
});
