import type { PriceRule } from '@threadway/contracts';
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

const PLATFORMS = ['shopify', 'woocommerce', 'tiktok-shop', 'temu'] as const;
const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/**
 * A seller's connected store (spec 3.2). `credentials` is the sealed (AES-256-GCM) token or consumer
 * key and secret, never stored in clear; the expiry columns are copies in clear so the refresh job can
 * find what expires without opening every blob. One store per seller and platform shop.
 */
export const stores = pgTable(
  'stores',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity({ startWith: 5001 }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    platform: text('platform', { enum: PLATFORMS }).notNull(),
    name: text('name').notNull(),
    /** What the adapter calls: https://x.myshopify.com, a WooCommerce site URL, a region for TikTok and Temu. */
    storeUrl: text('store_url').notNull(),
    /** What the seller sees as the store URL or default domain. */
    displayUrl: text('display_url').notNull(),
    platformShopId: text('platform_shop_id'),
    authorized: boolean('authorized').notNull().default(true),
    /** Spec 2.3 Activate / Deactivate: a deactivated store receives no orders. */
    enabled: boolean('enabled').notNull().default(true),
    /** Why the authorization ended: revoked, uninstalled, expired, disconnected by an operator. */
    unauthorizedReason: text('unauthorized_reason'),
    credentials: text('credentials'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    /** ISO 4217, read from the platform on connect. */
    currency: text('currency').notNull().default('USD'),
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('stores_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('stores_user_shop_key').on(t.userId, t.platform, t.platformShopId),
    index('stores_platform_shop_idx').on(t.platform, t.platformShopId),
    index('stores_expiring_idx').on(t.accessTokenExpiresAt).where(sql`${t.authorized}`),
  ],
);

/** Store settings (spec 2.4 / 3.3), one row per store, written with defaults when the store is connected. */
export const storeSettings = pgTable('store_settings', {
  storeId: bigint('store_id', { mode: 'number' })
    .primaryKey()
    .references(() => stores.id, { onDelete: 'cascade' }),
  taxable: boolean('taxable').notNull(),
  defaultCountry: text('default_country').notNull(),
  unavailableRule: text('unavailable_rule', { enum: ['none', 'zeroInventory', 'archive'] }).notNull(),
  autoUpdateInventory: boolean('auto_update_inventory').notNull(),
  syncTitle: boolean('sync_title').notNull(),
  syncDescription: boolean('sync_description').notNull(),
  syncSizeChart: boolean('sync_size_chart').notNull(),
  syncVariants: boolean('sync_variants').notNull(),
  syncImages: boolean('sync_images').notNull(),
  priceRule: jsonb('price_rule').$type<PriceRule>().notNull(),
  compareAtPriceRule: jsonb('compare_at_price_rule').$type<PriceRule>().notNull(),
  autoUploadTracking: boolean('auto_upload_tracking').notNull(),
  autoPurchase: boolean('auto_purchase').notNull(),
  defaultShippingMethod: text('default_shipping_method', { enum: ['Standard', 'Faster', 'Express', 'Expedited', 'original'] }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A pending authorization (OAuth `state`, WooCommerce app-authentication `user_id`): bound to the seller
 * and to the session that started it, single use, short-lived. `storeId` is set when it reauthorizes a store.
 */
export const storeAuthStates = pgTable(
  'store_auth_states',
  {
    state: text('state').primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    sessionJti: uuid('session_jti').notNull(),
    platform: text('platform', { enum: PLATFORMS }).notNull(),
    storeId: bigint('store_id', { mode: 'number' }).references(() => stores.id, { onDelete: 'cascade' }),
    storeName: text('store_name').notNull(),
    storeUrl: text('store_url').notNull(),
    displayUrl: text('display_url').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('store_auth_states_user_idx').on(t.userId)],
);
