import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { extractText } from 'unpdf';
import { after, test } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { approvedCredit, operatorToken, orderWorth, payLaterForE2E, payOnCredit, shipWholeOrder } from './billing-fixtures.ts';
import { chooseOption, DEMO, sessionToken, shoot, signIn, signInOperator, skipAdPopup } from './helpers.ts';
import { DESKTOP, MOBILE, useE2E, fixServerAddress } from './harness.ts';

/**
 * Credit bills on /billing and the pay-later review switch, against the real API and the
 * pay-later simulator. The simulator returns the browser to PUBLIC_URL, this server's address,
 * fixed before it starts.
 */
await fixServerAddress();
const payLater = await payLaterForE2E();
const e2e = useE2E();
after(() => payLater.close());

const dollars = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const LIMIT = 1_000_000;

async function sellerPage(account: { email: string; password: string }, viewport = DESKTOP): Promise<{ context: BrowserContext; page: Page; token: string }> {
  payLater.setWebhookUrl(`${e2e.baseUrl}/api/payment/open/paylater/webhook`);
  const opened = await e2e.newPage(viewport);
  await skipAdPopup(opened.page);
  await signIn(opened.page, account.email, account.password);
  await opened.page.waitForURL('**/mall');
  return { ...opened, token: await sessionToken(opened.page) };
}

const creditFigure = (page: Page, key: 'limit' | 'available' | 'unpaid') => page.getByTestId(`credit-${key}`);

test('a shipped credit order is billed by the operator, paid from the balance, and the credit comes back', async () => {
  // The demo seller starts with a $5,000 balance.
  const { context, page, token } = await sellerPage({ email: DEMO.email, password: DEMO.password });
  await approvedCredit(e2e, token, DEMO.email);
  const order = await orderWorth(e2e, token, 210_000);
  assert.ok(order.total >= 200_000 && order.total <= 500_000, `an order between the pay-later minimum and the balance: ${order.total}`);
  await payOnCredit(e2e, token, order);

  // Before shipping, the order's parcel-to-be is not billed; after shipping it is an incoming bill.
  await page.goto('/billing');
  await page.getByTestId('billing-page').waitFor();
  await creditFigure(page, 'available').getByText(dollars(LIMIT - order.total)).waitFor();
  const parcelCode = await shipWholeOrder(e2e, order.kkOrderId);
  await page.getByTestId('billing-tab-incoming').click();
  const incoming = page.locator(`[data-testid="incoming-row"][data-parcel-code="${parcelCode}"]`);
  await incoming.getByText('Shipped').waitFor();
  await shoot(page, 'billing-incoming-1440');

  // The operator issues the statements now from the back office.
  const operator = await e2e.newPage(DESKTOP);
  await signInOperator(operator.page);
  await operator.page.goto('/admin/pay-later');
  await operator.page.locator('[data-testid="application-row"]').filter({ hasText: DEMO.email }).waitFor();
  await shoot(operator.page, 'admin-pay-later-1440');
  await operator.page.getByTestId('issue-statements').click();
  await operator.page.getByText(/^\d+ statements issued\.$/).waitFor();
  await operator.page.getByTestId('finance-tab-bills').click();
  await operator.page.locator('[data-testid="admin-bill-row"]').first().waitFor();
  await shoot(operator.page, 'admin-pay-later-bills-1440');
  await operator.context.close();

  // The seller sees the bill, its parcel in the details, and pays it from the balance.
  await page.getByTestId('billing-tab-bills').click();
  const bill = page.getByTestId('bill-row').first();
  await bill.getByText('Waiting Payment').waitFor();
  assert.equal(await bill.getByTestId('bill-payment-amount').innerText(), dollars(order.total));
  await creditFigure(page, 'unpaid').getByText(dollars(order.total)).waitFor();
  await shoot(page, 'billing-bills-1440');
  await bill.getByTestId('bill-view-details').click();
  const dialog = page.getByTestId('bill-detail-dialog');
  const line = dialog.locator(`[data-testid="bill-line"][data-parcel-code="${parcelCode}"]`);
  await line.getByText(order.kkOrderId, { exact: true }).waitFor();
  await shoot(page, 'billing-detail-1440');
  // The statement downloads as a PDF naming the bill's order and parcel.
  const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByTestId('bill-statement-download').click()]);
  assert.match(download.suggestedFilename(), /^statement-BL\d+\.pdf$/);
  const statement = await readFile((await download.path())!);
  assert.equal(statement.subarray(0, 5).toString(), '%PDF-');
  const { text } = await extractText(new Uint8Array(statement), { mergePages: true });
  for (const expected of ['STATEMENT', order.kkOrderId, parcelCode, 'Amount due']) assert.ok(text.includes(expected), `the statement says ${expected}`);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });

  await bill.getByTestId('bill-pay-now').click();
  const pay = page.getByTestId('pay-bill-dialog');
  await pay.getByTestId('pay-bill-due').getByText(dollars(order.total)).waitFor();
  assert.ok(await page.getByTestId('pay-method-0').isChecked(), 'the balance covers the bill and is chosen');
  await shoot(page, 'billing-pay-1440');
  await page.getByTestId('pay-bill-confirm').click();
  await bill.getByText('Paid', { exact: true }).waitFor();
  await creditFigure(page, 'available').getByText(dollars(LIMIT)).waitFor();
  await creditFigure(page, 'unpaid').getByText('$0.00').waitFor();
  await shoot(page, 'billing-paid-1440');
  await context.close();
});

test('the bills page works on a phone: cards, detail and empty states', async () => {
  const seller = await e2e.newSeller('Phone Biller');
  const { context, page, token } = await sellerPage(seller, MOBILE);
  await page.goto('/billing');
  await page.getByTestId('billing-empty').waitFor();
  await creditFigure(page, 'available').getByText('$0.00').waitFor();
  await page.getByTestId('credit-status').getByText('Not applied').waitFor();
  await shoot(page, 'billing-empty-390');

  await approvedCredit(e2e, token, seller.email);
  const order = await orderWorth(e2e, token, 210_000);
  await payOnCredit(e2e, token, order);
  await shipWholeOrder(e2e, order.kkOrderId);
  await e2e.api('POST', '/api/admin/finance/statements', undefined, await operatorToken(e2e));
  await page.reload();
  const bill = page.getByTestId('bill-row').first();
  await bill.getByText('Waiting Payment').waitFor();
  await page.getByTestId('credit-status').getByText('Approved').waitFor();
  // The page itself fits 390 px (the shared header is checked by its own tests).
  const fits = await page.getByTestId('billing-page').evaluate((el) => el.scrollWidth <= el.clientWidth && el.getBoundingClientRect().right <= window.innerWidth);
  assert.ok(fits, 'the billing page does not scroll sideways at 390');
  await shoot(page, 'billing-bills-390');
  await bill.getByTestId('bill-view-details').click();
  await page.getByTestId('bill-detail-dialog').getByTestId('bill-line').first().waitFor();
  await shoot(page, 'billing-detail-390');
  await page.keyboard.press('Escape');
  await bill.getByTestId('bill-pay-now').click();
  // A new seller has no balance: the card is the only way.
  await page.getByTestId('pay-bill-dialog').getByText('Insufficient balance, please top up or pay by other means').waitFor();
  assert.ok(await page.getByTestId('pay-method-1').isChecked());
  assert.ok(await page.getByTestId('pay-method-0').isDisabled());
  await shoot(page, 'billing-pay-390');
  await page.keyboard.press('Escape');
  await page.getByTestId('billing-tab-incoming').click();
  await page.getByTestId('billing-empty').waitFor();
  await context.close();

  // The back office's screen on a phone.
  const operator = await e2e.newPage(MOBILE);
  await signInOperator(operator.page);
  await operator.page.goto('/admin/pay-later');
  await operator.page.locator('[data-testid="application-row"]').filter({ hasText: seller.email }).waitFor();
  await shoot(operator.page, 'admin-pay-later-390');
  await operator.context.close();
});

test('the simulator review switch keeps an application under review, then the review desk approves it', async () => {
  const seller = await e2e.newSeller('Review Buyer');
  const { context, page, token } = await sellerPage(seller);
  const order = await orderWorth(e2e, token, 1);
  const query = new URLSearchParams({ kkOrderId: order.kkOrderId, warehouseName: 'United States', weightTotal: '300' });
  await page.goto(`/mall/paymentPage?${query}`);
  await page.getByTestId('payment-page').waitFor();
  await page.getByTestId('paylater-apply').click();
  const form = page.getByTestId('paylater-apply-form');
  await form.getByLabel('Company Name').fill('Review Boutique LLC');
  await form.getByLabel('Contact E-mail').fill(seller.email);
  await form.getByLabel('Phone Number').fill('+1 2025550166');
  await chooseOption(page, 'apply-country', 'United States', 'United States');
  await form.getByLabel('Requested Limit').fill('50000');
  await page.getByTestId('apply-submit').click();
  await page.waitForURL(`${payLater.url}/**`);
  // The simulator's switch: keep the application under review.
  await page.getByLabel('Keep under review').check();
  await page.getByLabel('I accept the credit terms').check();
  await page.getByRole('button', { name: 'Submit application' }).click();
  await page.getByTestId('payment-page').waitFor();
  await page.getByTestId('pay-later').getByText('Under Review').waitFor();
  assert.ok(await page.getByTestId('method-8').isDisabled());

  // A developer decides it at once on the simulator's review desk.
  await page.goto(`${payLater.url}/review`);
  await page.getByRole('row').filter({ hasText: 'Review Boutique LLC' }).getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('row').filter({ hasText: 'Review Boutique LLC' }).getByText('accepted').waitFor();
  await page.goto(`/mall/paymentPage?${query}`);
  await page.getByTestId('paylater-credit').getByText('Available credit: $10,000.00').waitFor();
  await page.goto('/billing');
  await page.getByTestId('credit-status').getByText('Approved').waitFor();
  await creditFigure(page, 'limit').getByText(dollars(LIMIT)).waitFor();
  await context.close();
});
