import type { BadInputTable } from './case.ts';

const item = { kkProductId: 'KK1', skuCode: 'SKU-1', skuQuantity: 1 };

export const checkoutBadInput: BadInputTable = {
  cases: {
    'POST /api/product/orderBillingPreviewInfo': [
      { note: 'empty body', body: {} },
      { note: 'no products', body: { products: [] } },
      { note: 'quantity 0', body: { products: [{ ...item, skuQuantity: 0 }] } },
      { note: 'freight in dollars', body: { products: [item], shippingSubtotal: 7.5 } },
      { note: 'ifApplication a string', body: { products: [item], ifApplication: 'no' } },
      { note: 'unknown SKU', body: { products: [item] }, status: 404, message: 'This product is not available.' },
      { note: 'ticket of nobody', body: { products: [item], selectCouponTicketId: 1 }, status: 404 },
      { note: 'no token', body: { products: [item] }, auth: 'none', status: 401 },
    ],
  },
};
