import { z } from 'zod';
import { orderSourceFilter } from './order-source.ts';
import { autoCheckoutFailure } from './auto-checkout.ts';
import { namedParcelItem, parcelSummary } from './parcels.ts';
import { kkOrderIdRule, orderAddress } from './schemas.ts';
import type { OrderAction } from './state-machine.ts';
import { CANCEL_REASONS, ORDER_STATUSES, type OrderStatus } from './statuses.ts';
import { orderTrackingUpload } from './tracking-uploads.ts';
import { regionalWallet } from '../payments/schemas.ts';

/**
 * The seller's order management calls (spec 2.5, 7 Orders): the order list with its tabs and
 * filters, the order detail, and the order actions. Money is integer US cents; dates ISO 8601.
 * Paths and shapes the spec does not show are described in docs/decisions/0010.
 */

const invalid = 'validation.invalidValue';

/** Tabs of the order list (spec 2.5; Completed and Cancel only on mobile) and the statuses each holds. */
export const ORDER_LIST_TABS = {
  all: null,
  waitingPayment: ['waitingPayment', 'paymentFailed', 'autoCheckoutFailed'],
  waitingShip: ['waitingShip'],
  inTransit: ['partialShipped', 'shipped'],
  refunding: ['refunding'],
  refundReturn: ['partialRefund', 'refunded', 'refundFailed'],
  abnormal: ['abnormal'],
  completed: ['complete'],
  cancelled: ['cancelled'],
} as const satisfies Record<string, readonly OrderStatus[] | null>;
export type OrderListTab = keyof typeof ORDER_LIST_TABS;
export const ORDER_LIST_TAB_CODES = Object.keys(ORDER_LIST_TABS) as OrderListTab[];
/** Tabs the desktop list shows; mobile shows every tab. */
export const DESKTOP_ORDER_TABS: readonly OrderListTab[] = ['all', 'waitingPayment', 'waitingShip', 'inTransit', 'refunding', 'refundReturn', 'abnormal'];

const statusCodes = ORDER_STATUSES.map((s) => s.code) as unknown as readonly [OrderStatus, ...OrderStatus[]];
const tabCodes = ORDER_LIST_TAB_CODES as unknown as readonly [OrderListTab, ...OrderListTab[]];

/** The statuses a tab and a status filter leave together; null means every status. */
export function statusesOf(tab: OrderListTab, status?: OrderStatus | null): readonly OrderStatus[] | null {
  const ofTab = ORDER_LIST_TABS[tab] as readonly OrderStatus[] | null;
  if (!status) return ofTab;
  return ofTab === null || ofTab.includes(status) ? [status] : [];
}

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const day = z.preprocess(blankToUndefined, z.iso.date({ error: invalid }).optional());

/** Fields of the order list's filters; the export call extends them (then apply `withDateRange`). */
export const orderListFilterFields = z.object({
  tab: z.enum(tabCodes, { error: invalid }).default('all'),
  status: z.preprocess(blankToUndefined, z.enum(statusCodes, { error: invalid }).optional()),
  /** Where the order came from: 'KA' for the mall, a store platform's spec code otherwise (order-source.ts). */
  platform: orderSourceFilter,
  /** Order id, SKU or product name; case does not matter. */
  search: z.preprocess(blankToUndefined, z.string({ error: invalid }).trim().max(100, 'validation.tooLong').optional()),
  /** Inclusive calendar days (UTC) of the order's creation. */
  dateFrom: day,
  dateTo: day,
});

/** The end day may not come before the start day. */
export const withDateRange = <T extends z.ZodType<{ dateFrom?: string | undefined; dateTo?: string | undefined }>>(schema: T) =>
  schema.refine((f) => !f.dateFrom || !f.dateTo || f.dateFrom <= f.dateTo, { path: ['dateTo'], message: 'orders.dateRangeInvalid' });

/** Filters of the order list (and of the order export, which takes the same ones). */
export const orderListFilters = withDateRange(orderListFilterFields);
export type OrderListFilters = z.output<typeof orderListFilters>;
export type OrderListFiltersInput = z.input<typeof orderListFilters>;

export const MAX_ORDER_PAGE_SIZE = 100;
const paging = {
  pageNumber: z.number({ error: invalid }).int(invalid).min(1, invalid).max(10_000, invalid).default(1),
  pageSize: z.number({ error: invalid }).int(invalid).min(1, invalid).max(MAX_ORDER_PAGE_SIZE, invalid).default(20),
};

/** POST /api/orders/orderList. */
export const orderListRequest = withDateRange(orderListFilterFields.extend(paging));
export type OrderListRequest = z.input<typeof orderListRequest>;

const orderActionCodes = ['payNow', 'applyCoupon', 'splitPack', 'viewDetails', 'cancelOrder', 'cancelDelivery', 'delete', 'requestRefund', 'confirmReceipt', 'getLogistics', 'fulfillOrder', 'editNote'] as const satisfies readonly OrderAction[];

export const orderLine = z.object({
  kkItemId: z.number().int(),
  kkProductId: z.string(),
  skuCode: z.string(),
  productName: z.string(),
  imageUrl: z.string().nullable(),
  /** JSON strings {name, value}: colour and size. */
  option1: z.string(),
  option2: z.string(),
  quantity: z.number().int(),
  /** Unit price before and after the running discount. */
  purchasePrice: z.number().int(),
  afterDiscountAmount: z.number().int(),
  /** afterDiscountAmount × quantity. */
  subtotal: z.number().int(),
});
export type OrderLine = z.infer<typeof orderLine>;

/**
 * The store customer's request to cancel shipping (spec 4) and the seller's answer, on every order
 * made from that store order. Answered once: agree (delivery cancelled, then Request Refund) or reject.
 */
export const CANCEL_REQUEST_ANSWERS = ['agree', 'reject'] as const;
export type CancelRequestAnswer = (typeof CANCEL_REQUEST_ANSWERS)[number];
export const cancelRequestSummary = z.object({
  requestedAt: z.string(),
  answer: z.enum(CANCEL_REQUEST_ANSWERS).nullable(),
  answeredAt: z.string().nullable(),
});
export type CancelRequestSummary = z.infer<typeof cancelRequestSummary>;

/** PUT /api/orders/{kkOrderId}/cancelRequest/{answer} (docs/decisions/0030). */
export const cancelRequestPath = z.object({
  kkOrderId: kkOrderIdRule,
  answer: z.enum(CANCEL_REQUEST_ANSWERS, { error: 'orders.cancelRequestAnswerInvalid' }),
});

export const orderSummary = z.object({
  kkOrderId: z.string(),
  status: z.enum(statusCodes),
  /** The spec's source code: 'KA' (the mall), 'SP', 'WC', 'TT', 'PD' (order-source.ts). */
  platformCode: z.string(),
  storeName: z.string().nullable(),
  storeOrderId: z.string().nullable(),
  warehouseCode: z.string(),
  channelName: z.string(),
  createdAt: z.string(),
  paymentTime: z.string().nullable(),
  paymentMethod: z.number().int().nullable(),
  itemSubtotal: z.number().int(),
  discountAmount: z.number().int(),
  promoCodeAmount: z.number().int(),
  couponAmount: z.number().int(),
  /** The promo code the order uses, if any. */
  couponCode: z.string().nullable(),
  shippingSubtotal: z.number().int(),
  totalAmount: z.number().int(),
  refundedAmount: z.number().int(),
  remark: z.string(),
  address: orderAddress,
  deliveryCancelled: z.boolean(),
  /** The store customer's cancellation request, if any (store orders only). */
  cancelRequest: cancelRequestSummary.nullable(),
  items: z.array(orderLine),
  actions: z.array(z.enum(orderActionCodes)),
});
export type OrderSummary = z.infer<typeof orderSummary>;

/** `total` counts matching orders up to 10 pages past this one; `totalCapped` says there are more. */
export const orderListAnswer = z.object({ list: z.array(orderSummary), total: z.number().int(), totalCapped: z.boolean(), pageNumber: z.number().int(), pageSize: z.number().int() });
export type OrderListAnswer = z.infer<typeof orderListAnswer>;

/** Tab badges count up to this; a larger figure is shown as '99+'. */
export const TAB_COUNT_CAP = 99;
/** GET /api/orders/orderCounts: orders per tab (at most TAB_COUNT_CAP + 1), deleted ones left out. */
export const orderTabCounts = z.record(z.enum(tabCodes), z.number().int());
export type OrderTabCounts = z.infer<typeof orderTabCounts>;

// ---------- detail ----------

export const orderTimelineStep = z.object({ type: z.string(), status: z.string(), note: z.string().nullable(), actor: z.string(), createdAt: z.string() });

/** The order's money (income statement and the statement call). Profit only for store orders with a sale price. */
export const orderStatement = z.object({
  kkOrderId: z.string(),
  lines: z.array(z.object({ skuCode: z.string(), productName: z.string(), quantity: z.number().int(), unitPrice: z.number().int(), subtotal: z.number().int() })),
  itemSubtotal: z.number().int(),
  discountAmount: z.number().int(),
  promoCodeAmount: z.number().int(),
  couponAmount: z.number().int(),
  shippingSubtotal: z.number().int(),
  totalAmount: z.number().int(),
  refundedAmount: z.number().int(),
  /** What the seller paid net of refunds. */
  netAmount: z.number().int(),
  /**
   * Store orders (storeOrderIncome): what the store's customer paid, what the seller pays us (total less
   * refunds) and the profit (sale − cost, negative for a loss); null for mall orders (no sale price).
   */
  saleAmount: z.number().int().nullable(),
  costAmount: z.number().int().nullable(),
  profit: z.number().int().nullable(),
  currencyCode: z.literal('USD'),
});
export type OrderStatement = z.infer<typeof orderStatement>;

export const orderParcel = parcelSummary.extend({ items: z.array(namedParcelItem) });

export const orderFulfilment = z.object({
  storeName: z.string().nullable(),
  storeOrderId: z.string().nullable(),
  trackingNumber: z.string(),
  carrier: z.string(),
  trackingUrl: z.string().nullable(),
  createdAt: z.string(),
});

export const orderDetail = orderSummary.extend({
  cancelReason: z.string().nullable(),
  abnormalReason: z.string().nullable(),
  /** Why Auto Checkout last failed, while the order is 'autoCheckoutFailed'. */
  autoCheckoutFailure: autoCheckoutFailure.nullable(),
  payBy: z.string(),
  shippedAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  receivedAt: z.string().nullable(),
  channel: z.object({ channelCode: z.string(), channelName: z.string(), agingGrade: z.string(), deliveryTime: z.string() }),
  /** `wallet`: the regional wallet a method-3 payment was made with (null otherwise), see paidWith. */
  payment: z.object({ method: z.number().int().nullable(), wallet: regionalWallet.nullable(), time: z.string().nullable(), transactionId: z.number().int().nullable(), amount: z.number().int() }),
  weightGrams: z.number().int(),
  timeline: z.array(orderTimelineStep),
  statement: orderStatement,
  parcels: z.array(orderParcel),
  fulfilments: z.array(orderFulfilment),
  /** Tracking pushed to the seller's store, parcel by parcel (store orders; empty otherwise). */
  trackingUploads: z.array(orderTrackingUpload),
});
export type OrderDetail = z.infer<typeof orderDetail>;

// ---------- actions ----------

const cancelReasonCodes = CANCEL_REASONS.map((r) => r.code) as unknown as readonly [string, ...string[]];
/** PUT /api/orders/orders (cancel). */
export const cancelOrderRequest = z.object({
  kkOrderId: kkOrderIdRule,
  cancelReason: z.preprocess(blankToUndefined, z.enum(cancelReasonCodes, { error: 'orders.cancelReasonRequired' })),
});
export type CancelOrderRequest = z.input<typeof cancelOrderRequest>;

export const orderIdPath = z.object({ id: kkOrderIdRule });

/** PUT /api/orders/orders/coupon/{id}: another coupon ticket (or none) on an unpaid order. */
export const orderCouponRequest = z.object({ selectCouponTicketId: z.number({ error: invalid }).int(invalid).positive(invalid).max(Number.MAX_SAFE_INTEGER, invalid).nullable() });

export const orderCouponAnswer = z.object({ totalAmount: z.number().int(), couponAmount: z.number().int(), selectCouponTicketId: z.number().int().nullable() });
export type OrderCouponAnswer = z.infer<typeof orderCouponAnswer>;

/** Answer of the split calls: the order kept and the orders made from it. */
export const orderSplitAnswer = z.object({ kkOrderId: z.string(), newKkOrderIds: z.array(z.string()) });
export type OrderSplitAnswer = z.infer<typeof orderSplitAnswer>;
