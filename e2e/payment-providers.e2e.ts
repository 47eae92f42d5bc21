import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { after, test } from 'node:test';
import type { Page } from 'playwright-core';
import type { ProductDetail } from '@threadway/contracts';
import { startPayLaterSimulator, type PayLaterSimulator } from '../tools/simulators/pay-later/server.ts';
import { startWalletSimulator, type WalletSimulator } from '../tools/simulators/wallet/server.ts';
import { chooseOption, sessionToken, signIn, skipAdPopup } from './helpers.ts';
import { DESKTOP, MOBILE, useE2E, fixServerAddress } from './harness.ts';
import { rawCall, US_ADDRESS } from './payment-fixtures.ts';

/**
 * The payment page with the wallet and pay-later providers, against the real API and the
 * providers' simulators. They return the browser to PUBLIC_URL, this server's address,
 * fixed before it starts.
 */
await fixServerAddress();
const PAY_LATER_SECRET = 'whsec_paylater_e2e';
const PAY_LATER_TOKEN = 'pl_test_providers_e2e';
const WALLET_CLIENT = { clientId: 'wallet_client_e2e', clientSecret: 'wallet_secret_e2e' };
const SHOTS = process.env.PAYMENT_SHOTS_DIR;

// Started before the server, which reads the simulators' addresses from the environment.
const payLater: PayLaterSimulator = await startPayLaterSimulator({ port: 0, webhookSecret: PAY_LATER_SECRET, apiToken: PAY_LATER_TOKEN });
const wallet: WalletSimulator = await startWalletSimulator({ port: 0, ...WALLET_CLIENT });
Object.assign(process.env, {
  PAY_LATER_URL: payLater.url,
  PAY_LATER_API_TOKEN: PAY_LATER_TOKEN,
  PAY_LATER_WEBHOOK_SECRET: PAY_LATER_SECRET,
  WALLET_URL: wallet.url,
  WALLET_CLIENT_ID: WALLET_CLIENT.clientId,
  WALLET_CLIENT_SECRET: WALLET_CLIENT.clientSecret,
});
const e2e = useE2E();
after(() => Promise.all([payLater.close(), wallet.close()]));

/** Warehouses shipping to the US; a parcel stays under the 30 kg limit. */
const WAREHOUSES = ['US', 'CN_S', 'CN_N'];
const MAX_PARCEL_GRAMS = 28_000;

const raw = <T>(method: string, path: string, body: unknown, token: string) => rawCall<T>(e2e.baseUrl, method, path, body, token);

type Line = { skuCode: string; productNum: number };

interface Parcel {
  warehouseCode: string;
  lines: Line[];
}

/**
 * Parcels worth at least `minCents` together (before freight and promotions), one per warehouse
 * and each light enough to ship: the SKUs with the most dollars per gram first, each up to its
 * stock less a margin. Prices are shown to sellers only, hence the token.
 */
async function parcelsWorth(token: string, minCents: number): Promise<Parcel[]> {
  const page = await e2e.api<{ list: { kkProductId: string }[] }>('POST', '/api/product/open/product/list', { pageSize: 60 }, token);
  const products = await Promise.all(page.list.map((p) => e2e.api<ProductDetail>('GET', `/api/product/open/details?id=${p.kkProductId}`, undefined, token)));
  const skus = products.filter((p) => !p.minOrderQuantity).flatMap((p) => p.skus.filter((s) => s.status === 1 && s.price !== null && s.weightGrams > 0));
  const parcels: Parcel[] = [];
  let cents = 0;
  for (const warehouseCode of WAREHOUSES) {
    const ranked = skus.filter((s) => (s.stock[warehouseCode] ?? 0) > 3).sort((a, b) => b.price! / b.weightGrams - a.price! / a.weightGrams);
    const lines: Line[] = [];
    let grams = 0;
    for (const sku of ranked) {
      if (cents >= minCents) break;
      const productNum = Math.min(Math.ceil((minCents - cents) / sku.price!), sku.stock[warehouseCode]! - 2, Math.floor((MAX_PARCEL_GRAMS - grams) / sku.weightGrams));
      if (productNum <= 0) continue;
      lines.push({ skuCode: sku.skuCode, productNum });
      cents += productNum * sku.price!;
      grams += productNum * sku.weightGrams;
    }
    if (lines.length > 0) parcels.push({ warehouseCode, lines });
    if (cents >= minCents) return parcels;
  }
  throw new Error(`the demo catalogue holds less than ${minCents} cents of shippable goods`);
}

/** Orders waiting for payment (one per warehouse), made through the API (setup): the cheapest channels, and the server's own total. */
async function orderToPay(token: string, minCents: number): Promise<{ kkOrderId: string; kkOrderIds: string[]; total: number }> {
  const parcels = await parcelsWorth(token, minCents);
  const order = await Promise.all(
    parcels.map(async ({ warehouseCode, lines }) => {
      const channels = await e2e.api<{ code: number; message: string; data: { channelCode: string }[] }[]>(
        'POST',
        '/api/orders/orders/channel',
        { warehouses: [{ termini: 'US', warehouseCode, products: lines.map((l) => ({ skuCode: l.skuCode, quantity: l.productNum })) }] },
        token,
      );
      const channelCode = channels[0]?.data?.[0]?.channelCode;
      assert.ok(channelCode, `a channel to the US: ${channels[0]?.message}`);
      return { warehouseCode, channelCode, orderItems: lines };
    }),
  );
  const body = (grandTotal: number) => ({ orderAddresses: US_ADDRESS, grandTotal, order });
  const probe = await raw<{ grandTotal: number }>('POST', '/api/orders/orders', body(0), token);
  assert.equal(probe.code, 40900, probe.message);
  const created = await raw<string[]>('POST', '/api/orders/orders', body(probe.data.grandTotal), token);
  assert.equal(created.code, 10000, created.message);
  return { kkOrderId: created.data[0]!, kkOrderIds: created.data, total: probe.data.grandTotal };
}

async function signedIn(viewport = DESKTOP) {
  // The server's address is known only once the harness has started it.
  payLater.setWebhookUrl(`${e2e.baseUrl}/api/payment/open/paylater/webhook`);
  const account = await e2e.newSeller('Provider Buyer');
  const opened = await e2e.newPage(viewport);
  await skipAdPopup(opened.page);
  await signIn(opened.page, account.email, account.password);
  await opened.page.waitForURL('**/mall');
  return { ...opened, token: await sessionToken(opened.page) };
}

const QUERY = { warehouseName: 'United States', weightTotal: '300' };

async function openPaymentPage(page: Page, kkOrderId: string) {
  await page.goto(`/mall/paymentPage?${new URLSearchParams({ kkOrderId, ...QUERY })}`);
  await page.getByTestId('payment-page').waitFor();
  await page.getByTestId('method-0').waitFor();
}

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.getByTestId('payment-methods').scrollIntoViewIfNeeded();
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

const creditLine = (token: string) => e2e.api<{ status: string | null; availableCredit: number }>('GET', '/api/payment/paylater/buyer/creditline', undefined, token);

/** Apply Now on the payment page, the provider's application page, and back to the same order. */
async function applyForCredit(page: Page, kkOrderId: string, email: string) {
  await page.getByTestId('paylater-apply').click();
  const form = page.getByTestId('paylater-apply-form');
  await form.getByLabel('Company Name').fill('Buyer Boutique LLC');
  await form.getByLabel('Contact E-mail').fill(email);
  await form.getByLabel('Phone Number').fill('+1 2025550188');
  await chooseOption(page, 'apply-country', 'United States', 'United States');
  await form.getByLabel('Requested Limit').fill('1000001');
  await page.getByTestId('apply-submit').click();
  await form.getByText('Please enter an amount from $0.01 to $1,000,000.').waitFor();
  await form.getByLabel('Requested Limit').fill('50000');
  await page.getByTestId('apply-submit').click();
  await page.waitForURL(`${payLater.url}/**`);
  await page.getByLabel('I accept the credit terms').check();
  await page.getByRole('button', { name: 'Submit application' }).click();
  // The provider returns to /mall/paymentPage without a query; the page reopens the same order.
  await page.waitForURL(`**/mall/paymentPage?${new URLSearchParams({ kkOrderId, ...QUERY })}`);
  await page.getByTestId('payment-page').waitFor();
}

test('the wallet (PayPal-type) pays through the provider approval page and lands on success', async () => {
  const { page, token } = await signedIn();
  const { kkOrderId, total } = await orderToPay(token, 1);
  await openPaymentPage(page, kkOrderId);
  assert.ok(await page.getByTestId('method-2').isChecked(), 'the wallet is the default for an empty balance');
  await page.getByTestId('pay-now').click();
  await page.waitForURL(`${wallet.url}/**`);
  await page.getByRole('button', { name: 'Approve' }).click();
  await page.getByTestId('payment-success').waitFor({ timeout: 20_000 });
  assert.equal(await page.getByTestId('status-orderId').innerText(), kkOrderId);
  assert.equal(await page.getByTestId('status-paymentAmount').innerText(), `$${(total / 100).toFixed(2)}`);
  assert.equal(await page.getByTestId('status-paymentMethod').innerText(), 'Paypal');
});

test('an approved pay-later application pays a $2,000+ order by credit, and the available credit drops', async () => {
  const { page, token } = await signedIn();
  const { kkOrderId, kkOrderIds, total } = await orderToPay(token, 250_000);
  assert.ok(total >= 200_000, `the order reaches the pay-later minimum: ${total}`);
  await openPaymentPage(page, kkOrderId);
  assert.ok(await page.getByTestId('method-8').isDisabled(), 'no credit before an application');
  await shoot(page, 'paylater-apply-1440');
  await applyForCredit(page, kkOrderId, `approve.${Date.now()}@example.com`);
  await page.getByTestId('paylater-credit').getByText('Available credit: $10,000.00').waitFor();
  await shoot(page, 'paylater-approved-1440');
  const before = await creditLine(token);
  assert.equal(before.status, 'approved');

  await page.getByTestId('method-8').click();
  await page.getByTestId('pay-now').click();
  await page.waitForURL(`${payLater.url}/checkout/**`);
  await page.getByRole('button', { name: 'Approve' }).click();
  await page.getByTestId('payment-success').waitFor({ timeout: 20_000 });
  assert.equal(await page.getByTestId('status-orderId').innerText(), kkOrderIds.join(', '));
  assert.equal((await creditLine(token)).availableCredit, before.availableCredit - total);
});

test('an application the provider declines shows Audit Rejected, and credit stays unavailable', async () => {
  const { page, token } = await signedIn(MOBILE);
  const { kkOrderId } = await orderToPay(token, 1);
  await openPaymentPage(page, kkOrderId);
  await shoot(page, 'paylater-apply-390');
  await applyForCredit(page, kkOrderId, `decline.${Date.now()}@example.com`);
  await page.getByTestId('pay-later').getByText('Audit Rejected').waitFor();
  assert.ok(await page.getByTestId('method-8').isDisabled());
  assert.equal(await page.getByTestId('paylater-apply').count(), 0);
  assert.ok((await page.evaluate(() => document.documentElement.scrollWidth)) <= MOBILE.width, 'no sideways scrolling at 390');
  await shoot(page, 'paylater-rejected-390');
});
