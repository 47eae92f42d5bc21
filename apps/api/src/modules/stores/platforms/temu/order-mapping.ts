import type { StoreOrder, StoreOrderAddress } from '../platform.ts';
import type { TemuOrderAmount, TemuParentOrder, TemuShippingInfo } from './order-schemas.ts';

/**
 * A Temu parent order (PO-…) as the store-orders domain reads every store's orders: its sub-orders are the
 * lines (one SKU each, with a quantity), the address comes from the shipping info and the money from the
 * amount query (minor units).
 */

/** parentOrderStatus: 1 PENDING, 2 UN_SHIPPING, 3 CANCELED, 4 SHIPPED, 5 RECEIPTED, 41 partly shipped, 51 partly received. */
export const PAID_STATUSES = new Set([2, 4, 5, 41, 51]);
export const CANCELED = 3;
export const UN_SHIPPING = 2;

const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

/** Temu names the country in regionName1 ('United States'); ISO 3166-1 alpha-2 from its English name (or the code itself). */
const COUNTRY_CODES = (() => {
  const names = new Intl.DisplayNames('en', { type: 'region' });
  const codes = new Map<string, string>();
  for (let a = 65; a <= 90; a++)
    for (let b = 65; b <= 90; b++) {
      const code = String.fromCharCode(a, b);
      const name = names.of(code);
      // The first code of a name wins: GB before the reserved UK, which ICU also calls United Kingdom.
      if (name && name !== code && !codes.has(name.toLowerCase())) codes.set(name.toLowerCase(), code);
    }
  return codes;
})();
export const countryCodeOf = (name: string) => (/^[A-Za-z]{2}$/.test(name.trim()) ? name.trim().toUpperCase() : (COUNTRY_CODES.get(name.trim().toLowerCase()) ?? ''));

function addressOf(info: TemuShippingInfo): StoreOrderAddress {
  return {
    name: info.receiptName,
    phone: info.mobile,
    email: info.mail || undefined,
    street1: info.addressLine1,
    street2: [info.addressLine2, info.addressLine3].filter(Boolean).join(', ') || undefined,
    city: info.regionName3 || info.regionName4,
    province: info.regionName2 || undefined,
    country: countryCodeOf(info.regionName1),
    zip: info.postCode,
  };
}

/** Sub-orders the buyer still receives (a cancelled parent keeps them all). */
export const liveSubOrders = (order: TemuParentOrder) => (order.parentOrderMap.parentOrderStatus === CANCELED ? order.orderList : order.orderList.filter((sub) => sub.orderStatus !== CANCELED));

export function storeOrderOf(order: TemuParentOrder, shipping: TemuShippingInfo | null, amount: TemuOrderAmount, fallbackCurrency: string): StoreOrder {
  const parent = order.parentOrderMap;
  const totals = amount.parentOrderMap;
  const currency = totals.customerPaid?.currency ?? amount.orderList.find((o) => o.unitRetailPrice)?.unitRetailPrice?.currency ?? fallbackCurrency;
  const unitPrice = new Map(amount.orderList.map((o) => [o.orderSn, o.unitRetailPrice?.amount ?? 0]));
  const address = shipping && addressOf(shipping);
  return {
    platformOrderId: parent.parentOrderSn,
    name: parent.parentOrderSn,
    paid: PAID_STATUSES.has(parent.parentOrderStatus),
    cancelled: parent.parentOrderStatus === CANCELED,
    cancelRequested: parent.parentOrderLabel.some((label) => label.name === 'pending_buyer_cancellation' && label.value === 1),
    currency,
    totalCents: totals.customerPaid?.amount ?? 0,
    shippingCents: totals.shippingAmountTotal?.amount ?? 0,
    customerName: address?.name ?? '',
    address,
    lines: liveSubOrders(order).map((sub) => ({ platformLineId: sub.orderSn, platformProductId: sub.goodsId, platformVariantId: sub.skuId, title: sub.goodsName, quantity: sub.quantity, unitPriceCents: unitPrice.get(sub.orderSn) ?? 0 })),
    createdAt: iso(parent.parentOrderTime),
    updatedAt: iso(parent.updateTime ?? parent.parentOrderTime),
  };
}
