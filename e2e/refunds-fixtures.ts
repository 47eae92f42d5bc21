import assert from 'node:assert/strict';
import type { ProductDetail } from '@threadway/contracts';
import type { E2E } from './harness.ts';
import { rawCall, US_ADDRESS } from './payment-fixtures.ts';

/**
 * Setup of the refund browser tests through the real API: an order of the demo catalogue
 * shipping to the US, and its payment from the balance after a card top-up on the gateway's
 * hosted page (what the seller would have done earlier; not what the test is about).
 */

/** An order of `pieces` pieces of one in-stock SKU, awaiting payment, at the server's own total. */
export async function orderToPay(e2e: E2E, token: string, pieces: number): Promise<{ kkOrderId: string; total: number }> {
  const list = await e2e.api<{ list: { kkProductId: string }[] }>('POST', '/api/product/open/product/list', { pageSize: 40 });
  for (const { kkProductId } of list.list) {
    const product = await e2e.api<ProductDetail>('GET', `/api/product/open/details?id=${kkProductId}`);
    if (product.minOrderQuantity) continue;
    for (const sku of product.skus) {
      const warehouseCode = ['US', 'CN_S', 'CN_N'].find((code) => sku.status === 1 && (sku.stock[code] ?? 0) > pieces + 1);
      if (!warehouseCode) continue;
      const channels = await e2e.api<{ data: { channelCode: string }[] }[]>('POST', '/api/orders/orders/channel', { warehouses: [{ termini: 'US', warehouseCode, products: [{ skuCode: sku.skuCode, quantity: pieces }] }] }, token);
      const channelCode = channels[0]?.data[0]?.channelCode;
      if (!channelCode) continue;
      const body = (grandTotal: number) => ({ orderAddresses: US_ADDRESS, grandTotal, order: [{ warehouseCode, channelCode, orderItems: [{ skuCode: sku.skuCode, productNum: pieces }] }] });
      const probe = await rawCall<{ grandTotal: number }>(e2e.baseUrl, 'POST', '/api/orders/orders', body(0), token);
      const created = await rawCall<string[]>(e2e.baseUrl, 'POST', '/api/orders/orders', body(probe.data.grandTotal), token);
      assert.equal(created.code, 10000, created.message);
      return { kkOrderId: created.data[0]!, total: probe.data.grandTotal };
    }
  }
  throw new Error('no SKU of the demo catalogue ships to the US');
}

/** Tops the balance up by `cents` with the 4242 test card on the gateway's hosted page (its webhook credits the balance). */
export async function topUpByCard(e2e: E2E, token: string, cents: number): Promise<void> {
  const started = await e2e.api<{ redirectUrl: string }>('POST', '/api/payment/recharge', { amount: cents }, token);
  const paid = await fetch(started.redirectUrl, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ cardNumber: '4242424242424242', expiry: '12/34', cvc: '123', name: 'Refund Seller' }),
  });
  assert.equal(paid.status, 303);
}

/** An order paid from the balance through the real payment calls; answers its number and total. */
export async function balancePaidOrder(e2e: E2E, token: string, pieces: number): Promise<{ kkOrderId: string; total: number }> {
  const order = await orderToPay(e2e, token, pieces);
  await topUpByCard(e2e, token, order.total);
  const transactionId = await e2e.api<number>('POST', '/api/payment/transaction', { amount: order.total, paymentMethod: 0, currencyCode: 'USD', paymentType: 0, kkOrderIds: [order.kkOrderId] }, token);
  await e2e.api('POST', `/api/payment/balance/${transactionId}`, undefined, token);
  return order;
}
