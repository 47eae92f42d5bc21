import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { queryRows } from '../apps/api/src/modules/catalogue/sql.ts';
import { sendSystemLetter } from '../apps/api/src/modules/notifications/station/letters/system-letters.ts';
import { MOBILE, useE2E } from './harness.ts';
import { placeOrder, shippableSkus, signedInSeller } from './orders-fixtures.ts';
import { shoot } from './helpers.ts';

/**
 * Sellers hear about their orders: paying an order writes a letter under the bell (through the job
 * worker); 'View All' opens the notifications page with its four tabs, paging and 'Mark all as
 * read'; the order e-mails can be switched off in account settings.
 */
const e2e = useE2E({ jobs: true });

const userIdOf = async (email: string) =>
  Number((await queryRows<{ id: number }>(e2e.app.database.db, sql`select id from users where lower(email) = ${email.toLowerCase()}`))[0]!.id);

/** Setup: balance enough for the order (a ledger credit, as a top-up would leave). */
const creditBalance = (userId: number, cents: number) => e2e.app.database.db.execute(sql`insert into ledger_entries (user_id, amount_cents, category) values (${userId}, ${cents}, 'recharge')`);

async function payOnPage(page: Page, kkOrderId: string) {
  await page.goto(`/mall/paymentPage?${new URLSearchParams({ kkOrderId, warehouseName: 'United States', weightTotal: '300' })}`);
  await page.getByTestId('method-0').waitFor();
  await page.getByTestId('pay-now').click();
  await page.getByTestId('payment-success').waitFor();
}

test('paying an order puts a letter under the bell; View All opens the page with tabs, paging and mark all read', async () => {
  const { seller, context, page, token } = await signedInSeller(e2e);
  const userId = await userIdOf(seller.email);
  const [sku] = await shippableSkus(e2e, 1);
  const order = await placeOrder(e2e, token, sku!);
  await creditBalance(userId, order.total);
  // Older letters (setup), so that the page has more than one page of them.
  for (let i = 1; i <= 11; i++) await sendSystemLetter(e2e.app.database.db, userId, { title: `Older letter ${i}`, paragraphs: [`Letter number ${i}.`], sentAt: new Date(Date.now() - (20 - i) * 60_000) });

  await payOnPage(page, order.kkOrderId);
  // The worker writes the letter; the bell shows it once asked again.
  const bell = page.getByTestId('notification-bell');
  const popover = page.getByTestId('notifications-popover');
  for (let tries = 0; ; tries++) {
    await page.goto('/mall');
    await page.waitForLoadState('networkidle');
    await bell.click();
    await popover.getByTestId('letter-item').first().waitFor();
    if (await popover.getByTestId('letter-item').filter({ hasText: 'Order paid' }).count()) break;
    assert.ok(tries < 10, 'the paid letter arrives under the bell');
    await page.waitForTimeout(1000);
  }
  await shoot(page, 'notifications-bell-1440');
  await page.getByTestId('notifications-view-all').click();
  await page.waitForURL('**/personal-center/notifications?tab=1');
  const letters = page.getByTestId('page-letter');
  await letters.first().waitFor();
  assert.equal(await letters.count(), 10, 'ten letters a page');
  const paid = letters.filter({ hasText: 'Order paid' });
  await paid.getByRole('button').click();
  await paid.getByTestId('page-letter-content').getByText(`Order ${order.kkOrderId} has been paid`).waitFor();
  await shoot(page, 'notifications-page-1440');

  await page.getByTestId('letters-pager').getByTitle('2').click();
  // 'Older letter 10' and '11' are on page one: the oldest letter's title alone says page two is there.
  await letters.filter({ hasText: /Older letter 1(?!\d)/ }).first().waitFor();
  assert.equal(await letters.count(), 2, 'the twelfth and the eleventh letter on page two');

  await page.getByTestId('mark-all-read').click();
  await page.locator('[data-testid="page-letter"][data-read="false"]').first().waitFor({ state: 'detached' });
  await page.locator('[data-testid="notification-bell"][data-unread="false"]').waitFor({ timeout: 15_000 });
  assert.ok(await page.getByTestId('mark-all-read').isDisabled());

  await page.getByTestId('notifications-tab-2').click();
  await page.waitForURL('**/personal-center/notifications?tab=2');
  await page.getByTestId('notifications-empty').waitFor();
  await page.getByTestId('notifications-tab-4').click();
  await page.waitForURL('**/personal-center/notifications?tab=4');

  await page.setViewportSize(MOBILE);
  await page.getByTestId('notifications-tab-1').click();
  await letters.first().waitFor();
  await shoot(page, 'notifications-page-390');
  await context.close();
});

test('account settings: an order e-mail kind switched off stays off', async () => {
  const { context, page } = await signedInSeller(e2e);
  await page.goto('/personal-center/account-setting');
  const card = page.getByTestId('order-email-settings');
  const paid = card.getByTestId('order-email-paid');
  await paid.waitFor();
  assert.equal(await paid.getAttribute('aria-checked'), 'true');
  await shoot(page, 'notifications-settings-1440');
  await paid.click();
  await page.getByText('Saved', { exact: true }).waitFor();
  await page.reload();
  await card.getByTestId('order-email-shipped').waitFor();
  assert.equal(await card.getByTestId('order-email-paid').getAttribute('aria-checked'), 'false');
  assert.equal(await card.getByTestId('order-email-shipped').getAttribute('aria-checked'), 'true');
  await page.setViewportSize(MOBILE);
  await shoot(page, 'notifications-settings-390');
  await context.close();
});
