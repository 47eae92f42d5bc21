import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { startCardGatewaySimulator, type CardGatewaySimulator } from '../tools/simulators/card-gateway/server.ts';
import { chooseOption, sessionToken, shoot, signIn, signInOperator, skipAdPopup } from './helpers.ts';
import { DESKTOP, MOBILE, useE2E } from './harness.ts';
import { balancePaidOrder } from './refunds-fixtures.ts';

/**
 * The after-sales flow of issue 5 against the real API: a seller with an order paid from the
 * balance applies for a refund in the browser (reason, pieces, server-computed amount, a photo),
 * an operator approves part of it in /admin/refunds, and the seller sees the balance rise by that
 * part on the payment-management screen and the records on /order/record. The card gateway
 * simulator only funds the balance during setup.
 */
const WEBHOOK_SECRET = 'whsec_refunds_e2e';
const SECRET_KEY = 'sk_test_refunds_e2e';
// Started before the server, which reads the simulator's address from the environment.
const gateway: CardGatewaySimulator = await startCardGatewaySimulator({ port: 0, webhookSecret: WEBHOOK_SECRET, secretKey: SECRET_KEY });
Object.assign(process.env, { CARD_GATEWAY_URL: gateway.url, CARD_GATEWAY_SECRET_KEY: SECRET_KEY, CARD_GATEWAY_WEBHOOK_SECRET: WEBHOOK_SECRET });
const e2e = useE2E();
after(() => gateway.close());

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
/** The input of an Ant Design number box whose test id sits on it or on its wrapper. */
const numberBox = (page: Page, testId: string) => page.locator(`[data-testid="${testId}"]`).locator('xpath=descendant-or-self::input').first();

async function signedInSeller(fullName: string, viewport = DESKTOP) {
  gateway.setWebhookUrl(`${e2e.baseUrl}/api/payment/open/cardgateway/webhook`);
  const account = await e2e.newSeller(fullName);
  const opened = await e2e.newPage(viewport);
  await skipAdPopup(opened.page);
  await signIn(opened.page, account.email, account.password);
  await opened.page.waitForURL('**/mall');
  return { ...opened, account, token: await sessionToken(opened.page) };
}

test('request a refund, operator approves part of it, balance and records update', async () => {
  const seller = await signedInSeller('Refund Seller');
  const { page, token } = seller;
  const order = await balancePaidOrder(e2e, token, 2);

  // The seller applies in the browser.
  await page.goto(`/order/refund?kkOrderId=${order.kkOrderId}`);
  await page.getByTestId('refund-refundable').filter({ hasText: dollars(order.total) }).waitFor();
  await page.getByTestId('refund-submit').click();
  await page.getByText('Please select a refund reason.').waitFor();
  await chooseOption(page, 'refund-reason', 'Shipment Delay');

  const qty = page.locator('[data-testid^="refund-qty-"]').locator('xpath=descendant-or-self::input').first();
  await qty.fill('1');
  await qty.press('Tab');
  // The amount box follows the server's figure for one piece: less than the whole order.
  const amount = numberBox(page, 'refund-amount');
  await page.waitForFunction(
    ([selector, whole]) => {
      const input = document.querySelector(selector) as HTMLInputElement | null;
      const value = Number(input?.value ?? 'NaN');
      return value > 0 && value < whole;
    },
    ['[data-testid="refund-amount"] input, input[data-testid="refund-amount"]', order.total / 100] as const,
  );
  const requestedCents = Math.round(Number(await amount.inputValue()) * 100);
  await page.getByTestId('refund-remarks').fill('The parcel is late; one piece is enough.');
  await page.locator('input[type="file"]').setInputFiles({ name: 'parcel.png', mimeType: 'image/png', buffer: await sharp({ create: { width: 64, height: 64, channels: 3, background: '#888888' } }).png().toBuffer() });
  await page.locator('.ant-upload-list-item').first().waitFor();
  await shoot(page, 'refunds-application-1440');
  await page.getByTestId('refund-submit').click();

  await page.waitForURL('**/order/success**');
  await page.getByTestId('refund-submitted').filter({ hasText: 'Submitted Successfully' }).waitFor();
  await page.getByText('Waiting for Review').waitFor();
  const refundId = Number(new URL(page.url()).searchParams.get('id'));
  assert.ok(refundId > 0);
  await shoot(page, 'refunds-success-1440');
  await page.getByTestId('refund-check-after-sales').click();
  await page.getByTestId('after-sales-detail').waitFor();
  await page.getByTestId('refund-status').filter({ hasText: 'Processing' }).waitFor();
  await page.getByTestId('refund-requested').filter({ hasText: dollars(requestedCents) }).waitFor();
  await shoot(page, 'refunds-detail-processing-1440');

  // The operator approves part of it.
  const refund = await e2e.api<{ refundNo: string }>('GET', `/api/orders/returns/${refundId}`, undefined, token);
  const approvedCents = Math.floor(requestedCents / 2);
  const { page: admin } = await e2e.newPage(DESKTOP);
  await signInOperator(admin);
  await admin.goto('/admin/refunds');
  await admin.getByTestId(`refund-row-${refund.refundNo}`).waitFor();
  await shoot(admin, 'refunds-admin-queue-1440');
  await admin.getByTestId(`refund-review-${refund.refundNo}`).click();
  await admin.getByText('The parcel is late; one piece is enough.').waitFor();
  const approveBox = numberBox(admin, 'refund-approve-amount');
  await approveBox.fill((approvedCents / 100).toFixed(2));
  await shoot(admin, 'refunds-admin-review-1440');
  await admin.getByTestId('refund-approve').click();
  await admin.getByText('Refund approved').waitFor();
  await admin.getByTestId(`refund-row-${refund.refundNo}`).waitFor({ state: 'detached' });

  // The seller sees the balance rise by the approved part and the records.
  await page.goto('/personal-center/payment-manage');
  await page.getByTestId('wallet-balance').filter({ hasText: dollars(approvedCents) }).waitFor();
  await shoot(page, 'refunds-balance-1440');
  await page.goto(`/order/record?kkOrderId=${order.kkOrderId}`);
  await page.getByTestId('refund-record-application').filter({ hasText: 'Refund Application' }).filter({ hasText: dollars(requestedCents) }).waitFor();
  await page.getByTestId('refund-record-approved').filter({ hasText: dollars(approvedCents) }).waitFor();
  await page.getByTestId('refund-record-succeeded').filter({ hasText: 'Refund Succeeded' }).filter({ hasText: dollars(approvedCents) }).waitFor();
  await shoot(page, 'refunds-records-1440');

  await page.goto('/order/sales');
  await page.getByTestId(`refund-row-${refundId}`).filter({ hasText: 'Completed' }).waitFor();
  await shoot(page, 'refunds-list-1440');
  await page.goto(`/order/after-sales-order?id=${refundId}`);
  await page.getByTestId('refund-approved').filter({ hasText: dollars(approvedCents) }).waitFor();
  await shoot(page, 'refunds-detail-completed-1440');

  // The same screens on a phone.
  const phone = await e2e.newPage(MOBILE);
  await skipAdPopup(phone.page);
  await signIn(phone.page, seller.account.email, seller.account.password);
  await phone.page.waitForURL('**/mall');
  await phone.page.goto(`/order/refund?kkOrderId=${order.kkOrderId}`);
  await phone.page.getByTestId('refund-refundable').filter({ hasText: dollars(order.total - approvedCents) }).waitFor();
  await shoot(phone.page, 'refunds-application-390');
  await phone.page.goto('/order/sales');
  await phone.page.getByTestId(`refund-row-${refundId}`).waitFor();
  await shoot(phone.page, 'refunds-list-390');
  await phone.page.goto(`/order/after-sales-order?id=${refundId}`);
  await phone.page.getByTestId('after-sales-detail').waitFor();
  await shoot(phone.page, 'refunds-detail-390');
  await phone.page.goto(`/order/record?kkOrderId=${order.kkOrderId}`);
  await phone.page.getByTestId('refund-record-succeeded').waitFor();
  await shoot(phone.page, 'refunds-records-390');
  await phone.page.goto(`/order/success?id=${refundId}`);
  await phone.page.getByTestId('refund-submitted').waitFor();
  await shoot(phone.page, 'refunds-success-390');
});

test('an operator rejects with a reason; the seller reads it and may apply again', async () => {
  const { page, token } = await signedInSeller('Rejected Seller', MOBILE);
  const order = await balancePaidOrder(e2e, token, 1);
  const applied = await e2e.api<{ id: number; refundNo: string }>('POST', `/api/orders/returns/${order.kkOrderId}`, { reason: 'noLongerWanted', amount: 100 }, token);

  const { page: admin } = await e2e.newPage(MOBILE);
  await signInOperator(admin);
  await admin.goto('/admin/refunds');
  await admin.getByTestId(`refund-row-${applied.refundNo}`).waitFor();
  await shoot(admin, 'refunds-admin-queue-390');
  await admin.getByTestId(`refund-review-${applied.refundNo}`).click();
  await admin.getByTestId('refund-reject').waitFor();
  assert.equal(await admin.getByTestId('refund-reject').isDisabled(), true, 'a reason is needed');
  await admin.getByTestId('refund-reject-reason').fill('Already shipped to the carrier.');
  await shoot(admin, 'refunds-admin-review-390');
  await admin.getByTestId('refund-reject').click();
  await admin.getByText('Refund rejected').waitFor();

  await page.goto(`/order/after-sales-order?id=${applied.id}`);
  await page.getByTestId('refund-status').filter({ hasText: 'Rejected' }).waitFor();
  await page.getByTestId('refund-review-note').filter({ hasText: 'Already shipped to the carrier.' }).waitFor();
  await shoot(page, 'refunds-detail-rejected-390');
  await page.goto(`/order/refund?kkOrderId=${order.kkOrderId}`);
  await page.getByTestId('refund-submit').waitFor();
  assert.equal(await page.getByTestId('refund-blocked').count(), 0, 'a rejected application does not block a new one');
});
