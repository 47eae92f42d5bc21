import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { products, skus } from './catalogue.ts';

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
    /** Unpaid orders are cancelled at this time by the orders.auto-cancel job (120 hours, spec 4). */
    payBy: timestamp('pay_by', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_kk_order_id_key').on(t.kkOrderId),
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_checkout_idx').on(t.checkoutId),
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
