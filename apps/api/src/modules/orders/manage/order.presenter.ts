import { availableActions, packLines, sourceOf, type OrderLine, type OrderSummary } from '@threadway/contracts';
import type { OrderListItem, OrderListRow } from './order-list.repository.ts';
import { factsOf } from './order-transition.ts';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export const presentLine = (item: OrderListItem): OrderLine => ({
  kkItemId: item.id,
  kkProductId: item.kkProductId,
  skuCode: item.skuCode,
  productName: item.productName,
  imageUrl: item.imageUrl,
  option1: item.option1,
  option2: item.option2,
  quantity: item.quantity,
  purchasePrice: item.purchasePriceCents,
  afterDiscountAmount: item.afterDiscountCents,
  subtotal: item.afterDiscountCents * item.quantity,
});

/** An order as the list shows it, with the actions the state machine allows now. */
export function presentOrder(row: OrderListRow): OrderSummary {
  const a = row.address;
  return {
    kkOrderId: row.kkOrderId,
    status: row.status,
    platformCode: sourceOf(row.platformCode),
    storeName: row.storeName,
    storeOrderId: row.storeOrderId,
    warehouseCode: row.warehouseCode,
    channelName: row.channelName,
    createdAt: row.createdAt.toISOString(),
    paymentTime: iso(row.paidAt),
    paymentMethod: row.paymentMethod,
    itemSubtotal: row.itemSubtotalCents,
    discountAmount: row.activityDiscountCents,
    promoCodeAmount: row.promoCodeCents,
    couponAmount: row.couponCents,
    couponCode: row.couponCode,
    shippingSubtotal: row.shippingCents,
    totalAmount: row.totalCents,
    refundedAmount: row.refundedCents,
    remark: row.remark,
    address: { recipient: a.recipient, phone: a.phone, street1: a.street1, street2: a.street2 ?? null, city: a.city, province: a.province ?? null, country: a.country, zip: a.zip, vat: a.vat ?? null, ioss: a.ioss ?? null },
    deliveryCancelled: row.deliveryCancelledAt !== null,
    cancelRequest: row.cancelRequest ?? null,
    items: row.items.map(presentLine),
    actions: availableActions({ ...factsOf(row), deliveryCancelled: row.deliveryCancelledAt !== null, splittable: packLines(row.items.map((i) => i.weightGrams * i.quantity)).length > 1 }),
  };
}
