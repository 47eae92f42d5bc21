import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { StoreOrder } from '../../modules/stores/platforms/platform.ts';
import { users } from './accounts.ts';
import { orderFulfilments, orders, parcels } from './orders.ts';
import { stores } from './stores.ts';

/**
 * An order placed in a seller's connected store, as it reached us (issue 17). One row per store and
 * platform order, whatever number of times webhooks and polling deliver it (the unique key); `order`
 * is the platform's order as the adapter normalised it, kept for abnormal orders and the seller's view.
 * status: received (taken, our orders not yet made), created (our orders exist), abnormal (a line maps
 * to nothing or the address is unusable: our order carries the reason), ignored (not paid, or cancelled
 * before we made anything). Removing the store removes these rows; our orders keep storeName/storeOrderId.
 */
export const storeOrders = pgTable(
  'store_orders',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity({ startWith: 300001 }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    storeId: bigint('store_id', { mode: 'number' })
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    platformOrderId: text('platform_order_id').notNull(),
    /** The store order ID the seller and shopper see. */
    name: text('name').notNull(),
    status: text('status', { enum: ['received', 'created', 'abnormal', 'ignored'] }).notNull().default('received'),
    /** Why it is abnormal or ignored, as an i18n key the screens translate. */
    reason: text('reason'),
    order: jsonb('order').$type<StoreOrder>().notNull(),
    /** The shopper asked to cancel; the seller's answer (agree, reject) and when. */
    cancelRequestedAt: timestamp('cancel_requested_at', { withTimezone: true }),
    cancelAnswer: text('cancel_answer', { enum: ['agree', 'reject'] }),
    cancelAnsweredAt: timestamp('cancel_answered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('store_orders_store_platform_key').on(t.storeId, t.platformOrderId), index('store_orders_user_idx').on(t.userId, t.createdAt)],
);

/** Webhook deliveries already taken (X-Shopify-Webhook-Id and the like): a redelivery is acknowledged and dropped. Old rows are swept. */
export const storeWebhookDeliveries = pgTable(
  'store_webhook_deliveries',
  {
    platform: text('platform').notNull(),
    deliveryId: text('delivery_id').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('store_webhook_deliveries_key').on(t.platform, t.deliveryId), index('store_webhook_deliveries_age_idx').on(t.receivedAt)],
);

/** Per store: how far polling has read (the store's updated-at of the last order seen) and when it last ran. */
export const storeOrderCursors = pgTable('store_order_cursors', {
  storeId: bigint('store_id', { mode: 'number' })
    .primaryKey()
    .references(() => stores.id, { onDelete: 'cascade' }),
  updatedSince: timestamp('updated_since', { withTimezone: true }).notNull(),
  polledAt: timestamp('polled_at', { withTimezone: true }),
  lastError: text('last_error'),
});

/**
 * One tracking push to a store order: a parcel we shipped (parcelId) or the seller's own Fulfill Order
 * (fulfilmentId). status pending → uploaded, or failed with the platform's words (Retry sets it pending);
 * cancelled after Cancel Fulfillment. platformFulfilmentId is what cancelling names.
 */
export const trackingUploads = pgTable(
  'tracking_uploads',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    storeOrderId: bigint('store_order_id', { mode: 'number' })
      .notNull()
      .references(() => storeOrders.id, { onDelete: 'cascade' }),
    parcelId: bigint('parcel_id', { mode: 'number' }).references(() => parcels.id, { onDelete: 'cascade' }),
    fulfilmentId: bigint('fulfilment_id', { mode: 'number' }).references(() => orderFulfilments.id, { onDelete: 'cascade' }),
    trackingNumber: text('tracking_number').notNull(),
    carrier: text('carrier').notNull(),
    trackingUrl: text('tracking_url'),
    status: text('status', { enum: ['pending', 'uploaded', 'failed', 'cancelled'] }).notNull().default('pending'),
    platformFulfilmentId: text('platform_fulfilment_id'),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tracking_uploads_order_idx').on(t.orderId),
    uniqueIndex('tracking_uploads_parcel_key').on(t.parcelId).where(sql`${t.parcelId} is not null`),
  ],
);
