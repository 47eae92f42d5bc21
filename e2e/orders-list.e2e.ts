import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { issueFiveDollarCoupon } from './checkout-fixtures.ts';
import { DEMO, sessionToken, shoot, signIn, skipAdPopup } from './helpers.ts';
import { MOBILE, useE2E } from './harness.ts';
import { heavyLines, placeOrder, placeOrderOf, shippableSkus, signedInSeller } from './orders-fixtures.ts';

/** The order list and detail (spec 2.5) against the real API: tabs, search, detail, cancel with a reason, notes, paying several orders. */
const e2e = useE2E();

const row = (page: Page, kkOrderId: string) => page.locator(`[data-testid="order-row"][data-order-id="${kkOrderId}"]`);
const rowIds = (page: Page) => page.getByTestId('order-row').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-order-id')));
/** Waits until the list shows exactly these orders (in any order). */
async function expectRows(page: Page, kkOrderIds: string[]) {
  const wanted = [...kkOrderIds].sort().join(',');
  await page.waitForFunction((ids) => [...document.querySelectorAll('[data-testid="order-row"]')].map((r) => r.getAttribute('data-order-id')).sort().join(',') === ids, wanted, { timeout: 15_000 });
}
/** The page's own block (the shell around it is not this slice's) ends within the window. */
const fitsWidth = (page: Page, testId: string) =>
  page.getByTestId(testId).evaluate((el) => el.getBoundingClientRect().right <= window.innerWidth + 1 && el.scrollWidth <= el.clientWidth + 1);
const toast = (page: Page, text: string) => page.locator('.ant-message').getByText(text).waitFor({ timeout: 15_000 });

test('tabs, search and the detail page; cancel an unpaid order with a reason; edit the note', async () => {
  const { page, token } = await signedInSeller(e2e);
  const skus = await shippableSkus(e2e, 3);
  const orders = [];
  for (const sku of skus) orders.push(await placeOrder(e2e, token, sku));
  const [first, second, third] = orders as [(typeof orders)[0], (typeof orders)[0], (typeof orders)[0]];

  await page.goto('/order/list');
  // The first page of the file loads the list's code and texts: wait for a row before counting them.
  await row(page, first.kkOrderId).waitFor();
  await expectRows(page, orders.map((o) => o.kkOrderId));
  await page.getByTestId('order-tab-waitingPayment').getByText('(3)').waitFor();
  await shoot(page, 'orders-list-1440');

  await page.getByTestId('order-tab-waitingShip').click();
  await page.getByTestId('orders-empty').waitFor();
  assert.ok(await page.getByTestId('orders-empty').getByText('Choose Products', { exact: true }).isVisible());
  await page.getByTestId('order-tab-waitingPayment').click();
  await expectRows(page, orders.map((o) => o.kkOrderId));

  // Search by SKU, then by order id.
  await page.getByTestId('order-search').locator('input').fill(skus[1]!.skuCode.toLowerCase());
  await page.getByTestId('order-search').locator('input').press('Enter');
  await expectRows(page, [second.kkOrderId]);
  assert.match(page.url(), /search=/);
  await page.getByTestId('order-search').locator('input').fill(third.kkOrderId);
  await page.getByTestId('order-search').locator('input').press('Enter');
  await expectRows(page, [third.kkOrderId]);
  await page.getByTestId('order-search').locator('input').fill('');
  await page.getByTestId('order-search').locator('input').press('Enter');
  await expectRows(page, orders.map((o) => o.kkOrderId));

  // Cancel the first order: the reason is required.
  await row(page, first.kkOrderId).getByTestId('order-action-cancelOrder').click();
  await page.getByTestId('cancel-order-ok').click();
  await page.getByText('Cancellation reason is required.').waitFor();
  await shoot(page, 'orders-cancel-dialog-1440');
  await page.getByTestId('cancel-reason').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: "Don't want anymore" }).click();
  await page.getByTestId('cancel-order-ok').click();
  await toast(page, 'Your order was cancelled successfully');
  await expectRows(page, [second.kkOrderId, third.kkOrderId]);
  await page.getByTestId('order-tab-all').click();
  await row(page, first.kkOrderId).getByText('Cancelled').waitFor();
  assert.equal(await row(page, first.kkOrderId).getByTestId('order-action-cancelOrder').count(), 0);

  // The detail page of the second order; edit its note.
  await row(page, second.kkOrderId).getByTestId('order-action-viewDetails').click();
  await page.waitForURL(`**/order/details?kkOrderId=${second.kkOrderId}`);
  assert.equal(await page.getByTestId('order-status').textContent(), 'Waiting Payment');
  await page.getByTestId('order-timeline').getByText('Order Submitted').waitFor();
  assert.ok(await page.getByTestId('order-profit').getByText('Not applicable (mall order)').isVisible());
  assert.ok(await page.getByTestId('order-action-payNow').isVisible());
  // The channel reads in words: the warehouse by name and the delivery time as '5–7 business days', never 'CN_N' or '5~7'.
  const channel = (await page.getByTestId('order-channel').textContent()) ?? '';
  assert.match(channel, /\(Express|Standard|Expedited/);
  assert.match(channel, /\d+–\d+ business days\) from warehouse China \((South|North)\)$/);
  assert.doesNotMatch(channel, /CN_|~/);
  await page.getByTestId('order-notes').fill('Please pack the items separately');
  await page.getByTestId('order-notes-save').click();
  await toast(page, 'Note content updated successfully');
  await shoot(page, 'orders-detail-1440');
  await page.reload();
  await page.getByTestId('order-notes').waitFor();
  await page.waitForFunction(() => (document.querySelector('[data-testid="order-notes"]') as HTMLTextAreaElement | null)?.value === 'Please pack the items separately');

  // The cancelled order's detail: its reason and the Delete action.
  await page.goto(`/order/details?kkOrderId=${first.kkOrderId}`);
  await page.getByTestId('order-status').getByText('Cancelled').waitFor();
  await page.getByText("Cancellation reason: Don't want anymore").waitFor();
  await page.getByTestId('order-action-delete').click();
  await page.getByTestId('confirm-delete-ok').click();
  await page.waitForURL('**/order/list');
  await expectRows(page, [second.kkOrderId, third.kkOrderId]);
});

test('select all and pay several orders from the balance', async () => {
  const { page } = await e2e.newPage();
  await skipAdPopup(page);
  await signIn(page, DEMO.email, DEMO.password);
  await page.waitForURL('**/mall');
  const token = await sessionToken(page);
  const skus = await shippableSkus(e2e, 2);
  const orders = [await placeOrder(e2e, token, skus[0]!), await placeOrder(e2e, token, skus[1]!)];
  const ids = orders.map((o) => o.kkOrderId);
  const total = orders.reduce((sum, o) => sum + o.total, 0);
  const balanceBefore = (await e2e.api<{ balance: number }>('GET', '/api/payment/balance', undefined, token)).balance;

  await page.goto(`/order/list?tab=waitingPayment`);
  for (const id of ids) await row(page, id).waitFor();
  const shown = await rowIds(page);
  await page.getByTestId('order-select-all').click();
  await page.getByTestId('order-pay-selected').getByText(`Pay (${shown.length})`).waitFor();
  await page.getByTestId('order-pay-selected').click();
  const dialog = page.locator('.ant-modal').filter({ has: page.getByTestId('pay-orders-total') });
  await dialog.waitFor();
  await page.waitForFunction(() => {
    const method = document.querySelector('[data-testid="pay-method-0"]');
    return method !== null && method.closest('.ant-radio-wrapper-disabled') === null;
  });
  await shoot(page, 'orders-pay-dialog-1440');
  await page.getByTestId('pay-method-0').click();
  await page.getByTestId('pay-orders-ok').click();
  await toast(page, 'Payment Successful');
  await page.getByTestId('orders-empty').waitFor();

  await page.getByTestId('order-tab-waitingShip').click();
  for (const id of ids) await row(page, id).getByText('Waiting to Ship').waitFor();
  const balanceAfter = (await e2e.api<{ balance: number }>('GET', '/api/payment/balance', undefined, token)).balance;
  assert.ok(balanceBefore - balanceAfter >= total, 'the balance paid for at least the two new orders');
});

test('mobile: cards, every tab, and the detail page at 390 wide', async () => {
  const { page, token } = await signedInSeller(e2e, MOBILE);
  const [sku] = await shippableSkus(e2e, 1);
  const order = await placeOrder(e2e, token, sku!);
  await page.goto('/order/list');
  await row(page, order.kkOrderId).waitFor();
  assert.equal(await row(page, order.kkOrderId).evaluate((el) => el.tagName), 'LI', 'a card, not a table row');
  await page.getByTestId('order-tab-completed').waitFor({ state: 'attached' });
  await page.getByTestId('order-tab-cancelled').waitFor({ state: 'attached' });
  await shoot(page, 'orders-list-390');
  assert.ok(await fitsWidth(page, 'order-list-page'), 'the list fits the screen');
  await row(page, order.kkOrderId).getByTestId('order-action-viewDetails').click();
  await page.getByTestId('order-status').getByText('Waiting Payment').waitFor();
  assert.ok(await fitsWidth(page, 'order-detail'), 'the detail fits the screen');
  await shoot(page, 'orders-detail-390');
});

test('apply a coupon to an unpaid order, then split it into packs, from the order list', async () => {
  const { seller, page, token } = await signedInSeller(e2e);
  const heavy = await heavyLines(e2e);
  const order = await placeOrderOf(e2e, token, heavy.warehouseCode, heavy.lines);
  const [sku] = await shippableSkus(e2e, 1);
  const light = await placeOrder(e2e, token, sku!);
  await issueFiveDollarCoupon(e2e, seller.email);
  const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

  await page.goto('/order/list');
  await row(page, order.kkOrderId).waitFor();
  await expectRows(page, [order.kkOrderId, light.kkOrderId]);
  // A one-pack order has nothing to split.
  assert.equal(await row(page, light.kkOrderId).getByTestId('order-action-splitPack').count(), 0);
  assert.ok(await row(page, light.kkOrderId).getByTestId('order-action-applyCoupon').isVisible());

  // Apply Coupon: the seller's ticket, priced in before confirming, then the order's new total.
  await row(page, order.kkOrderId).getByTestId('order-action-applyCoupon').click();
  const dialog = page.locator('.ant-modal').filter({ has: page.getByTestId('apply-coupon-now') });
  await dialog.getByTestId('apply-coupon-now').getByText(`This order now: ${dollars(order.total)} (coupon $0.00)`).waitFor();
  await dialog.getByTestId('coupon-card').click();
  await dialog.getByTestId('apply-coupon-then').getByText(`With your choice: ${dollars(order.total - 500)} (coupon -$5.00)`).waitFor();
  await shoot(page, 'orders-apply-coupon-1440');
  await dialog.getByTestId('apply-coupon-ok').click();
  const done = page.locator('.ant-modal-confirm').filter({ hasText: 'The coupon of your order was updated.' });
  await done.getByText(`Order total: ${dollars(order.total - 500)} (coupon -$5.00)`).waitFor();
  await done.getByTestId('apply-coupon-done').click();
  await row(page, order.kkOrderId).getByText(dollars(order.total - 500)).first().waitFor();

  // Automatic Split Pack: confirm, then the orders it made, each a link to its detail.
  await row(page, order.kkOrderId).getByTestId('order-action-splitPack').click();
  await page.locator('.ant-modal-confirm').getByText('Its items go into packs of at most 2 kg.', { exact: false }).waitFor();
  await page.getByTestId('confirm-splitPack-ok').click();
  const result = page.locator('.ant-modal').filter({ hasText: 'The order was split into packs.' });
  await result.getByText('Your items now ship as 2 orders, one pack each. Pay them together:').waitFor();
  const ids = await result.getByTestId('split-pack-result').locator('li').allTextContents();
  assert.equal(ids.length, 2);
  assert.equal(ids[0], order.kkOrderId, 'the first pack stays the order');
  await shoot(page, 'orders-split-pack-1440');
  await result.getByRole('link', { name: ids[1]! }).click();
  await page.waitForURL(`**/order/details?kkOrderId=${ids[1]}`);
  await page.getByTestId('order-status').getByText('Waiting Payment').waitFor();
  await page.goto('/order/list');
  await row(page, ids[1]!).waitFor();
  await expectRows(page, [order.kkOrderId, ids[1]!, light.kkOrderId]);
  // One pack each now: nothing left to split.
  assert.equal(await row(page, order.kkOrderId).getByTestId('order-action-splitPack').count(), 0);

  // The same dialogs at 390 wide, from the detail page.
  await page.setViewportSize(MOBILE);
  await page.goto(`/order/details?kkOrderId=${light.kkOrderId}`);
  await page.getByTestId('order-action-applyCoupon').click();
  await page.getByTestId('apply-coupon-now').waitFor();
  await shoot(page, 'orders-apply-coupon-390');
});
