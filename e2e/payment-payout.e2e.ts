import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { startPayoutProviderSimulator, type PayoutProviderSimulator } from '../tools/simulators/payout/server.ts';
import { DESKTOP, MOBILE, useE2E, fixServerAddress } from './harness.ts';
import { placeOrder, shippableSkus, signedInSeller } from './orders-fixtures.ts';
import { shoot } from './helpers.ts';

/**
 * Method 9, the payout/payment provider (Payoneer Checkout shape), on the payment page against the
 * real API and the provider's simulator. The provider returns the browser to PUBLIC_URL, this
 * server's address, fixed before it starts.
 */
await fixServerAddress();
const MERCHANT = { merchantCode: 'THREADWAY_E2E', paymentToken: 'payout_token_e2e' };

// Started before the server, which reads the simulator's address from the environment.
const provider: PayoutProviderSimulator = await startPayoutProviderSimulator({ port: 0, ...MERCHANT });
Object.assign(process.env, { PAYOUT_PROVIDER_URL: provider.url, PAYOUT_PROVIDER_MERCHANT_CODE: MERCHANT.merchantCode, PAYOUT_PROVIDER_TOKEN: MERCHANT.paymentToken });
const e2e = useE2E();
after(() => provider.close());

/** A seller with one order waiting for payment, on its payment page. */
async function onPaymentPage(viewport: { width: number; height: number }): Promise<{ page: Page; context: BrowserContext; kkOrderId: string; total: number }> {
  const { page, context, token } = await signedInSeller(e2e, viewport);
  const [sku] = await shippableSkus(e2e, 1);
  const { kkOrderId, total } = await placeOrder(e2e, token, sku!);
  await page.goto(`/mall/paymentPage?${new URLSearchParams({ kkOrderId, warehouseName: 'China', weightTotal: '300' })}`);
  await page.getByTestId('payment-page').waitFor();
  await page.getByTestId('method-9').waitFor();
  return { page, context, kkOrderId, total };
}

test('Payoneer (method 9) pays through the provider page and lands on Payment Successful', async () => {
  const { page, kkOrderId, total } = await onPaymentPage(DESKTOP);
  await page.getByTestId('payment-methods').getByText('Payoneer', { exact: true }).click();
  assert.ok(await page.getByTestId('method-9').isChecked(), 'the label chooses method 9');
  await page.getByTestId('payment-methods').scrollIntoViewIfNeeded();
  await shoot(page, 'payout-method-1440');

  await page.getByTestId('pay-now').click();
  await page.waitForURL(`${provider.url}/pay/**`);
  await page.getByRole('heading', { name: `Pay ${(total / 100).toFixed(2)} USD` }).waitFor();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  // Back on /payment-return/payoneer, the server reads the LIST from the provider and settles it.
  await page.getByTestId('payment-success').waitFor({ timeout: 20_000 });
  assert.match(page.url(), /\/payment-status\?state=success&transactionId=\d+/);
  assert.equal(await page.getByTestId('status-orderId').innerText(), kkOrderId);
  assert.equal(await page.getByTestId('status-paymentAmount').innerText(), `$${(total / 100).toFixed(2)}`);
  assert.equal(await page.getByTestId('status-paymentMethod').innerText(), 'Others');
  await shoot(page, 'payout-success-1440');
});

test('a payment declined at the provider shows Payment Fail with its reason, at 390 wide', async () => {
  const { page } = await onPaymentPage(MOBILE);
  await page.getByTestId('method-9').click();
  await page.getByTestId('payment-methods').scrollIntoViewIfNeeded();
  await shoot(page, 'payout-method-390');
  assert.ok((await page.evaluate(() => document.documentElement.scrollWidth)) <= MOBILE.width, 'no sideways scrolling at 390');
  await page.getByTestId('pay-now').click();
  await page.waitForURL(`${provider.url}/pay/**`);
  await page.getByRole('button', { name: 'Decline' }).click();
  await page.getByTestId('payment-fail').waitFor({ timeout: 20_000 });
  await page.getByText('The payment was declined (insufficient_funds).').waitFor();
  await shoot(page, 'payout-declined-390');
});

test('two orders paid at once from the order list through Payoneer', async () => {
  const { page, token } = await signedInSeller(e2e, DESKTOP);
  const skus = await shippableSkus(e2e, 2);
  const orders = [await placeOrder(e2e, token, skus[0]!), await placeOrder(e2e, token, skus[1]!)];
  const total = orders.reduce((sum, o) => sum + o.total, 0);

  await page.goto('/order/list?tab=waitingPayment');
  for (const { kkOrderId } of orders) await page.locator(`[data-testid="order-row"][data-order-id="${kkOrderId}"]`).waitFor();
  await page.getByTestId('order-select-all').click();
  await page.getByTestId('order-pay-selected').getByText('Pay (2)').waitFor();
  await page.getByTestId('order-pay-selected').click();
  await page.getByTestId('pay-orders-total').filter({ hasText: `$${(total / 100).toFixed(2)}` }).waitFor();
  await page.getByTestId('pay-method-9').filter({ hasText: 'Payoneer' }).click();
  await page.getByTestId('pay-orders-ok').click();
  await page.waitForURL(`${provider.url}/pay/**`);
  await page.getByRole('heading', { name: `Pay ${(total / 100).toFixed(2)} USD` }).waitFor();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await page.getByTestId('payment-success').waitFor({ timeout: 20_000 });
  for (const { kkOrderId } of orders) {
    const order = await e2e.api<{ status: string }>('GET', `/api/orders/orders/${kkOrderId}`, undefined, token);
    assert.equal(order.status, 'waitingShip', kkOrderId);
  }
});
