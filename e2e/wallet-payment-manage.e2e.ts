import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import type { Page } from 'playwright-core';
import { convertCents, formatMoney, type ProductDetail } from '@threadway/contracts';
import { startCardGatewaySimulator, type CardGatewaySimulator } from '../tools/simulators/card-gateway/server.ts';
import { sessionToken, shoot, signIn, skipAdPopup } from './helpers.ts';
import { DESKTOP, MOBILE, useE2E, fixServerAddress } from './harness.ts';
import { rawCall, US_ADDRESS } from './payment-fixtures.ts';

/**
 * /personal-center/payment-manage against the real API and the card-gateway simulator: top up
 * through the hosted page and pay an order from the balance; add a card on the hosted form;
 * payment methods and automatic payment. The gateway returns the browser to PUBLIC_URL, this
 * server's address, fixed before it starts.
 */
await fixServerAddress();
const WEBHOOK_SECRET = 'whsec_wallet_e2e';
const SECRET_KEY = 'sk_test_wallet_e2e';
const PAGE = '/personal-center/payment-manage';

// Started before the server, which reads the simulator's address from the environment.
const gateway: CardGatewaySimulator = await startCardGatewaySimulator({ port: 0, webhookSecret: WEBHOOK_SECRET, secretKey: SECRET_KEY });
Object.assign(process.env, { CARD_GATEWAY_URL: gateway.url, CARD_GATEWAY_SECRET_KEY: SECRET_KEY, CARD_GATEWAY_WEBHOOK_SECRET: WEBHOOK_SECRET });
const e2e = useE2E();
after(() => gateway.close());

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

async function signedIn(fullName: string, viewport = DESKTOP) {
  gateway.setWebhookUrl(`${e2e.baseUrl}/api/payment/open/cardgateway/webhook`);
  const account = await e2e.newSeller(fullName);
  const opened = await e2e.newPage(viewport);
  await skipAdPopup(opened.page);
  await signIn(opened.page, account.email, account.password);
  await opened.page.waitForURL('**/mall');
  return { ...opened, token: await sessionToken(opened.page) };
}

/** An order awaiting payment, made through the API (setup): a SKU that ships to the US, the server's own total. */
async function orderToPay(token: string): Promise<{ kkOrderId: string; total: number }> {
  const list = await e2e.api<{ list: { kkProductId: string }[] }>('POST', '/api/product/open/product/list', { pageSize: 40 });
  for (const { kkProductId } of list.list) {
    const product = await e2e.api<ProductDetail>('GET', `/api/product/open/details?id=${kkProductId}`);
    if (product.minOrderQuantity) continue;
    for (const sku of product.skus) {
      const warehouseCode = ['US', 'CN_S', 'CN_N'].find((code) => sku.status === 1 && (sku.stock[code] ?? 0) > 2);
      if (!warehouseCode) continue;
      const channels = await e2e.api<{ data: { channelCode: string }[] }[]>('POST', '/api/orders/orders/channel', { warehouses: [{ termini: 'US', warehouseCode, products: [{ skuCode: sku.skuCode, quantity: 1 }] }] }, token);
      const channelCode = channels[0]?.data[0]?.channelCode;
      if (!channelCode) continue;
      const body = (grandTotal: number) => ({ orderAddresses: US_ADDRESS, grandTotal, order: [{ warehouseCode, channelCode, orderItems: [{ skuCode: sku.skuCode, productNum: 1 }] }] });
      const probe = await rawCall<{ grandTotal: number }>(e2e.baseUrl, 'POST', '/api/orders/orders', body(0), token);
      const created = await rawCall<string[]>(e2e.baseUrl, 'POST', '/api/orders/orders', body(probe.data.grandTotal), token);
      assert.equal(created.code, 10000, created.message);
      return { kkOrderId: created.data[0]!, total: probe.data.grandTotal };
    }
  }
  throw new Error('no shippable SKU in the demo catalogue');
}

/** Types a test card on the simulator's hosted page and submits it. */
async function typeCard(page: Page, cardNumber: string, submit: RegExp) {
  await page.waitForURL(`${gateway.url}/**`);
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Jane Buyer');
  await page.getByRole('button', { name: submit }).click();
}

const balanceReads = (page: Page, text: string) => page.getByTestId('wallet-balance').filter({ hasText: text }).waitFor();
const transactionRow = (page: Page, type: string, amount: string) => page.getByTestId('transactions-table').locator('tr, li').filter({ hasText: type }).filter({ hasText: amount }).first().waitFor();

test('top up and pay from balance: top up on the hosted page with 4242…, see the new balance, pay an order from it, see the balance fall and both rows', async () => {
  const { page, token } = await signedIn('Wallet Buyer');
  const { kkOrderId, total } = await orderToPay(token);
  const topUpCents = (Math.ceil(total / 100) + 50) * 100;

  await page.goto(PAGE);
  await balanceReads(page, '$0.00');
  await page.getByTestId('transactions').getByText('No transactions yet').waitFor();
  await shoot(page, 'wallet-empty-1440');
  await page.getByTestId('top-up-open').click();
  await page.getByTestId('top-up-amount').fill('12.345');
  await page.getByTestId('top-up-continue').click();
  await page.getByText('Please enter an amount between 0 and 9999999, two decimals allowed.').waitFor();
  await page.getByTestId('top-up-amount').fill(String(topUpCents / 100));
  await shoot(page, 'wallet-top-up-dialog-1440');
  await page.getByTestId('top-up-continue').click();
  await typeCard(page, '4242 4242 4242 4242', /Pay/);

  await page.waitForURL(`${e2e.baseUrl}${PAGE}**`);
  await page.getByTestId('top-up-succeeded').waitFor({ timeout: 20_000 });
  await balanceReads(page, dollars(topUpCents));
  await transactionRow(page, 'Recharge', `+${dollars(topUpCents)}`);
  assert.equal(new URL(page.url()).search, '', 'the return query is cleared');
  await shoot(page, 'wallet-topped-up-1440');

  await page.goto(`/mall/paymentPage?${new URLSearchParams({ kkOrderId, warehouseName: 'United States', weightTotal: '300' })}`);
  await page.getByTestId('payment-page').waitFor();
  await page.getByTestId('method-0').waitFor();
  assert.ok(await page.getByTestId('method-0').isChecked(), 'the topped-up balance covers the order');
  await page.getByTestId('pay-now').click();
  await page.getByTestId('payment-success').waitFor();

  await page.goto(PAGE);
  await balanceReads(page, dollars(topUpCents - total));
  await transactionRow(page, 'Purchase', `-${dollars(total)}`);
  await transactionRow(page, 'Recharge', `+${dollars(topUpCents)}`);
  await page.getByTestId('transactions-type').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: 'Purchase' }).click();
  await page.getByTestId('transactions-table').locator('tr').filter({ hasText: 'Recharge' }).waitFor({ state: 'detached' });
  await transactionRow(page, 'Purchase', `-${dollars(total)}`);
  await page.getByTestId('transactions-export').click();
  await page.getByRole('menuitem', { name: 'Export as CSV' }).click();
  await page.getByText('Export task created. Download the file from the Export List when it is ready.').waitFor();
  await shoot(page, 'wallet-after-purchase-1440');

  // In euros the top-up still reads as the dollars booked, with today's figure beside it as approximate.
  await page.evaluate(() => localStorage.setItem('tw_preferences', JSON.stringify({ locale: 'en', currency: 'EUR', currencyRate: '0.92', currencySymbol: '€' })));
  await page.reload();
  await page.getByTestId('transactions-type').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: 'Recharge' }).click();
  await transactionRow(page, 'Recharge', `+${dollars(topUpCents)}`);
  // The top-up's own row: until the filter has answered, the purchase is listed above it.
  const approximate = page.getByTestId('transactions-table').locator('tr, li').filter({ hasText: 'Recharge' }).getByTestId('transaction-approximate').first();
  assert.equal((await approximate.innerText()).replace(/\s+/g, ' '), `≈ +${formatMoney(convertCents(topUpCents, '0.92'), 'EUR', 'en')}`);
});

test('a balance short of the total offers Top up on the payment page; after the card gateway the seller is back on the same payment and pays from the new balance', async () => {
  const { page, token } = await signedIn('Short Balance');
  const { kkOrderId, total } = await orderToPay(token);
  const topUpCents = (Math.ceil(total / 100) + 5) * 100;
  const paymentPage = `/mall/paymentPage?${new URLSearchParams({ kkOrderId, warehouseName: 'United States', weightTotal: '300' })}`;
  await page.goto(paymentPage);
  await page.getByTestId('payment-page').waitFor();
  await page.getByTestId('payment-top-up').click();
  await page.getByTestId('top-up-amount').fill(String(topUpCents / 100));
  await page.getByTestId('top-up-continue').click();
  await typeCard(page, '4242 4242 4242 4242', /Pay/);

  // The money is confirmed on payment management, then the browser returns to the same payment.
  // A client-side navigation: the URL is what counts, not a new document's load event.
  await page.waitForURL((url) => url.pathname === '/mall/paymentPage' && url.searchParams.get('kkOrderId') === kkOrderId, { timeout: 30_000, waitUntil: 'commit' });
  await page.getByTestId('payment-topped-up').waitFor();
  assert.equal(new URL(page.url()).searchParams.get('weightTotal'), '300', 'the whole payment query comes back');
  await page.getByTestId('method-0').click();
  assert.equal(await page.getByTestId('payment-top-up').count(), 0, 'no Top up once the balance covers the total');
  await page.getByTestId('pay-now').click();
  await page.getByTestId('payment-success').waitFor();
  assert.equal((await e2e.api<{ balance: number }>('GET', '/api/payment/balance', undefined, token)).balance, topUpCents - total);
});

test('add a card through the hosted form and see brand and last four; set default, order and disable payment methods, automatic payment', async () => {
  const { page } = await signedIn('Card Keeper');
  await page.goto(PAGE);
  await page.getByTestId('automatic-payment').click();
  await page.getByText('Automatic payment needs a payment method on file. Please add a card or enable a payment method first.').waitFor();
  assert.equal(await page.getByTestId('automatic-payment').getAttribute('aria-checked'), 'false');

  for (const [number, last4] of [['4242 4242 4242 4242', '4242'], ['5555 5555 5555 4444', '4444']] as const) {
    await page.getByTestId('add-card').click();
    const form = page.getByTestId('add-card-form');
    await form.getByLabel('Full name').fill('Jane Buyer');
    await form.getByLabel('Phone number').fill('+1 2025550123');
    await form.getByLabel('Street address').fill('1 Main St');
    await form.getByLabel('City').fill('Austin');
    await form.getByLabel('State / Province / Region').fill('TX');
    await form.getByLabel('Postal code').fill('73301');
    await page.getByTestId('add-card-continue').click();
    await page.getByText('Please check the terms of service at the bottom').waitFor();
    await page.getByTestId('billing-terms').check();
    if (last4 === '4242') await shoot(page, 'wallet-add-card-1440');
    await page.getByTestId('add-card-continue').click();
    await typeCard(page, number, /Save card/);
    await page.waitForURL(`${e2e.baseUrl}${PAGE}**`);
    await page.getByTestId('card-label').filter({ hasText: `•••• ${last4}` }).waitFor();
  }
  const cards = page.getByTestId('saved-card');
  await cards.filter({ hasText: 'Visa •••• 4242' }).filter({ hasText: 'Default' }).waitFor();
  await cards.filter({ hasText: 'Mastercard •••• 4444' }).getByText('Expires 12/34').waitFor();
  await cards.filter({ hasText: 'Mastercard •••• 4444' }).getByTestId('card-set-default').click();
  await cards.filter({ hasText: 'Mastercard •••• 4444' }).filter({ hasText: 'Default' }).waitFor();

  const labels = () => page.getByTestId('consent-label').allInnerTexts();
  await page.getByTestId('consent-add-balance').click();
  await page.getByTestId('consent-label').filter({ hasText: 'Balance' }).waitFor();
  assert.deepEqual(await labels(), ['Visa •••• 4242', 'Mastercard •••• 4444', 'Balance']);
  await page.getByTestId('consent').filter({ hasText: 'Balance' }).getByTestId('consent-up').click();
  await page.getByTestId('consent').nth(1).filter({ hasText: 'Balance' }).waitFor();
  await page.getByTestId('consent').filter({ hasText: 'Visa' }).dragTo(page.getByTestId('consent').filter({ hasText: 'Mastercard' }));
  await page.getByTestId('consent').nth(2).filter({ hasText: 'Visa' }).waitFor();
  await page.reload();
  await page.getByTestId('consent').nth(2).filter({ hasText: 'Visa' }).waitFor();
  assert.deepEqual(await labels(), ['Balance', 'Mastercard •••• 4444', 'Visa •••• 4242'], 'the order persists');
  await page.getByTestId('consent').filter({ hasText: 'Visa' }).getByTestId('consent-disable').click();
  await page.getByTestId('consent').filter({ hasText: 'Visa' }).getByText('Disabled').waitFor();

  await page.getByTestId('automatic-payment').click();
  await page.getByText('Automatic payment is on').waitFor();
  await page.getByTestId('automatic-payment').and(page.locator('[aria-checked="true"]')).waitFor();
  await shoot(page, 'wallet-cards-1440');

  await cards.filter({ hasText: 'Visa •••• 4242' }).getByTestId('card-delete').click();
  await page.locator('.ant-popconfirm:visible').getByRole('button', { name: 'Delete' }).click();
  await page.getByTestId('card-label').filter({ hasText: '4242' }).waitFor({ state: 'detached' });
  await page.getByTestId('consent-label').filter({ hasText: '4242' }).waitFor({ state: 'detached' });
});

test('the page works at 390 wide: balance, top up dialog, cards, methods and transactions without sideways scrolling', async () => {
  const { page } = await signedIn('Mobile Wallet', MOBILE);
  await page.goto(PAGE);
  await balanceReads(page, '$0.00');
  await page.getByTestId('top-up-open').click();
  await page.getByTestId('top-up-amount').fill('25.50');
  await shoot(page, 'wallet-top-up-dialog-390');
  await page.getByTestId('top-up-continue').click();
  await typeCard(page, '4242 4242 4242 4242', /Pay/);
  await page.waitForURL(`${e2e.baseUrl}${PAGE}**`);
  await balanceReads(page, '$25.50');
  await page.getByTestId('transaction-row').filter({ hasText: 'Recharge' }).filter({ hasText: '+$25.50' }).waitFor();
  // The page's own blocks stay within the screen (the shell's header is measured by its own tests).
  const right = await page.getByTestId('payment-manage').evaluate((root) => Math.max(...[...root.querySelectorAll('*')].map((e) => e.getBoundingClientRect().right)));
  assert.ok(right <= MOBILE.width, `no sideways scrolling at 390 (content reaches ${right}px)`);
  await shoot(page, 'wallet-390');
  await page.getByTestId('add-card').click();
  await page.getByTestId('add-card-form').waitFor();
  await shoot(page, 'wallet-add-card-390');

  // Arabic reads right to left, with the page's own words.
  await page.evaluate(() => localStorage.setItem('tw_preferences', JSON.stringify({ locale: 'ar', currency: 'USD', currencyRate: '1', currencySymbol: '$' })));
  await page.reload();
  await page.getByRole('heading', { name: 'الرصيد المتاح' }).waitFor();
  assert.equal(await page.evaluate(() => document.documentElement.dir), 'rtl');
  await page.getByTestId('transaction-row').filter({ hasText: 'شحن رصيد' }).waitFor();
  await shoot(page, 'wallet-390-ar');
});
