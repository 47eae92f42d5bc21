import type { BillingPreview, OrderSummary } from '@threadway/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * What an unpaid order would cost with the chosen coupon ticket (or none), and the seller's tickets
 * with whether each can be used on it: the bag's billing preview (spec 7) for the order's lines,
 * promo code and freight. The ticket the order holds now is in use, so it is not among them.
 */
export const useOrderCouponPreview = (order: OrderSummary, selectCouponTicketId: number | null, enabled: boolean) =>
  useQuery({
    queryKey: ['orders', 'couponPreview', order.kkOrderId, order.totalAmount, selectCouponTicketId],
    queryFn: () =>
      api<BillingPreview>('POST', '/api/product/orderBillingPreviewInfo', {
        body: {
          products: order.items.map((line) => ({ kkProductId: line.kkProductId, skuCode: line.skuCode, skuQuantity: line.quantity })),
          couponCode: order.couponCode,
          selectCouponTicketId,
          shippingSubtotal: order.shippingSubtotal,
          ifApplication: false,
        },
      }),
    enabled,
    placeholderData: keepPreviousData,
    retry: false,
  });
