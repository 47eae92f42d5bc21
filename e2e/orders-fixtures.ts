import type { ProductDetail } from '@threadway/contracts';
import type { E2E } from './harness.ts';
import { sessionToken, signIn, skipAdPopup } from './helpers.ts';
import { rawCall, US_ADDRESS } from './payment-fixtures.ts';

/** Setup of the order screens' browser tests (orders-*.e2e.ts): orders made through the real API. */

/** SKUs on sale with stock in a warehouse that ships to the US, one per product. */
export async function shippableSkus(e2e: E2E, count: number): Promise<{ skuCode: string; warehouseCode: string; name: string }[]> {
  const page = await e2e.api<{ list: { kkProductId: string }[] }>('POST', '/api/product/open/product/list', { pageSize: 60 });
  const found: { skuCode: string; warehouseCode: string; name: string }[] = [];
  for (const { kkProductId } of page.list) {
    const product = await e2e.api<ProductDetail>('GET', `/api/product/open/details?id=${kkProductId}`);
    if (product.minOrderQuantity) continue;
    const sku = product.skus.find((s) => s.status === 1 && ['CN_S', 'CN_N'].some((code) => (s.stock[code] ?? 0) > 5));
    if (!sku) continue;
    found.push({ skuCode: sku.skuCode, warehouseCode: ['CN_S', 'CN_N'].find((code) => (sku.stock[code] ?? 0) > 5)!, name: product.name });
    if (found.length === count) return found;
  }
  throw new Error('not enough shippable SKUs in the demo catalogue');
}

/** One order waiting for payment for `sku`, at the server's own total (a wrong grandTotal is answered with it). */
export const placeOrder = (e2e: E2E, token: string, sku: { skuCode: string; warehouseCode: string }) => placeOrderOf(e2e, token, sku.warehouseCode, [{ skuCode: sku.skuCode, productNum: 1 }]);

/** One order waiting for payment for these lines of one warehouse, shipped to the US at the server's own total. */
export async function placeOrderOf(e2e: E2E, token: string, warehouseCode: string, lines: { skuCode: string; productNum: number }[]): Promise<{ kkOrderId: string; total: number }> {
  const products = lines.map((l) => ({ skuCode: l.skuCode, quantity: l.productNum }));
  const channels = await e2e.api<{ code: number; data: { channelCode: string }[] }[]>('POST', '/api/orders/orders/channel', { warehouses: [{ termini: 'US', warehouseCode, products }] }, token);
  const channelCode = channels[0]?.data[0]?.channelCode;
  if (!channelCode) throw new Error('no channel to the US');
  const body = (grandTotal: number) => ({ orderAddresses: US_ADDRESS, grandTotal, order: [{ warehouseCode, channelCode, orderItems: lines }] });
  const probe = await rawCall<{ grandTotal: number }>(e2e.baseUrl, 'POST', '/api/orders/orders', body(0), token);
  const created = await rawCall<string[]>(e2e.baseUrl, 'POST', '/api/orders/orders', body(probe.data.grandTotal), token);
  if (created.code !== 10000) throw new Error(created.message);
  return { kkOrderId: created.data[0]!, total: probe.data.grandTotal };
}

/**
 * Two lines of one China warehouse, each between 1.1 and 2 kg, so the order (over 2 kg) splits
 * into two packs of one line each.
 */
export async function heavyLines(e2e: E2E): Promise<{ warehouseCode: string; lines: { skuCode: string; productNum: number }[] }> {
  const page = await e2e.api<{ list: { kkProductId: string }[] }>('POST', '/api/product/open/product/list', { pageSize: 60 });
  for (const warehouseCode of ['CN_S', 'CN_N']) {
    const lines: { skuCode: string; productNum: number }[] = [];
    for (const { kkProductId } of page.list) {
      const product = await e2e.api<ProductDetail>('GET', `/api/product/open/details?id=${kkProductId}`);
      if (product.minOrderQuantity) continue;
      const sku = product.skus.find((s) => s.status === 1 && (s.stock[warehouseCode] ?? 0) >= Math.ceil(1100 / s.weightGrams));
      if (sku) lines.push({ skuCode: sku.skuCode, productNum: Math.ceil(1100 / sku.weightGrams) });
      if (lines.length === 2) return { warehouseCode, lines };
    }
  }
  throw new Error('no two heavy lines in one warehouse of the demo catalogue');
}

/** A new seller signed in through the page. */
export async function signedInSeller(e2e: E2E, viewport?: { width: number; height: number }) {
  const seller = await e2e.newSeller('Order Owner');
  const { context, page } = await e2e.newPage(viewport);
  await skipAdPopup(page);
  await signIn(page, seller.email, seller.password);
  await page.waitForURL('**/mall');
  return { seller, context, page, token: await sessionToken(page) };
}
