import type { ProductDetail } from '@threadway/contracts';
import type { E2E } from './harness.ts';
import { rawCall, US_ADDRESS } from './payment-fixtures.ts';

/** Setup of the fulfilment browser tests (fulfilment-*.e2e.ts) through the real API. */

/** Two SKUs of different products on sale with stock in one Chinese warehouse (one order, two lines). */
async function twoLinesInOneWarehouse(e2e: E2E): Promise<{ warehouseCode: string; skuCodes: [string, string] }> {
  const list = await e2e.api<{ list: { kkProductId: string }[] }>('POST', '/api/product/open/product/list', { pageSize: 60 });
  const byWarehouse = new Map<string, string[]>();
  for (const { kkProductId } of list.list) {
    const product = await e2e.api<ProductDetail>('GET', `/api/product/open/details?id=${kkProductId}`);
    if (product.minOrderQuantity) continue;
    for (const warehouseCode of ['CN_S', 'CN_N']) {
      const sku = product.skus.find((s) => s.status === 1 && (s.stock[warehouseCode] ?? 0) > 5);
      if (!sku) continue;
      const found = [...(byWarehouse.get(warehouseCode) ?? []), sku.skuCode];
      if (found.length === 2) return { warehouseCode, skuCodes: [found[0]!, found[1]!] };
      byWarehouse.set(warehouseCode, found);
    }
  }
  throw new Error('no two SKUs of one warehouse in the demo catalogue');
}

/**
 * An order of two lines (2 pieces and 1 piece) to the US, paid from the seller's balance through
 * the real payment calls (the demo seller starts with $5,000).
 */
export async function paidTwoLineOrder(e2e: E2E, token: string): Promise<{ kkOrderId: string; skuCodes: [string, string] }> {
  const { warehouseCode, skuCodes } = await twoLinesInOneWarehouse(e2e);
  const products = [
    { skuCode: skuCodes[0], quantity: 2 },
    { skuCode: skuCodes[1], quantity: 1 },
  ];
  const channels = await e2e.api<{ data: { channelCode: string }[] }[]>('POST', '/api/orders/orders/channel', { warehouses: [{ termini: 'US', warehouseCode, products }] }, token);
  const channelCode = channels[0]?.data[0]?.channelCode;
  if (!channelCode) throw new Error('no channel to the US');
  const body = (grandTotal: number) => ({ orderAddresses: US_ADDRESS, grandTotal, order: [{ warehouseCode, channelCode, orderItems: products.map((p) => ({ skuCode: p.skuCode, productNum: p.quantity })) }] });
  const probe = await rawCall<{ grandTotal: number }>(e2e.baseUrl, 'POST', '/api/orders/orders', body(0), token);
  const created = await rawCall<string[]>(e2e.baseUrl, 'POST', '/api/orders/orders', body(probe.data.grandTotal), token);
  if (created.code !== 10000) throw new Error(created.message);
  const kkOrderId = created.data[0]!;
  const transactionId = await e2e.api<number>('POST', '/api/payment/transaction', { amount: probe.data.grandTotal, paymentMethod: 0, currencyCode: 'USD', paymentType: 0, kkOrderIds: [kkOrderId] }, token);
  await e2e.api('POST', `/api/payment/balance/${transactionId}`, undefined, token);
  return { kkOrderId, skuCodes };
}
