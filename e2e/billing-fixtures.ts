import type { ProductDetail } from '@threadway/contracts';
import { startPayLaterSimulator, type PayLaterSimulator } from '../tools/simulators/pay-later/server.ts';
import type { E2E } from './harness.ts';
import { ADMIN } from './helpers.ts';
import { rawCall, US_ADDRESS } from './payment-fixtures.ts';

/** Setup of the credit-bill browser tests (billing-*.e2e.ts): pay-later through its simulator, orders and parcels through the real API. */

const SECRET = 'whsec_billing_e2e';
const TOKEN = 'pl_test_billing_e2e';

/** Starts the pay-later simulator and points the server (started later by useE2E, at fixServerAddress's PUBLIC_URL) at it. */
export async function payLaterForE2E(): Promise<PayLaterSimulator> {
  const simulator = await startPayLaterSimulator({ port: 0, webhookSecret: SECRET, apiToken: TOKEN });
  Object.assign(process.env, { PAY_LATER_URL: simulator.url, PAY_LATER_API_TOKEN: TOKEN, PAY_LATER_WEBHOOK_SECRET: SECRET });
  return simulator;
}

/** What a browser does on a hosted page of the simulator: post its form. */
export const submitForm = (url: string, form: Record<string, string>) =>
  fetch(url, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form) });

/** An application decided by the simulator's review switch (setup: the application screens have their own test). */
export async function approvedCredit(e2e: E2E, token: string, email: string): Promise<void> {
  const widget = await e2e.api<{ redirectUrl: string }>('POST', '/api/payment/paylater/buyer', { companyName: 'Billing Boutique LLC', email, phone: '+1 2025550177', country: 'US', requestedLimit: 1_000_000 }, token);
  await submitForm(widget.redirectUrl, { terms: 'accepted', review: 'accepted', decision: 'submit' });
}

const MAX_PARCEL_GRAMS = 28_000;

/**
 * One order waiting for payment worth at least `minCents` in goods, from a single warehouse that
 * ships to the US and under the weight limit: the SKUs with the most dollars per gram first.
 */
export async function orderWorth(e2e: E2E, token: string, minCents: number): Promise<{ kkOrderId: string; total: number }> {
  const list = await e2e.api<{ list: { kkProductId: string }[] }>('POST', '/api/product/open/product/list', { pageSize: 60 }, token);
  const products = await Promise.all(list.list.map((p) => e2e.api<ProductDetail>('GET', `/api/product/open/details?id=${p.kkProductId}`, undefined, token)));
  const skus = products.filter((p) => !p.minOrderQuantity).flatMap((p) => p.skus.filter((s) => s.status === 1 && s.price !== null && s.weightGrams > 0));
  for (const warehouseCode of ['CN_S', 'CN_N', 'US']) {
    const lines: { skuCode: string; productNum: number }[] = [];
    let cents = 0;
    let grams = 0;
    for (const sku of skus.filter((s) => (s.stock[warehouseCode] ?? 0) > 3).sort((a, b) => b.price! / b.weightGrams - a.price! / a.weightGrams)) {
      if (cents >= minCents) break;
      const productNum = Math.min(Math.ceil((minCents - cents) / sku.price!), sku.stock[warehouseCode]! - 2, Math.floor((MAX_PARCEL_GRAMS - grams) / sku.weightGrams));
      if (productNum <= 0) continue;
      lines.push({ skuCode: sku.skuCode, productNum });
      cents += productNum * sku.price!;
      grams += productNum * sku.weightGrams;
    }
    if (cents < minCents) continue;
    const channels = await e2e.api<{ data: { channelCode: string }[] }[]>('POST', '/api/orders/orders/channel', { warehouses: [{ termini: 'US', warehouseCode, products: lines.map((l) => ({ skuCode: l.skuCode, quantity: l.productNum })) }] }, token);
    const channelCode = channels[0]?.data?.[0]?.channelCode;
    if (!channelCode) continue;
    const body = (grandTotal: number) => ({ orderAddresses: US_ADDRESS, grandTotal, order: [{ warehouseCode, channelCode, orderItems: lines }] });
    const probe = await rawCall<{ grandTotal: number }>(e2e.baseUrl, 'POST', '/api/orders/orders', body(0), token);
    const created = await rawCall<string[]>(e2e.baseUrl, 'POST', '/api/orders/orders', body(probe.data.grandTotal), token);
    if (created.code !== 10000) throw new Error(created.message);
    return { kkOrderId: created.data[0]!, total: probe.data.grandTotal };
  }
  throw new Error(`no single warehouse holds ${minCents} cents of shippable goods`);
}

/** Pays an order with pay-later credit through the provider's checkout (setup). */
export async function payOnCredit(e2e: E2E, token: string, order: { kkOrderId: string; total: number }): Promise<void> {
  const transactionId = await e2e.api<number>('POST', '/api/payment/transaction', { amount: order.total, paymentMethod: 8, currencyCode: 'USD', paymentType: 0, kkOrderIds: [order.kkOrderId] }, token);
  const widget = await e2e.api<{ redirectUrl: string }>('POST', `/api/payment/paylater/checkout/${transactionId}`, undefined, token);
  await submitForm(widget.redirectUrl, { decision: 'approve' });
}

export const operatorToken = async (e2e: E2E) => (await e2e.api<{ token: string }>('POST', '/api/admin/open/login', { email: ADMIN.email, password: ADMIN.password })).token;

/** The operator ships the whole order in one parcel through the back office's API; answers the parcel code. */
export async function shipWholeOrder(e2e: E2E, kkOrderId: string): Promise<string> {
  const token = await operatorToken(e2e);
  const queue = await e2e.api<{ list: { kkOrderId: string; lines: { kkItemId: number; remaining: number }[] }[] }>('GET', `/api/admin/fulfilment/orders?search=${encodeURIComponent(kkOrderId)}`, undefined, token);
  const order = queue.list.find((o) => o.kkOrderId === kkOrderId);
  if (!order) throw new Error(`${kkOrderId} is not waiting to ship`);
  const shipped = await e2e.api<{ parcel: { parcelCode: string } }>(
    'POST',
    '/api/admin/fulfilment/parcels',
    { kkOrderId, lines: order.lines.map((line) => ({ kkItemId: line.kkItemId, quantity: line.remaining })), firstCarrier: 'YunExpress', trackingNumber: `YT${Date.now()}` },
    token,
  );
  return shipped.parcel.parcelCode;
}
