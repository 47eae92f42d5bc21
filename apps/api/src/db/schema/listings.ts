import type { ListingAttributeInput, PriceRule } from '@threadway/contracts';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { products, skus } from './catalogue.ts';
import { stores } from './stores.ts';

const PLATFORMS = ['shopify', 'woocommerce', 'tiktok-shop', 'temu'] as const;

/**
 * A catalogue product published (or being published) to one of the seller's stores (spec 2.7, 3.5).
 * The row is what we last sent or mean to send; `syncType` is the platform write in flight (spec 4.2:
 * 1 listing, 2 editing, 3 deleting, 4 hiding, 5 relisting, 10 synchronizing), done by the durable
 * `listings.sync` job. Removing the store removes its listings (spec 2.3). The same product may be
 * listed to a store more than once when the seller chose Duplicate (spec 2.6), hence no unique key.
 */
export const listings = pgTable(
  'listings',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity({ startWith: 70001 }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    storeId: bigint('store_id', { mode: 'number' })
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    platform: text('platform', { enum: PLATFORMS }).notNull(),
    /** Tabs of spec 2.7: queued (Listing Queue, also a first publication that failed), published, hidden, deleted. */
    status: text('status', { enum: ['queued', 'published', 'hidden', 'deleted'] }).notNull().default('queued'),
    /** The platform's own status word (TikTok Shop's of spec 4.1, Shopify's ACTIVE/DRAFT/ARCHIVED), as last read. */
    platformStatus: text('platform_status'),
    /** The platform write in flight (spec 4.2), null when none. */
    syncType: smallint('sync_type'),
    /** Why the last platform write failed, in the platform's words; cleared by the next success. */
    lastError: text('last_error'),
    platformProductId: text('platform_product_id'),
    /** The product's page in the store, when the platform tells it. */
    platformUrl: text('platform_url'),
    title: text('title').notNull(),
    descriptionHtml: text('description_html').notNull(),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    /** Shopify collections, WooCommerce categories: ids in the store. */
    collectionIds: jsonb('collection_ids').$type<string[]>().notNull().default([]),
    /** The platform's category (TikTok categoryId, WooCommerce category), when it has one. */
    categoryId: text('category_id'),
    /** The category's product attributes the seller filled (TikTok Shop's product_attributes): [{id, values: [{id?, name}]}]. */
    productAttributes: jsonb('product_attributes').$type<ListingAttributeInput[]>().notNull().default([]),
    productType: text('product_type'),
    sizeUnit: text('size_unit'),
    /** Picture URLs in the order they are sent. */
    images: jsonb('images').$type<string[]>().notNull().default([]),
    /** Ship from / ship to / channel: all three or none (spec 5.1). */
    shipFrom: text('ship_from'),
    shipTo: text('ship_to'),
    channelCode: text('channel_code'),
    /** Estimated delivery time shown to the seller, e.g. '7-12' days, from the rate engine. */
    deliveryDays: text('delivery_days'),
    /** The store's currency when published; prices below are in its minor units. */
    currency: text('currency').notNull(),
    /** The rule the prices came from, re-applied when costs or rates change; null when the seller typed them. */
    pricing: jsonb('pricing').$type<PriceRule>(),
    /** When the catalogue product changed after this listing was last synchronized: the row shows Update (spec 2.7). */
    catalogueChangedAt: timestamp('catalogue_changed_at', { withTimezone: true }),
    /** Re-applied prices that would fall below cost plus shipping wait here for the seller's approval. */
    pendingPrices: jsonb('pending_prices').$type<{ variantId: number; priceCents: number; compareAtCents: number | null }[]>(),
    batchId: bigint('batch_id', { mode: 'number' }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    syncedAt: timestamp('synced_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('listings_user_status_idx').on(t.userId, t.status, t.createdAt),
    index('listings_store_product_idx').on(t.storeId, t.productId),
    index('listings_product_idx').on(t.productId),
    index('listings_platform_product_idx').on(t.storeId, t.platformProductId),
  ],
);

/** One SKU of a listing (spec 2.8 variants table); prices in the listing's currency, minor units. */
export const listingVariants = pgTable(
  'listing_variants',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    listingId: bigint('listing_id', { mode: 'number' })
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    skuId: integer('sku_id')
      .notNull()
      .references(() => skus.id),
    /** The SKU code sent to the store (ours by default; the seller may change it). */
    sku: text('sku').notNull(),
    size: text('size').notNull(),
    colour: text('colour').notNull(),
    /** Warehouse code the stock and shipping cost come from (CN_S, CN_N, US, GB, DE). */
    warehouse: text('warehouse').notNull(),
    costCents: integer('cost_cents').notNull(),
    shippingCents: integer('shipping_cents').notNull(),
    suggestedCents: integer('suggested_cents').notNull(),
    priceCents: integer('price_cents').notNull(),
    compareAtCents: integer('compare_at_cents'),
    quantity: integer('quantity').notNull(),
    position: smallint('position').notNull().default(0),
    platformVariantId: text('platform_variant_id'),
  },
  (t) => [
    index('listing_variants_listing_idx').on(t.listingId, t.position),
    index('listing_variants_sku_idx').on(t.skuId),
    check('listing_variants_money_not_negative', sql`${t.priceCents} >= 0 and ${t.costCents} >= 0 and ${t.shippingCents} >= 0 and ${t.quantity} >= 0`),
  ],
);

/** A batch list-to-store (spec 2.6, 2.9, 4.3): one store, at most 100 products. */
export const listingBatches = pgTable(
  'listing_batches',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity({ startWith: 1001 }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    storeId: bigint('store_id', { mode: 'number' })
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    platform: text('platform', { enum: PLATFORMS }).notNull(),
    status: text('status', { enum: ['pending', 'processing', 'completed'] }).notNull().default('pending'),
    /** What the seller chose in the modal (collections, tags, multiplier, shipping, skip/duplicate...). */
    options: jsonb('options').$type<Record<string, unknown>>().notNull(),
    total: integer('total').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** The batch job run holding the store's turn (one batch per store at a time, decision 0025), until when. */
    leaseJobId: text('lease_job_id'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
  },
  (t) => [index('listing_batches_user_idx').on(t.userId, t.createdAt), index('listing_batches_store_lease_idx').on(t.storeId, t.leaseUntil)],
);

/** One product of a batch and its outcome (spec 4.3: Uploading, Success, Listing Failed, Failed To Load). */
export const listingBatchItems = pgTable(
  'listing_batch_items',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    batchId: bigint('batch_id', { mode: 'number' })
      .notNull()
      .references(() => listingBatches.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    listingId: bigint('listing_id', { mode: 'number' }).references(() => listings.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['uploading', 'success', 'listingFailed', 'failedToLoad', 'skipped'] })
      .notNull()
      .default('uploading'),
    reason: text('reason'),
    position: integer('position').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('listing_batch_items_batch_idx').on(t.batchId, t.position)],
);
