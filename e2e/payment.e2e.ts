import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { after, test } from 'node:test';
import type { Page } from 'playwright-core';
import type { PaymentOrder, ProductDetail } from '@threadway/contracts';
import { startCardGatewaySimulator, type CardGatewaySimulator } from '../tools/simulators/card-gateway/server.ts';
import { DEMO, sessionToken, signIn, skipAdPopup } from './helpers.ts';
import { DESKTOP, MOBILE, useE2E, fixServerAddress } from './harness.ts';
import { rawCall, US_ADDRESS } from './payment-fixtures.ts';

/**
 * The payment page and the payment-status page against the real API and the card-gateway
 * simulator. The gateway returns the browser to PUBLIC_URL, this server's address,
 * fixed before it starts.
 */
await fixServerAddress();
const WEBHOOK_SECRET = 'whsec_payment_e2e';
const SECRET_KEY = 'sk_test_payment_e2e';
const SHOTS = process.env.PAYMENT_SHOTS_DIR;

// Started before the server, which reads the simulator's address from the environment.
const gateway: CardGatewaySimulator = await startCardGatewaySimulator({ port: 0, webhookSecret: WEBHOOK_SECRET, secretKey: SECRET_KEY });
Object.assign(process.env, { CARD_GATEWAY_URL: gateway.url, CARD_GATEWAY_JS_URL: `${gateway.url}/v3/`, CARD_GATEWAY_SECRET_KEY: SECRET_KEY, CARD_GATEWAY_WEBHOOK_SECRET: WEBHOOK_SECRET });
const e2e = useE2E();
after(() => gateway.close());

const raw = <T>(method: string, path: string, body: unknown, token: string) => rawCall<T>(e2e.baseUrl, method, path, body, token);

/** A SKU on sale with stock in a warehouse that ships to the US. */
async function shippableSku(): Promise<{ skuCode: string; warehouseCode: string }> {
  const page = await e2e.api<{ list: { kkProductId: string }[] }>('POST', '/api/product/open/product/list', { pageSize: 40 });
  for (const { kkProductId } of page.list) {
    const product = await e2e.api<ProductDetail>('GET', `/api/product/open/details?id=${kkProductId}`);
    if (product.minOrderQuantity) continue;
    for (const sku of product.skus) {
      const warehouseCode = ['US', 'CN_S', 'CN_N'].find((code) => sku.status === 1 && (sku.stock[code] ?? 0) > 2);
      if (warehouseCode) return { skuCode: sku.skuCode, warehouseCode };
    }
  }
  throw new Error('no shippable SKU in the demo catalogue');
}

/**
 * An order waiting for payment, made through the API (setup): the cheapest channel, and the
 * server's own total (a wrong grandTotal is answered with the server's figure, see api-conventions).
 */
async function orderToPay(token: string): Promise<{ kkOrderId: string; total: number }> {
  const { skuCode, warehouseCode } = await shippableSku();
  const channels = await e2e.api<{ code: number; data: { channelCode: string }[] }[]>(
    'POST',
    '/api/orders/orders/channel',
    { warehouses: [{ termini: 'US', warehouseCode, products: [{ skuCode, quantity: 1 }] }] },
    token,
  );
  const channelCode = channels[0]?.data[0]?.channelCode;
  assert.ok(channelCode, 'a channel to the US');
  const body = (grandTotal: number) => ({ orderAddresses: US_ADDRESS, grandTotal, order: [{ warehouseCode, channelCode, orderItems: [{ skuCode, productNum: 1 }] }] });
  const probe = await raw<{ grandTotal: number }>('POST', '/api/orders/orders', body(0), token);
  assert.equal(probe.code, 40900, probe.message);
  const created = await raw<string[]>('POST', '/api/orders/orders', body(probe.data.grandTotal), token);
  assert.equal(created.code, 10000, created.message);
  return { kkOrderId: created.data[0]!, total: probe.data.grandTotal };
}

async function signedIn(account: { email: string; password: string }, viewport = DESKTOP) {
  // The server's address is known only once the harness has started it.
  gateway.setWebhookUrl(`${e2e.baseUrl}/api/payment/open/cardgateway/webhook`);
  const opened = await e2e.newPage(viewport);
  await skipAdPopup(opened.page);
  await signIn(opened.page, account.email, account.password);
  await opened.page.waitForURL('**/mall');
  return { ...opened, token: await sessionToken(opened.page) };
}

async function openPaymentPage(page: Page, kkOrderId: string) {
  await page.goto(`/mall/paymentPage?${new URLSearchParams({ kkOrderId, warehouseName: 'United States', weightTotal: '300' })}`);
  await page.getByTestId('payment-page').waitFor();
  await page.getByTestId('method-0').waitFor();
}

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

async function payByCard(page: Page, cardNumber: string) {
  await page.getByTestId('method-4').click();
  await page.getByTestId('pay-now').click();
  await page.waitForURL(`${gateway.url}/**`);
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Jane Buyer');
  await page.getByRole('button', { name: /Pay/ }).click();
  await page.waitForURL(`${e2e.baseUrl}/payment-status**`);
}

test('an order paid by balance lands on the success page with its amount, and the balance goes down', async () => {
  const { page, token } = await signedIn(DEMO);
  const before = (await e2e.api<{ balance: number }>('GET', '/api/payment/balance', undefined, token)).balance;
  const { kkOrderId, total } = await orderToPay(token);
  await openPaymentPage(page, kkOrderId);
  assert.equal(await page.getByTestId('payment-total').innerText(), dollars(total));
  assert.ok(await page.getByTestId('method-0').isChecked(), 'balance is the default when it covers the total');
  assert.match(await page.getByTestId('pay-later').innerText(), /Apply Now/);
  assert.match(await page.getByTestId('total-weight').innerText(), /300 g/);
  await page.getByTestId('service-Cards').click();
  await page.getByTestId('cards-table').waitFor();
  await page.getByTestId('payment-notes').fill('Leave at the door');
  await shoot(page, 'payment-page-1440');
  await page.getByTestId('pay-now').click();
  await page.getByTestId('payment-success').waitFor();
  assert.match(page.url(), /state=success/);
  assert.equal(await page.getByTestId('status-paymentAmount').innerText(), dollars(total));
  assert.equal(await page.getByTestId('status-orderId').innerText(), kkOrderId);
  assert.equal(await page.getByTestId('status-paymentMethod').innerText(), 'Balance');
  await shoot(page, 'payment-success-1440');
  assert.equal((await e2e.api<{ balance: number }>('GET', '/api/payment/balance', undefined, token)).balance, before - total);
  const saved = await e2e.api<{ type: string }[]>('GET', `/api/orders/orders/attachments/${kkOrderId}`, undefined, token);
  assert.deepEqual(saved.map((s) => s.type), ['Cards']);
  const paid = await raw<PaymentOrder>('GET', `/api/orders/orders/place/${kkOrderId}`, undefined, token);
  assert.equal(paid.data.orders.remark, 'Leave at the door');
});

test('/payment-status shows only what the server confirms for the signed-in seller: a forged URL and a foreign payment show not found', async () => {
  const { page } = await signedIn(await e2e.newSeller('Url Forger'));
  await page.goto('/payment-status?state=success&orderId=NOPE123&paymentAmount=999999&paymentMethod=0');
  await page.getByTestId('payment-not-found').getByText('Payment not found').waitFor();
  assert.equal(await page.getByText('$9,999.99').count(), 0);
  assert.equal(await page.getByTestId('payment-success').count(), 0);

  // The demo seller's own payment, opened by another seller.
  const demo = await signedIn(DEMO);
  const { kkOrderId } = await orderToPay(demo.token);
  await openPaymentPage(demo.page, kkOrderId);
  await demo.page.getByTestId('pay-now').click();
  await demo.page.getByTestId('payment-success').waitFor();
  const transactionId = new URL(demo.page.url()).searchParams.get('transactionId');
  assert.match(transactionId ?? '', /^\d+$/, 'the success page reads a transaction');
  await page.goto(`/payment-status?state=success&transactionId=${transactionId}`);
  await page.getByTestId('payment-not-found').waitFor();
  // An order that is not theirs after a failure: no Pay Again for it.
  await page.goto(`/payment-status?state=fail&orderId=${kkOrderId}`);
  await page.getByTestId('payment-not-found').waitFor();
});

test('a seller without balance is offered the wallet first, pays by card (4242…) at the gateway and lands on success', async () => {
  const { page, token } = await signedIn(await e2e.newSeller('Card Buyer'), MOBILE);
  const { kkOrderId, total } = await orderToPay(token);
  await openPaymentPage(page, kkOrderId);
  await shoot(page, 'payment-page-390');
  assert.ok((await page.evaluate(() => document.documentElement.scrollWidth)) <= MOBILE.width, 'no sideways scrolling at 390');
  assert.ok(await page.getByTestId('method-0').isDisabled(), 'an empty balance cannot pay');
  assert.ok(await page.getByTestId('method-2').isChecked(), 'the wallet is the default when the balance is below the total');
  await payByCard(page, '4242 4242 4242 4242');
  await page.getByTestId('payment-success').waitFor({ timeout: 20_000 });
  assert.equal(await page.getByTestId('status-paymentAmount').innerText(), dollars(total));
  assert.equal(await page.getByTestId('status-orderId').innerText(), kkOrderId);
  assert.equal(await page.getByTestId('status-paymentMethod').innerText(), 'CreditCard');
  await shoot(page, 'payment-success-390');
});

test('a card-paid order names the card on its detail, and Transactions list the card payment with its method (not only balance movements)', async () => {
  for (const viewport of [DESKTOP, MOBILE]) {
    const { page, token } = await signedIn(await e2e.newSeller('Card Records'), viewport);
    const { kkOrderId, total } = await orderToPay(token);
    await openPaymentPage(page, kkOrderId);
    await payByCard(page, '4242 4242 4242 4242');
    await page.getByTestId('payment-success').waitFor({ timeout: 20_000 });

    await page.goto(`/order/details?kkOrderId=${kkOrderId}`);
    const payment = page.getByTestId('order-payment');
    await payment.getByText('Credit card').waitFor();
    assert.ok(!(await payment.innerText()).includes('Others'), 'a card payment is not Others');
    await shoot(page, `order-detail-card-${viewport.width}`);

    await page.goto('/personal-center/payment-manage');
    const row = page.getByTestId('transactions-table').locator('tr, li').filter({ hasText: kkOrderId }).first();
    await row.waitFor();
    assert.match(await row.innerText(), new RegExp(`Purchase[^]*-\\${dollars(total)}`));
    assert.equal(await row.getByTestId('transaction-method').innerText(), 'Credit Card');
    assert.equal((await e2e.api<{ balance: number }>('GET', '/api/payment/balance', undefined, token)).balance, 0, 'the card payment did not touch the balance');
    await shoot(page, `transactions-card-${viewport.width}`);
  }
});

test('a declined card (4000 0000 0000 0002) lands on the fail page with the way back to pay again', async () => {
  const { page, token } = await signedIn(await e2e.newSeller('Declined Buyer'));
  const { kkOrderId } = await orderToPay(token);
  await openPaymentPage(page, kkOrderId);
  // The address dialog edits the orders' own address (freight is re-priced for it).
  await page.getByTestId('edit-address').click();
  const form = page.getByTestId('order-address-form');
  await form.getByLabel('City').fill('Dallas');
  await form.getByLabel('Postal Code').fill('75201');
  await form.getByRole('button', { name: 'Save' }).click();
  await form.waitFor({ state: 'detached' });
  await page.getByTestId('payment-address').getByText('Dallas, TX, 75201, US').waitFor();
  await payByCard(page, '4000 0000 0000 0002');
  await page.getByTestId('payment-fail').waitFor();
  assert.match(page.url(), /state=fail/);
  await page.getByText('Payment Fail').waitFor();
  await page.getByText('Your card was declined.').waitFor();
  await shoot(page, 'payment-fail-1440');
  await page.getByTestId('pay-again').click();
  await page.waitForURL(`**/mall/paymentPage?kkOrderId=${kkOrderId}`);
  await page.getByTestId('payment-page').waitFor();
});

/** The one-page form (method 1): the card is typed into the gateway's own frame, on our page. */
async function typeCardOnPage(page: Page, cardNumber: string) {
  const frame = page.frameLocator('[data-testid="card-frame"] iframe');
  await frame.getByLabel('Card number').fill(cardNumber);
  await frame.getByLabel('Expiry (MM/YY)').fill('12/34');
  await frame.getByLabel('CVC').fill('123');
}

/** Every request the page sends to our own server, to check no card number is among them. */
function requestsToUs(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(e2e.baseUrl)) sent.push(`${request.url()} ${request.postData() ?? ''}`);
  });
  return sent;
}

test('the one-page card form: a card typed in the gateway’s frame (4242…) pays the order without leaving the page, and never reaches our server', async () => {
  const { page, token } = await signedIn(await e2e.newSeller('One Page Buyer'));
  const { kkOrderId, total } = await orderToPay(token);
  await openPaymentPage(page, kkOrderId);
  await page.getByTestId('method-1').click();
  await page.getByTestId('card-form').getByRole('heading', { name: 'Card details' }).waitFor();
  await typeCardOnPage(page, '4242 4242 4242 4242');
  await shoot(page, 'payment-card-form-1440');
  const sent = requestsToUs(page);
  await page.getByTestId('pay-now').click();
  await page.getByTestId('payment-success').waitFor({ timeout: 20_000 });
  assert.ok(page.url().startsWith(e2e.baseUrl), 'the browser never left our site');
  assert.equal(await page.getByTestId('status-paymentAmount').innerText(), dollars(total));
  assert.equal(await page.getByTestId('status-paymentMethod').innerText(), 'CreditCard');
  assert.ok(sent.some((line) => line.includes('/onePage/confirm')), 'our server confirmed the payment');
  assert.ok(!sent.some((line) => line.includes('4242424242424242') || line.includes('4242 4242')), 'the card number never reached our server');
});

test('the one-page card form: a declined card (4000 0000 0000 0002) shows the gateway’s reason, the order stays unpaid, and another card pays it', async () => {
  const { page, token } = await signedIn(await e2e.newSeller('One Page Declined'));
  const { kkOrderId } = await orderToPay(token);
  await openPaymentPage(page, kkOrderId);
  await page.getByTestId('method-1').click();
  await typeCardOnPage(page, '4000 0000 0000 0002');
  await page.getByTestId('pay-now').click();
  const error = page.getByTestId('card-error');
  await error.getByText('Your card was declined.').waitFor({ timeout: 20_000 });
  await error.getByText('The card was not charged').waitFor();
  await page.getByTestId('payment-page').waitFor();
  const check = await e2e.api<{ notPayable: string[] }>('POST', '/api/orders/orders/check/whetherToPay', { kkOrderIds: [kkOrderId] }, token);
  assert.deepEqual(check.notPayable, [], 'the order still waits for payment');
  await shoot(page, 'payment-card-declined-1440');

  await typeCardOnPage(page, '4242 4242 4242 4242');
  await page.getByTestId('pay-now').click();
  await page.getByTestId('payment-success').waitFor({ timeout: 20_000 });
  assert.equal(await page.getByTestId('status-orderId').innerText(), kkOrderId);
});

test('the one-page card form at 390 wide: a card that asks for 3-D Secure goes to the bank’s page and comes back paid', async () => {
  const { page, token } = await signedIn(await e2e.newSeller('One Page Secure'), MOBILE);
  const { kkOrderId, total } = await orderToPay(token);
  await openPaymentPage(page, kkOrderId);
  await page.getByTestId('method-1').click();
  await typeCardOnPage(page, '4000 0027 6000 3184');
  await shoot(page, 'payment-card-form-390');
  assert.ok((await page.evaluate(() => document.documentElement.scrollWidth)) <= MOBILE.width, 'no sideways scrolling at 390 with the card form');
  await page.getByTestId('pay-now').click();
  await page.waitForURL(`${gateway.url}/authenticate/**`);
  await page.getByRole('button', { name: 'Approve' }).click();
  await page.getByTestId('payment-success').waitFor({ timeout: 20_000 });
  assert.equal(await page.getByTestId('status-paymentAmount').innerText(), dollars(total));
});

test('regional wallets are their own choice: Alipay on the gateway’s wallet page pays the order, and the status page, the order and Transactions name Alipay', async () => {
  const { page, token } = await signedIn(await e2e.newSeller('Wallet Region Buyer'));
  const { kkOrderId, total } = await orderToPay(token);
  await openPaymentPage(page, kkOrderId);
  // Its own radio, named with the wallets it offers.
  await page.getByLabel('Regional wallets (Alipay, WeChat Pay)').check();
  await page.getByTestId('pay-now').click();
  await page.waitForURL(`${gateway.url}/pay/**`);
  await page.getByLabel('Alipay').check();
  await page.getByRole('button', { name: 'Authorize test payment' }).click();
  await page.getByTestId('payment-success').waitFor({ timeout: 20_000 });
  assert.equal(await page.getByTestId('status-paymentAmount').innerText(), dollars(total));
  assert.equal(await page.getByTestId('status-orderId').innerText(), kkOrderId);
  // Stored as method 3 like the hosted card, but paid with Alipay: every screen says so.
  assert.equal(await page.getByTestId('status-paymentMethod').innerText(), 'Alipay');

  await page.goto(`/order/details?kkOrderId=${kkOrderId}`);
  const payment = page.getByTestId('order-payment');
  await payment.getByText('Alipay').waitFor();
  assert.ok(!(await payment.innerText()).includes('Credit card'), 'an Alipay payment is not a card');
  await shoot(page, 'order-detail-alipay-1440');

  await page.goto('/personal-center/payment-manage');
  const row = page.getByTestId('transactions-table').locator('tr, li').filter({ hasText: kkOrderId }).first();
  await row.waitFor();
  assert.equal(await row.getByTestId('transaction-method').innerText(), 'Alipay');
});

test('the order list’s Pay: two orders paid by card typed in the gateway’s frame, in one payment, each paid once', async () => {
  const { page, token } = await signedIn(await e2e.newSeller('List Card Buyer'));
  const orders = [await orderToPay(token), await orderToPay(token)];
  const ids = orders.map((order) => order.kkOrderId);
  await page.goto('/order/list?tab=waitingPayment');
  for (const id of ids) await page.locator(`[data-testid="order-row"][data-order-id="${id}"]`).waitFor();
  await page.getByTestId('order-select-all').click();
  await page.getByTestId('order-pay-selected').click();
  await page.getByTestId('pay-orders-total').waitFor();
  assert.equal(await page.getByTestId('pay-orders-total').innerText(), dollars(orders[0]!.total + orders[1]!.total));
  await page.getByTestId('pay-method-1').click();
  await page.getByTestId('card-form').getByRole('heading', { name: 'Card details' }).waitFor();
  await typeCardOnPage(page, '4242 4242 4242 4242');
  await shoot(page, 'orders-pay-dialog-card-1440');
  await page.setViewportSize({ width: MOBILE.width, height: MOBILE.height });
  await page.getByTestId('card-form').scrollIntoViewIfNeeded();
  await shoot(page, 'orders-pay-dialog-card-390');
  assert.ok((await page.evaluate(() => document.documentElement.scrollWidth)) <= MOBILE.width, 'the dialog with the card form fits 390 wide');
  const sent = requestsToUs(page);
  // A double click is one payment: the dialog's Idempotency-Key and the gateway's confirmation key.
  await page.getByTestId('pay-orders-ok').dblclick();
  await page.locator('.ant-message').getByText('Payment Successful').waitFor({ timeout: 20_000 });
  assert.ok(sent.some((line) => line.includes('/onePage/confirm')), 'paid through the one-page form, not the hosted checkout');
  assert.ok(!sent.some((line) => line.includes('4242424242424242') || line.includes('4242 4242')), 'the card number never reached our server');

  const paid = await Promise.all(ids.map((id) => e2e.api<{ status: string; payment: { transactionId: number; method: number } }>('GET', `/api/orders/orders/${id}`, undefined, token)));
  assert.deepEqual(paid.map((order) => [order.status, order.payment.method]), [['waitingShip', 1], ['waitingShip', 1]]);
  assert.equal(paid[0]!.payment.transactionId, paid[1]!.payment.transactionId, 'one card payment for both orders');
  const movements = await e2e.api<{ list: { key: string; amount: number; direction: string }[] }>('GET', '/api/payment/transactions?pageSize=100', undefined, token);
  // Paid once: one purchase of the two orders' total, nothing given back.
  assert.deepEqual(movements.list.map((row) => [row.key, row.direction, row.amount]), [[`payment:${paid[0]!.payment.transactionId}`, 'expenditure', orders[0]!.total + orders[1]!.total]]);
});
