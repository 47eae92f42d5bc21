import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { MOBILE, useE2E } from './harness.ts';
import { placeOrder, shippableSkus, signedInSeller } from './orders-fixtures.ts';
import { shoot } from './helpers.ts';

/** "Export orders and download the file from the Export List": the order list's Export Order, then the bell's Export List. */
const e2e = useE2E();

const toast = (page: Page, text: string | RegExp) => page.locator('.ant-message').getByText(text).waitFor({ timeout: 30_000 });

/** Clicks the finished task's link and answers the file's text. */
async function downloadFrom(page: Page, scope: Locator) {
  const link = scope.getByTestId('export-download').first();
  await link.waitFor({ timeout: 30_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  return { name: download.suggestedFilename(), text: await readFile((await download.path())!, 'utf8') };
}

test('export orders from the order list and download the file from the Export List', async () => {
  const { context, page, token } = await signedInSeller(e2e);
  const orders = [];
  for (const sku of await shippableSkus(e2e, 2)) orders.push(await placeOrder(e2e, token, sku));

  await page.goto('/order/list');
  await page.locator(`[data-testid="order-row"][data-order-id="${orders[0]!.kkOrderId}"]`).waitFor({ timeout: 15_000 });
  await page.getByTestId('order-export').click();
  await page.getByTestId('order-export-csv').click();
  await toast(page, /Export List/);

  // The Export List follows the task until its file is there.
  await page.getByTestId('notification-bell').click();
  const popover = page.getByTestId('notifications-popover');
  await popover.getByTestId('notifications-tab-4').click();
  const file = await downloadFrom(page, popover);
  assert.match(file.name, /^orders-.*\.csv$/);
  assert.equal(file.text.charCodeAt(0), 0xfeff, 'UTF-8 with BOM');
  const lines = file.text.slice(1).trim().split('\r\n');
  assert.match(lines[0]!, /^Order ID,/);
  assert.equal(lines.length, 3, 'header and one line per order');
  for (const order of orders) assert.ok(lines.some((line) => line.startsWith(`${order.kkOrderId},`)), `${order.kkOrderId} is in the file`);
  await page.locator('[data-testid="notification-bell"][data-unread="false"]').waitFor({ timeout: 15_000 });
  await shoot(page, 'exports-popover-1440');

  // View All opens the notifications page on the popover's tab (the Export List, tab 4).
  await popover.getByTestId('notifications-view-all').click();
  await page.waitForURL(/\/personal-center\/notifications\?tab=4/);
  const dialog = page.locator('main');
  await dialog.getByTestId('export-item').first().waitFor();
  assert.equal(await dialog.getByTestId('export-item').first().getAttribute('data-status'), '3');
  await shoot(page, 'exports-dialog-1440');

  // Export Again runs the task once more and writes the file again.
  const finishedBefore = await dialog.getByTestId('export-item').first().getAttribute('data-finished');
  await dialog.getByTestId('export-again').first().click();
  await toast(page, /Export task created/);
  const rerun = dialog.locator(`[data-testid="export-item"][data-status="3"]:not([data-finished="${finishedBefore}"])`);
  await rerun.waitFor({ timeout: 30_000 });
  const again = await downloadFrom(page, rerun);
  assert.equal(again.text, file.text, 'the same orders, the same file');
  await context.close();
});

test('the Export List on a phone: full screen, with the XLSX file', async () => {
  const { context, page, token } = await signedInSeller(e2e, MOBILE);
  const [sku] = await shippableSkus(e2e, 1);
  await placeOrder(e2e, token, sku!);
  await e2e.api('POST', '/api/orders/orders/export', { format: 'xlsx' }, token);
  await page.getByTestId('notification-bell').click();
  const dialog = page.getByTestId('new-function-dialog');
  await dialog.getByTestId('notifications-tab-4').click();
  const link = dialog.getByTestId('export-download').first();
  await link.waitFor({ timeout: 20_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  assert.match(download.suggestedFilename(), /\.xlsx$/);
  const bytes = await readFile((await download.path())!);
  assert.equal(bytes.subarray(0, 2).toString(), 'PK', 'an XLSX is a zip');
  await shoot(page, 'exports-dialog-390');
  await context.close();
});
