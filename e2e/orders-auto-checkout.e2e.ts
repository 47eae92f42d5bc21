import assert from 'node:assert/strict';
import { test } from 'node:test';
import { useE2E } from './harness.ts';
import { placeOrder, shippableSkus, signedInSeller } from './orders-fixtures.ts';
import { eq } from 'drizzle-orm';
import { ledgerEntries, users } from '../apps/api/src/db/schema/index.ts';

/** Auto Checkout on the order list (spec 2.5, decision 0029): the selected orders paid from the seller's methods; the failure shown with Pay Now. */
const e2e = useE2E();

test('Auto Checkout pays what the balance covers; the other order shows why it failed, with Pay Now', async () => {
  const { page, token, seller } = await signedInSeller(e2e);
  const db = e2e.app.database.db;
  const [{ id: userId }] = (await db.select({ id: users.id }).from(users).where(eq(users.email, seller.email))) as [{ id: number }];
  const [firstSku, secondSku] = await shippableSkus(e2e, 2);
  const first = await placeOrder(e2e, token, firstSku!);
  const second = await placeOrder(e2e, token, secondSku!);
  // The balance covers the first (older) order only; the balance is the seller's one payment method.
  // Setup, not what the test is about: the balance credited as a top-up would.
  await db.insert(ledgerEntries).values({ userId, amountCents: first.total, category: 'recharge' });
  await e2e.api('POST', '/api/payment/paymentConsents', { paymentMethod: 0 }, token);

  await page.goto('/order/list');
  await page.locator(`[data-testid="order-row"][data-order-id="${second.kkOrderId}"]`).waitFor();
  await page.getByTestId('order-select-all').click();
  await page.getByTestId('order-auto-checkout').getByText('Auto Checkout (2)').waitFor();
  await page.getByTestId('order-auto-checkout').click();

  const failures = page.getByTestId('auto-checkout-failures');
  await failures.waitFor({ timeout: 15_000 });
  assert.equal((await page.locator('.ant-modal-confirm-title').innerText()).trim(), 'Auto Checkout finished: 1 paid, 1 not paid.');
  assert.match(await failures.innerText(), new RegExp(`${second.kkOrderId}[\\s\\S]*Balance: not enough to pay the order\\.`));
  await page.locator('.ant-modal-confirm-btns button').click();

  // The list refreshed: the first is paid, the second failed Auto Checkout.
  const row = (kkOrderId: string) => page.locator(`[data-testid="order-row"][data-order-id="${kkOrderId}"]`);
  await row(second.kkOrderId).getByText('Auto Checkout Failed').first().waitFor({ timeout: 15_000 });
  await row(first.kkOrderId).getByText('Waiting to Ship').first().waitFor();

  await page.goto(`/order/details?kkOrderId=${second.kkOrderId}`);
  const reason = page.getByTestId('auto-checkout-failure');
  await reason.waitFor();
  assert.match(await reason.innerText(), /None of your payment methods could pay the order\.[\s\S]*Balance: not enough to pay the order\./);
  assert.ok(await page.getByTestId('order-action-payNow').isVisible(), 'Pay Now stays');
});
