import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import type { Page } from 'playwright-core';
import { startCarrierSimulator } from '../tools/simulators/carrier/server.ts';
import { paidTwoLineOrder } from './fulfilment-fixtures.ts';
import { chooseOption, DEMO, sessionToken, shoot, signIn, signInOperator, skipAdPopup } from './helpers.ts';
import { MOBILE, useE2E } from './harness.ts';

/**
 * Issue 5's flow: pay an order, an operator ships it in two parcels, the seller sees Partial
 * Shipped then Shipped, follows the carrier's events on the tracking page, and confirms receipt.
 * The carrier is the 17TRACK-shaped simulator; its pushes reach the server's webhook.
 */
const SECRET = 'whsec_carrier_e2e';
const carrier = await startCarrierSimulator({ port: 0, webhookSecret: SECRET, apiKey: 'track_test_e2e', stepSeconds: 3600 });
Object.assign(process.env, { CARRIER_TRACKING_URL: carrier.url, CARRIER_TRACKING_API_KEY: 'track_test_e2e', CARRIER_WEBHOOK_SECRET: SECRET });
const e2e = useE2E();
/** The server's address is known only once the harness has started it. */
const pushToServer = () => carrier.setWebhookUrl(`${e2e.baseUrl}/api/orders/open/tracking/webhook`);
after(() => carrier.close());

const toast = (page: Page, text: string) => page.locator('.ant-message').getByText(text).first().waitFor({ timeout: 15_000 });
/** Waits for the order detail's status tag to read `status` (reloading: the detail reads the server once). */
async function expectStatus(page: Page, kkOrderId: string, status: string) {
  await page.goto(`/order/details?kkOrderId=${kkOrderId}`);
  await page.getByTestId('order-status').filter({ hasText: status }).waitFor({ timeout: 15_000 });
}

async function shipParcel(page: Page, kkOrderId: string, fill: (modal: Page) => Promise<void>) {
  await page.getByTestId(`ship-order-${kkOrderId}`).click();
  await page.getByTestId('ship-form').waitFor();
  await fill(page);
  await page.getByTestId('ship-submit').click();
  await toast(page, 'Parcel shipped');
}

test('pay an order, operator ships it in two parcels, seller sees partial then full shipment, confirms receipt', async () => {
  pushToServer();
  const seller = await e2e.newPage();
  await skipAdPopup(seller.page);
  await signIn(seller.page, DEMO.email, DEMO.password);
  await seller.page.waitForURL('**/mall');
  const { kkOrderId, skuCodes } = await paidTwoLineOrder(e2e, await sessionToken(seller.page));

  const operator = await e2e.newPage();
  await signInOperator(operator.page);
  await operator.page.goto('/admin/ship-orders');
  const row = operator.page.getByTestId(`queue-row-${kkOrderId}`);
  await row.waitFor();
  assert.match(await row.getByTestId(`queue-line-${skuCodes[0]}`).innerText(), /2 of 2/);
  await shoot(operator.page, 'fulfilment-queue-1440');

  // First parcel: one of the two pieces of the first line, nothing of the second.
  await shipParcel(operator.page, kkOrderId, async (page) => {
    await page.getByTestId(`ship-qty-${skuCodes[0]}`).fill('1');
    await page.getByTestId(`ship-qty-${skuCodes[1]}`).fill('0');
    await chooseOption(page, 'ship-first-carrier', 'China Post', 'China');
    await page.getByTestId('ship-tracking-number').fill('LX100000001CN');
    await shoot(page, 'fulfilment-ship-dialog-1440');
  });
  await row.getByTestId(`queue-line-${skuCodes[0]}`).filter({ hasText: '1 of 2' }).waitFor();
  await expectStatus(seller.page, kkOrderId, 'Partial Shipped');

  // Second parcel: the rest, handed to USPS for the last mile.
  await shipParcel(operator.page, kkOrderId, async (page) => {
    await chooseOption(page, 'ship-first-carrier', 'China Post', 'China');
    await page.getByTestId('ship-tracking-number').fill('LX100000002CN');
    await chooseOption(page, 'ship-last-carrier', 'USPS', 'USPS');
    await page.getByLabel('Last-mile tracking number').fill('9400111899223344556677');
  });
  await row.waitFor({ state: 'detached' });
  await expectStatus(seller.page, kkOrderId, 'Shipped');

  // The carrier moves the second parcel on; the tracking page shows both legs' events.
  await carrier.advance('LX100000002CN', 4);
  await seller.page.goto(`/order/trackingInfo?kkOrderId=${kkOrderId}&parcelCode=${kkOrderId}-P2`);
  await seller.page.locator('[data-testid="tracking-event"][data-stage="OutForDelivery"]').waitFor();
  // Five steps so far, newest first: three of China Post, then two of USPS.
  await seller.page.locator('[data-testid="tracking-event"]').nth(4).waitFor();
  const stages = await seller.page.getByTestId('tracking-event').evaluateAll((events) => events.map((e) => e.getAttribute('data-stage')));
  assert.deepEqual(stages, ['OutForDelivery', 'Arrival', 'Departure', 'PickedUp', 'InfoReceived']);
  assert.match(await seller.page.getByTestId('tracking-last-leg').first().innerText(), /USPS/);
  await shoot(seller.page, 'fulfilment-tracking-1440');
  await seller.page.getByTestId(`tracking-tab-${kkOrderId}-P1`).click();
  await seller.page.locator('[data-testid="tracking-event"][data-stage="InfoReceived"]').first().waitFor();

  const mobile = await e2e.newPage(MOBILE);
  await skipAdPopup(mobile.page);
  await signIn(mobile.page, DEMO.email, DEMO.password);
  await mobile.page.waitForURL('**/mall');
  await mobile.page.goto(`/order/trackingInfo?kkOrderId=${kkOrderId}&parcelCode=${kkOrderId}-P2`);
  await mobile.page.locator('[data-testid="tracking-event"][data-stage="OutForDelivery"]').waitFor();
  await shoot(mobile.page, 'fulfilment-tracking-390');

  // The seller confirms receipt: the order is complete.
  await seller.page.goto(`/order/details?kkOrderId=${kkOrderId}`);
  await seller.page.getByTestId('order-action-confirmReceipt').click();
  await seller.page.getByTestId('confirm-receipt-ok').click();
  await seller.page.getByTestId('order-status').filter({ hasText: 'Complete' }).waitFor({ timeout: 15_000 });

  for (const opened of [seller, operator, mobile]) await opened.context.close();
});

test('the ship queue and its dialog on a phone; a parcel in transit is marked delivered by hand', async () => {
  pushToServer();
  const seller = await e2e.newPage();
  await skipAdPopup(seller.page);
  await signIn(seller.page, DEMO.email, DEMO.password);
  await seller.page.waitForURL('**/mall');
  const { kkOrderId } = await paidTwoLineOrder(e2e, await sessionToken(seller.page));

  const { context, page } = await e2e.newPage(MOBILE);
  await signInOperator(page);
  await page.goto('/admin/ship-orders');
  await page.getByTestId(`queue-row-${kkOrderId}`).waitFor();
  await shoot(page, 'fulfilment-queue-390');
  await shipParcel(page, kkOrderId, async (modal) => {
    await chooseOption(modal, 'ship-first-carrier', 'YunExpress', 'Yun');
    await modal.getByTestId('ship-tracking-number').fill('YT200000001CN');
    await shoot(modal, 'fulfilment-ship-dialog-390');
  });
  await page.getByTestId('ship-view-in-transit').click();
  await page.getByTestId(`deliver-${kkOrderId}-P1`).click();
  await page.locator('.ant-popconfirm .ant-btn-primary').click();
  await toast(page, 'Parcel marked as delivered');
  await page.getByTestId(`transit-row-${kkOrderId}-P1`).waitFor({ state: 'detached' });
  await context.close();
  await seller.context.close();
});

test('the seller fulfils a paid order in their store from the order list, changes it on the detail page and cancels it', async () => {
  const { context, page } = await e2e.newPage();
  await skipAdPopup(page);
  await signIn(page, DEMO.email, DEMO.password);
  await page.waitForURL('**/mall');
  const { kkOrderId } = await paidTwoLineOrder(e2e, await sessionToken(page));

  await page.goto(`/order/list?search=${kkOrderId}`);
  await page.locator(`[data-testid="order-row"][data-order-id="${kkOrderId}"]`).getByTestId('order-action-fulfillOrder').click();
  await page.getByTestId('fulfil-form').waitFor();
  // Spec 8's messages for what a fulfilment needs.
  await page.getByTestId('fulfil-submit').click();
  await page.getByText("Tracking Number can't be empty").waitFor();
  await page.getByText("shipping carrier can't be empty").waitFor();
  await page.getByLabel('Store order ID').fill('#1001');
  await page.getByTestId('fulfil-tracking-number').fill('9400100000000000000001');
  await chooseOption(page, 'fulfil-carrier', 'USPS', 'USPS');
  await page.getByLabel('Tracking URL').fill('not a link');
  await page.getByTestId('fulfil-submit').click();
  await page.locator('.ant-form-item-explain-error').first().waitFor();
  await page.getByLabel('Tracking URL').fill('https://tools.usps.com/go/TrackConfirmAction?tLabels=9400100000000000000001');
  await shoot(page, 'fulfil-order-dialog-1440');
  await page.getByTestId('fulfil-submit').click();
  await toast(page, 'Order fulfilled successfully');

  await page.goto(`/order/details?kkOrderId=${kkOrderId}`);
  await page.getByTestId('store-fulfilment').filter({ hasText: '9400100000000000000001' }).filter({ hasText: '#1001' }).waitFor();
  // Fulfilling again starts from what was entered and replaces it.
  await page.getByTestId('order-action-fulfillOrder').click();
  await page.getByTestId('fulfil-form').waitFor();
  assert.equal(await page.getByTestId('fulfil-tracking-number').inputValue(), '9400100000000000000001');
  await page.getByTestId('fulfil-tracking-number').fill('1Z999AA10123456784');
  await chooseOption(page, 'fulfil-carrier', /^UPS$/, 'UPS');
  await page.getByTestId('fulfil-submit').click();
  await toast(page, 'Order fulfilled successfully');
  await page.getByTestId('store-fulfilment').filter({ hasText: '1Z999AA10123456784' }).waitFor();
  assert.equal(await page.getByTestId('store-fulfilment').count(), 1, 'the new fulfilment replaces the first');
  await shoot(page, 'fulfil-order-detail-1440');

  await page.getByTestId('cancel-fulfilment').click();
  await page.getByTestId('cancel-fulfilment-ok').click();
  await toast(page, 'Fulfilment cancelled');
  await page.getByTestId('store-fulfilment').waitFor({ state: 'detached' });
  await context.close();

  const mobile = await e2e.newPage(MOBILE);
  await skipAdPopup(mobile.page);
  await signIn(mobile.page, DEMO.email, DEMO.password);
  await mobile.page.waitForURL('**/mall');
  await mobile.page.goto(`/order/details?kkOrderId=${kkOrderId}`);
  await mobile.page.getByTestId('order-action-fulfillOrder').click();
  await mobile.page.getByTestId('fulfil-form').waitFor();
  await shoot(mobile.page, 'fulfil-order-dialog-390');
  await mobile.context.close();
});
