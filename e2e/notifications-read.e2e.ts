import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { MOBILE, useE2E } from './harness.ts';
import { shoot, signIn, signInOperator, skipAdPopup } from './helpers.ts';

/** "Read a notification": an operator publishes a letter in the back office; the seller sees the dot, opens the letter, the dot goes away. */
const e2e = useE2E();

const bell = (page: Page) => page.getByTestId('notification-bell');
const dotShown = (page: Page, shown: boolean) => page.locator(`[data-testid="notification-bell"][data-unread="${shown}"]`).waitFor({ timeout: 15_000 });

async function sellerOn(viewport?: { width: number; height: number }) {
  const seller = await e2e.newSeller('Letter Reader');
  const { context, page } = await e2e.newPage(viewport);
  await skipAdPopup(page);
  await signIn(page, seller.email, seller.password);
  await page.waitForURL('**/mall');
  // The signed-in shell finishes loading (preferences, navigation) before the bell is used.
  await page.waitForLoadState('networkidle');
  return { context, page };
}

test('an operator publishes a letter; a seller sees the dot, opens the letter and the dot goes away', async () => {
  const title = `Autumn drop ${Date.now()}`;
  const { context: admin, page: back } = await e2e.newPage();
  await signInOperator(back);
  await back.goto('/admin/station-letters');
  await back.getByTestId('letter-create').click();
  await back.getByTestId('letter-title').fill(title);
  await back.getByTestId('letter-content').fill('<h2>New arrivals</h2><p>Forty new <b>knitwear</b> styles are live.</p><script>alert(1)</script>');
  await back.getByTestId('letter-preview').waitFor();
  await shoot(back, 'notifications-admin-editor-1440');
  await back.getByTestId('letter-save').click();
  const row = back.locator('tr', { hasText: title });
  await row.getByText('Sent').waitFor({ timeout: 15_000 });
  await shoot(back, 'notifications-admin-list-1440');
  await back.setViewportSize(MOBILE);
  await shoot(back, 'notifications-admin-list-390');
  await admin.close();

  const { context, page } = await sellerOn();
  await dotShown(page, true);
  await bell(page).click();
  const popover = page.getByTestId('notifications-popover');
  const item = popover.getByTestId('letter-item').filter({ hasText: title });
  await item.getByTestId('letter-new').waitFor();
  await shoot(page, 'notifications-popover-1440');
  await item.click();

  const dialog = page.getByTestId('new-function-dialog');
  const content = dialog.getByTestId('letter-content');
  await content.getByText('Forty new').waitFor();
  assert.equal(await content.locator('h3').innerText(), title);
  assert.equal(await content.locator('script').count(), 0, 'the script was removed when saved');
  await dialog.locator(`[data-testid="letter-item"][data-read="true"]`).filter({ hasText: title }).waitFor({ timeout: 15_000 });
  await dotShown(page, false);
  await shoot(page, 'notifications-dialog-1440');
  await context.close();
});

test('on a phone the bell opens the dialog full screen, and the letter reads there too', async () => {
  const { context, page } = await sellerOn(MOBILE);
  await dotShown(page, true);
  await bell(page).click();
  const dialog = page.getByTestId('new-function-dialog');
  const first = dialog.getByTestId('letter-item').first();
  await first.waitFor();
  await shoot(page, 'notifications-dialog-390');
  await first.click();
  await dialog.getByTestId('letter-content').waitFor();
  await dotShown(page, false);
  await shoot(page, 'notifications-letter-390');
  await dialog.getByRole('button', { name: 'Back' }).click();
  await dialog.locator('[data-testid="letter-item"][data-read="true"]').first().waitFor();
  await dialog.getByTestId('notifications-tab-3').click();
  await dialog.getByTestId('notifications-empty').waitFor();
  assert.ok(await dialog.getByText('No records found').isVisible());
  await context.close();
});
