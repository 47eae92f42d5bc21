import type { Address, BillingPreview, CreateOrderRequest, WarehouseCode } from '@threadway/contracts';
import type { BagItem } from './bag-item';
import type { DeliveryOption } from './delivery';

/** POST /api/orders/orders (spec 7, create): the server reprices the lines and refuses a total that differs (409). */
export type CreateOrderBody = CreateOrderRequest;

export interface OrderDraft {
  address: Address;
  /** The checked lines with their quantities. */
  lines: readonly { item: BagItem; num: number }[];
  delivery: DeliveryOption;
  billing: BillingPreview;
  /** The promo code when the preview applied it. */
  promoCode: string | null;
}

/** The create-order body: one sub-order per warehouse of the checked lines, with its channel and freight. */
export function createOrderBody({ address, lines, delivery, billing, promoCode }: OrderDraft): CreateOrderBody {
  // Cart lines only ever carry our warehouse codes (cart schemas).
  const warehouses = [...new Set(lines.map((l) => l.item.warehouseCode as WarehouseCode))];
  const body: CreateOrderBody = {
    orderAddresses: {
      country: address.countryCode,
      city: address.city,
      phone: address.phoneNumber,
      recipient: address.fullName,
      street1: address.streetAddressLine1,
      street2: address.streetAddressLine2,
      province: address.province,
      zip: address.zipCode,
      vat: address.vatCode,
      ioss: address.ioss,
    },
    itemSubtotal: billing.skuTotalAmount,
    shippingSubtotal: billing.shippingSubtotal,
    grandTotal: billing.transactionTotalAmount,
    promotionSubtotal: billing.activityDiscountTotalAmount + billing.couponCodeTotalAmount + billing.couponTicketTotalAmount,
    paymentMethod: 0,
    cartIds: lines.map((l) => l.item.id),
    channelType: delivery.agingGrade,
    order: warehouses.map((warehouseCode) => {
      const own = lines.filter((l) => l.item.warehouseCode === warehouseCode);
      const first = own[0]!.item;
      const channel = delivery.channels[warehouseCode]!;
      return {
        freightAmount: channel.estimatedFreight,
        warehouseCode,
        countryCode: first.countryCode,
        channelGrouping: first.warehouseType,
        warehouseId: first.warehouseId,
        channelCode: channel.channelCode,
        orderItems: own.map(({ item, num }) => ({
          productName: item.skuName,
          kkProductId: item.kkProductId,
          sizeImagePath: item.imgUrl,
          promotionAmount: item.promotionAmount,
          afterDiscountAmount: item.afterDiscountAmount,
          purchasePrices: item.price ?? 0,
          discountId: item.discountId,
          productType: item.productType,
          skuCode: item.skuCode,
          option1: item.option1,
          option2: item.option2,
          productNum: num,
        })),
      };
    }),
  };
  if (promoCode && billing.couponCodeApplied) body.couponCode = promoCode;
  if (billing.selectCouponTicketId != null) body.selectCouponTicketId = billing.selectCouponTicketId;
  return body;
}
