import type { ProductDetail } from '@threadway/contracts';
import type { Page } from 'playwright-core';
import type { E2E } from './harness.ts';
import { ADMIN, sessionToken, signIn, skipAdPopup } from './helpers.ts';

/** Setup shared by the bag's browser tests (checkout*.e2e.ts, coupons*.e2e.ts). */

export interface StockedSku {
  kkProductId: string;
  name: string;
  skuCode: string;
  warehouseCode: string;
}

/** SKUs sold singly, on sale and in stock, one per product and warehouse, from the demo catalogue. */
export async function stockedSkus(e2e: E2E): Promise<StockedSku[]> {
  const page = await e2e.api<{ list: { kkProductId: string }[] }>('POST', '/api/product/open/product/list', { pageSize: 60 });
  const products = await Promise.all(page.list.map((p) => e2e.api<ProductDetail>('GET', `/api/product/open/details?id=${p.kkProductId}`)));
  return products
    .filter((p) => !p.minOrderQuantity)
    .flatMap((product) => {
      const seen = new Set<string>();
      return product.skus.flatMap((sku) =>
        sku.status !== 1
          ? []
          : Object.entries(sku.stock).flatMap(([warehouseCode, stock]) => {
              if (stock < 5 || seen.has(warehouseCode)) return [];
              seen.add(warehouseCode);
              return [{ kkProductId: product.kkProductId, name: product.name, skuCode: sku.skuCode, warehouseCode }];
            }),
      );
    });
}

export const US_ADDRESS = { fullName: 'Ada Lovelace', phoneNumber: '+1 202-555-0147', streetAddressLine1: '1 Market St', city: 'San Francisco', province: 'CA', countryCode: 'US', zipCode: '94105' };
export const GB_ADDRESS = { fullName: 'Grace Hopper', phoneNumber: '+44 20 7946 0958', streetAddressLine1: '10 Downing St', city: 'London', countryCode: 'GB', zipCode: 'SW1A 2AA' };

/** A new seller signed in through the page, with `lines` in the server cart and, when given, an address. */
export async function sellerWithBag(e2e: E2E, lines: StockedSku[], options: { address?: object; viewport?: { width: number; height: number } } = {}) {
  const seller = await e2e.newSeller('Bag Buyer');
  const { context, page } = await e2e.newPage(options.viewport);
  await skipAdPopup(page);
  await signIn(page, seller.email, seller.password);
  await page.waitForURL('**/mall');
  const token = await sessionToken(page);
  for (const line of lines) await e2e.api('POST', '/api/product/cart/add', { kkProductId: line.kkProductId, skuCode: line.skuCode, warehouseCode: line.warehouseCode, num: 2 }, token);
  if (options.address) await e2e.api('POST', '/api/store/address', options.address, token);
  return { seller, context, page, token };
}

export const bagPath = (lines: StockedSku[]) =>
  `/confirm-order?kkProductId=${[...new Set(lines.map((l) => l.kkProductId))].join(',')}&skuCode=${lines.map((l) => l.skuCode).join(',')}`;

/** The bag's product card of a line. */
export const bagProduct = (page: Page, line: StockedSku) => page.getByTestId('bag-product').filter({ has: page.getByTestId(`qty-${line.skuCode}`) });

const DAY_MS = 86_400_000;

/** An operator creates a $5-off coupon for all items (stacking with promo codes) and issues it to `email`. */
export async function issueFiveDollarCoupon(e2e: E2E, email: string): Promise<void> {
  const { token } = await e2e.api<{ token: string }>('POST', '/api/admin/open/login', ADMIN);
  const template = await e2e.api<{ id: number }>(
    'POST',
    '/api/admin/promotions/coupons',
    {
      name: 'Five off',
      fixedType: 1,
      reduction: 500,
      useType: 1,
      threshold: 0,
      applicableType: 1,
      stacksWithPromoCode: true,
      usableStartTime: new Date(Date.now() - DAY_MS).toISOString(),
      usableEndTime: new Date(Date.now() + 30 * DAY_MS).toISOString(),
    },
    token,
  );
  await e2e.api('POST', `/api/admin/promotions/coupons/${template.id}/issue`, { emails: [email] }, token);
}

/** An operator creates a promo code: 10% off from one piece. */
export async function createTenPercentCode(e2e: E2E, code: string, satisfyNum = 1): Promise<void> {
  const { token } = await e2e.api<{ token: string }>('POST', '/api/admin/open/login', ADMIN);
  await e2e.api(
    'POST',
    '/api/admin/promotions/promo-codes',
    { code, discountRule: 1, discountCondition: 1, satisfyNum, discountPercent: 10, startTime: new Date(Date.now() - DAY_MS).toISOString(), endTime: new Date(Date.now() + 30 * DAY_MS).toISOString() },
    token,
  );
}
