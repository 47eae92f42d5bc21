import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { products, skus, tsvector } from './catalogue.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** The shipping address copied into the order: later edits of the address book don't change it. */
export interface OrderAddress {
  recipient: string;
  phone: string;
  street1: string;
  street2: string | null;
  city: string;
  province: string | null;
  country: string;
  zip: string;
  vat: string | null;
  ioss: string | null;
}

/**
 * One order per ship-from warehouse (spec 7, create order). Orders created by one checkout share
 * checkoutId. Amounts are US cents computed by the server; status codes are ORDER_STATUSES.
 */
export const orders = pgTable(
  'orders',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity({ startWith: 50001 }),
    kkOrderId: text('kk_order_id').notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    checkoutId: uuid('checkout_id').notNull(),
    status: text('status').notNull().default('waitingPayment'),
    /** 'KA' for orders placed in the mall (spec 9); store orders carry their platform later. */
    platformCode: text('platform_code').notNull().default('KA'),
    warehouseCode: text('warehouse_code').notNull(),
    warehouseCountry: text('warehouse_country').notNull(),
    address: jsonb('address').$type<OrderAddress>().notNull(),
    channelCode: text('channel_code').notNull(),
    channelName: text('channel_name').notNull(),
    agingGrade: text('aging_grade').notNull(),
    deliveryTime: text('delivery_time').notNull(),
    isExpress: boolean('is_express').notNull().default(false),
    weightGrams: integer('weight_grams').notNull(),
    itemSubtotalCents: integer('item_subtotal_cents').notNull(),
    activityDiscountCents: integer('activity_discount_cents').notNull().default(0),
    promoCodeCents: integer('promo_code_cents').notNull().default(0),
    couponCents: integer('coupon_cents').notNull().default(0),
    shippingCents: integer('shipping_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    couponCode: text('coupon_code'),
    userCouponTicketId: bigint('user_coupon_ticket_id', { mode: 'number' }),
    remark: text('remark').notNull().default(''),
    paymentMethod: smallint('payment_method'),
    paymentTransactionId: bigint('payment_transaction_id', { mode: 'number' }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    /** Why an order is abnormal (spec 4): 'address' (incomplete recipient information) or 'logistics'. */
    abnormalReason: text('abnormal_reason'),
    /** The status to go back to when a refund is rejected or an abnormal order is resolved (state machine 'resume'). */
    resumeStatus: text('resume_status'),
    /** Set when the seller agreed to a store customer's cancel-shipping request (Cancel Delivery, spec 4). */
    deliveryCancelledAt: timestamp('delivery_cancelled_at', { withTimezone: true }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** Set when the seller confirms receipt (status complete). */
    receivedAt: timestamp('received_at', { withTimezone: true }),
    /** Sum of completed refunds; cents. Never above total_cents. */
    refundedCents: integer('refunded_cents').notNull().default(0),
    /** A seller's delete hides the order from their lists; the row stays for accounting. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Where the order came from: the seller's store and its order id (store orders, later issues). */
    storeName: text('store_name'),
    storeOrderId: text('store_order_id'),
    /** The connected store and its order this order fulfils (issue 17); null for mall orders. */
    storeId: bigint('store_id', { mode: 'number' }),
    storeOrderRef: bigint('store_order_ref', { mode: 'number' }),
    /** What the shopper paid the seller for this order's lines, in US cents at the day's rate (income statement's sale price). */
    storeSaleCents: integer('store_sale_cents'),
    /**
     * Lower-cased order id, SKU codes and product names, written with the order; the order list's
     * search (order ID, SKU or product name, spec 2.5) matches its words (search_vector).
     */
    searchText: text('search_text').notNull().default(''),
    searchVector: tsvector('search_vector').generatedAlwaysAs(sql`to_tsvector('simple', search_text)`),
    /** Unpaid orders are cancelled at this time by the orders.auto-cancel job (120 hours, spec 4). */
    payBy: timestamp('pay_by', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_kk_order_id_key').on(t.kkOrderId),
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_user_status_idx').on(t.userId, t.status, t.createdAt),
    // Without the pending list, searches stay as fast between vacuums (orders are written rarely, read often).
    index('orders_search_idx').using('gin', t.searchVector).with({ fastupdate: false }),
    check('orders_refunded_within_total', sql`${t.refundedCents} >= 0 and ${t.refundedCents} <= ${t.totalCents}`),
    index('orders_checkout_idx').on(t.checkoutId),
    index('orders_store_order_idx').on(t.storeOrderRef),
    index('orders_unpaid_idx').on(t.payBy).where(sql`${t.status} = 'waitingPayment'`),
    check('orders_amounts_not_negative', sql`${t.totalCents} >= 0 and ${t.itemSubtotalCents} >= 0 and ${t.shippingCents} >= 0`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity({ startWith: 700001 }),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    skuId: integer('sku_id')
      .notNull()
      .references(() => skus.id),
    kkProductId: text('kk_product_id').notNull(),
    skuCode: text('sku_code').notNull(),
    productName: text('product_name').notNull(),
    imageUrl: text('image_url'),
    /** JSON strings {name, value} as the cart sends them (colour, size). */
    option1: text('option1').notNull(),
    option2: text('option2').notNull(),
    productType: smallint('product_type').notNull(),
    quantity: integer('quantity').notNull(),
    /** Unit price before activity discounts, and after them; cents. */
    purchasePriceCents: integer('purchase_price_cents').notNull(),
    afterDiscountCents: integer('after_discount_cents').notNull(),
    /** Promo code and coupon deductions allotted to this line; cents. */
    promotionCents: integer('promotion_cents').notNull().default(0),
    discountId: integer('discount_id'),
    discountType: smallint('discount_type'),
    weightGrams: integer('weight_grams').notNull(),
    /** The store order line this item fulfils (store orders): what a tracking upload names per parcel. */
    storeLineId: text('store_line_id'),
  },
  (t) => [index('order_items_order_idx').on(t.orderId), check('order_items_quantity_positive', sql`${t.quantity} > 0`)],
);

/** Customised services chosen on the payment page (spec 3, Attachment): Tags, Bags, Cards. */
export const orderAttachments = pgTable(
  'order_attachments',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Null for Cards, which belong to the whole order. */
    orderItemId: bigint('order_item_id', { mode: 'number' }).references(() => orderItems.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['Tags', 'Bags', 'Cards'] }).notNull(),
    skuCode: text('sku_code'),
    name: text('name').notNull(),
    imageUrl: text('image_url'),
    quantity: integer('quantity').notNull().default(1),
    priceCents: integer('price_cents').notNull().default(0),
  },
  (t) => [index('order_attachments_order_idx').on(t.orderId)],
);

/** The order's timeline (spec 2.5 order detail): one row per step, written in the same transaction as the change. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** submitted, paid, partialShipped, shipped, delivered, complete, cancelled, refundRequested, refunded, ... */
    type: text('type').notNull(),
    /** Status after the step (ORDER_STATUSES code). */
    status: text('status').notNull(),
    note: text('note'),
    /** 'seller', 'operator', 'system'. */
    actor: text('actor').notNull().default('system'),
    createdAt: createdAt(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.createdAt)],
);

/** A parcel shipped from our warehouse for one order; an order may ship in several (partial shipment). */
export const parcels = pgTable(
  'parcels',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity({ startWith: 300001 }),
    parcelCode: text('parcel_code').notNull(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
    warehouseCode: text('warehouse_code').notNull(),
    /** preparing, shipped, delivered, cancelled (spec 4, incoming bills: preparing, cancelled, shipped, completed). */
    status: text('status').notNull().default('preparing'),
    firstCarrier: text('first_carrier'),
    trackingNumber: text('tracking_number'),
    lastCarrier: text('last_carrier'),
    tailTrackingNumber: text('tail_tracking_number'),
    trackingUrl: text('tracking_url'),
    weightGrams: integer('weight_grams'),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** The carrier's tracking registration, once registered with the tracking adapter. */
    trackingRegisteredAt: timestamp('tracking_registered_at', { withTimezone: true }),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('parcels_code_key').on(t.parcelCode),
    index('parcels_order_idx').on(t.orderId),
    index('parcels_tracking_idx').on(t.trackingNumber),
  ],
);

export const parcelItems = pgTable(
  'parcel_items',
  {
    parcelId: bigint('parcel_id', { mode: 'number' })
      .notNull()
      .references(() => parcels.id, { onDelete: 'cascade' }),
    orderItemId: bigint('order_item_id', { mode: 'number' })
      .notNull()
      .references(() => orderItems.id),
    quantity: integer('quantity').notNull(),
  },
  (t) => [primaryKey({ columns: [t.parcelId, t.orderItemId] }), index('parcel_items_item_idx').on(t.orderItemId), check('parcel_items_quantity_positive', sql`${t.quantity} > 0`)],
);

/** Carrier scan events of a parcel, as the tracking adapter reports them; kept once each. */
export const trackingEvents = pgTable(
  'tracking_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    parcelId: bigint('parcel_id', { mode: 'number' })
      .notNull()
      .references(() => parcels.id, { onDelete: 'cascade' }),
    /** Which leg: 'first' (first carrier) or 'last' (last-mile carrier). */
    leg: text('leg').notNull().default('first'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    location: text('location'),
    description: text('description').notNull(),
    /** The carrier's stage: InfoReceived, InTransit, OutForDelivery, Delivered, Exception... */
    stage: text('stage').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('tracking_events_once_key').on(t.parcelId, t.occurredAt, t.description), index('tracking_events_parcel_idx').on(t.parcelId, t.occurredAt)],
);

/** What the seller entered when fulfilling a store order themselves (Fulfill Order dialog, spec 2.5). */
export const orderFulfilments = pgTable(
  'order_fulfilments',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    storeName: text('store_name'),
    storeOrderId: text('store_order_id'),
    trackingNumber: text('tracking_number').notNull(),
    carrier: text('carrier').notNull(),
    trackingUrl: text('tracking_url'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('order_fulfilments_order_idx').on(t.orderId)],
);

/**
 * A refund application (after-sales order). Review status: processing → refunding → completed,
 * or rejected; failed when the money could not be sent back. Amounts are cents.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity({ startWith: 600001 }),
    refundNo: text('refund_no').notNull(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    status: text('status').notNull().default('processing'),
    reason: text('reason').notNull(),
    remarks: text('remarks').notNull().default(''),
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    /** What the seller asked for, what was refundable when they asked, and what was approved. */
    requestedCents: integer('requested_cents').notNull(),
    refundableCents: integer('refundable_cents').notNull(),
    approvedCents: integer('approved_cents'),
    /** The order's payment method the money goes back to (spec 4: back to the original method). */
    paymentMethod: smallint('payment_method'),
    providerRef: text('provider_ref'),
    reviewNote: text('review_note'),
    reviewedBy: bigint('reviewed_by', { mode: 'number' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refunds_no_key').on(t.refundNo),
    index('refunds_user_idx').on(t.userId, t.createdAt),
    index('refunds_order_idx').on(t.orderId),
    index('refunds_open_idx').on(t.createdAt).where(sql`${t.status} = 'processing'`),
    // One open application per order at a time.
    uniqueIndex('refunds_one_open_per_order').on(t.orderId).where(sql`${t.status} in ('processing', 'refunding')`),
    check('refunds_amounts', sql`${t.requestedCents} > 0 and ${t.requestedCents} <= ${t.refundableCents} and (${t.approvedCents} is null or (${t.approvedCents} >= 0 and ${t.approvedCents} <= ${t.requestedCents}))`),
  ],
);

export const refundItems = pgTable(
  'refund_items',
  {
    refundId: bigint('refund_id', { mode: 'number' })
      .notNull()
      .references(() => refunds.id, { onDelete: 'cascade' }),
    orderItemId: bigint('order_item_id', { mode: 'number' })
      .notNull()
      .references(() => orderItems.id),
    quantity: integer('quantity').notNull(),
    amountCents: integer('amount_cents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.refundId, t.orderItemId] }), check('refund_items_quantity_positive', sql`${t.quantity} > 0`)],
);

/** Refund records (spec 4): Refund Application, Refund Succeeded, Refund Failed. */
export const refundRecords = pgTable(
  'refund_records',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    refundId: bigint('refund_id', { mode: 'number' })
      .notNull()
      .references(() => refunds.id, { onDelete: 'cascade' }),
    /** application, approved, rejected, succeeded, failed. */
    type: text('type').notNull(),
    amountCents: integer('amount_cents'),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('refund_records_refund_idx').on(t.refundId, t.createdAt)],
);
