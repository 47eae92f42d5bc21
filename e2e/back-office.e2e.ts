import assert from 'node:assert/strict';
import { test } from 'node:test';
import { jobQueue } from '../apps/api/src/platform/jobs.ts';
import { ADMIN, DEMO, signIn, uniqueEmail } from './helpers.ts';
import { useE2E } from './harness.ts';

const e2e = useE2E();

test('an administrator signs in to the back office and creates a fulfilment operator who can sign in', async () => {
  const { context, page } = await e2e.newPage();
  await page.goto('/admin/login');
  await page.getByTestId('admin-email').fill(ADMIN.email);
  await page.getByTestId('admin-password').fill(ADMIN.password);
  await page.getByTestId('admin-submit').click();
  await page.getByTestId('admin-nav-operators').click();
  await page.getByTestId('operator-create').click();
  const email = uniqueEmail('packer');
  await page.getByTestId('operator-email').fill(email);
  await page.getByTestId('operator-fullname').fill('Paco Packer');
  await page.getByTestId('operator-password').fill('Packer123');
  await page.getByTestId('operator-roles').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: /fulfil/i }).click();
  await page.keyboard.press('Escape');
  await page.getByTestId('operator-save').click();
  await page.getByRole('cell', { name: email }).waitFor();
  const session = await e2e.api<{ operator: { roles: string[] } }>('POST', '/api/admin/open/login', { email, password: 'Packer123' });
  assert.deepEqual(session.operator.roles, ['fulfilment']);
  await context.close();
});

test('maintenance switched on in the back office shows sellers the update overlay; OK signs them out', async () => {
  const seller = await e2e.newPage();
  await signIn(seller.page, DEMO.email, DEMO.password);
  await seller.page.waitForURL('**/mall');

  const admin = await e2e.newPage();
  await admin.page.goto('/admin/login');
  await admin.page.getByTestId('admin-email').fill(ADMIN.email);
  await admin.page.getByTestId('admin-password').fill(ADMIN.password);
  await admin.page.getByTestId('admin-submit').click();
  await admin.page.getByTestId('admin-nav-maintenance').click();
  await admin.page.getByTestId('maintenance-switch').click();
  await admin.page.getByTestId('maintenance-message').fill('Back by 14:00 UTC.');
  await admin.page.getByTestId('maintenance-save').click();
  await admin.page.locator('.ant-popover:visible .ant-btn-primary, .ant-modal:visible .ant-btn-primary').last().click();
  await admin.page.getByText(/Saved successfully/).waitFor();

  await seller.page.goto('/personal-center/account-setting');
  await seller.page.getByText('System update is processing').waitFor();
  await seller.page.getByText('Back by 14:00 UTC.').waitFor();
  await Promise.all([seller.page.waitForEvent('load'), seller.page.getByRole('button', { name: 'OK' }).click()]);
  const cookies = await seller.context.cookies();
  assert.equal(cookies.find((c) => c.name === 'tw_session'), undefined, 'OK logged the seller out');

  // Another operator, in a fresh browser, can still sign in to switch it off: no overlay there.
  const colleague = await e2e.newPage();
  await colleague.page.goto('/admin/login');
  await colleague.page.getByTestId('admin-email').fill(ADMIN.email);
  await colleague.page.getByTestId('admin-password').fill(ADMIN.password);
  await colleague.page.getByTestId('admin-submit').click();
  await colleague.page.getByTestId('admin-nav-maintenance').waitFor();
  assert.equal(await colleague.page.locator('.tw-update-overlay').count(), 0);
  await colleague.context.close();

  await admin.page.getByTestId('maintenance-switch').click();
  await admin.page.getByTestId('maintenance-save').click();
  await admin.page.getByText(/Saved successfully/).last().waitFor();
  const popup = await e2e.api<{ processing: boolean }>('GET', '/api/message/open/processingPopup');
  assert.equal(popup.processing, false);
  await seller.context.close();
  await admin.context.close();
});

test('an operator sees a dead-lettered job with its error on /admin/jobs and sends it back to its queue', async () => {
  // A job of this test's own queue, on the server's database, fails for good (one attempt) before the screen opens.
  const queue = jobQueue(e2e.app.database, e2e.app.log, { expireSeconds: 60, pollMs: 500, supervise: false });
  let platformDown = true;
  const synced: string[] = [];
  queue.register(
    'e2e.sync-listing',
    async (payload) => {
      if (platformDown) throw new Error('platform answered 503');
      synced.push(String(payload.sku));
    },
    { maxAttempts: 1 },
  );
  await queue.open();
  try {
    await queue.enqueue(e2e.app.database.db, 'e2e.sync-listing', { sku: 'TW-1' });
    assert.equal(await queue.runDue(), 1);

    const { context, page } = await e2e.newPage();
    await page.goto('/admin/login');
    await page.getByTestId('admin-email').fill(ADMIN.email);
    await page.getByTestId('admin-password').fill(ADMIN.password);
    await page.getByTestId('admin-submit').click();
    await page.getByTestId('admin-nav-jobs').click();
    const row = page.getByTestId('admin-job-queue-e2e.sync-listing');
    await row.getByTestId('admin-job-queue-deadLettered').filter({ hasText: '1' }).waitFor();
    assert.equal(await row.getByTestId('admin-job-queue-failed').textContent(), '1');
    const dead = page.getByTestId('admin-jobs').locator('tr', { hasText: 'platform answered 503' });
    await dead.getByText('Dead-lettered').waitFor();
    await dead.getByRole('button', { name: 'Retry' }).click();
    await page.locator('.ant-popover:visible .ant-btn-primary').click();
    await page.getByText('The job is back in its queue.').waitFor();
    await row.getByTestId('admin-job-queue-waiting').filter({ hasText: '1' }).waitFor();
    assert.equal(await row.getByTestId('admin-job-queue-deadLettered').textContent(), '0');

    platformDown = false;
    assert.equal(await queue.runDue(), 1);
    assert.deepEqual(synced, ['TW-1'], 'the retried job ran');
    await context.close();
  } finally {
    await queue.stop();
  }
});
