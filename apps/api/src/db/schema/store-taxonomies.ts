import { bigint, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { stores } from './stores.ts';

/**
 * What a store offers to file a listing under, as last read from the platform (spec 3.5: collections, and
 * for WooCommerce categories and tags, synced from the store and listed): Shopify collections, WooCommerce
 * categories and tags, TikTok Shop categories. The listing screens read this copy; Sync reads the store again.
 */
export const storeTaxonomies = pgTable(
  'store_taxonomies',
  {
    storeId: bigint('store_id', { mode: 'number' })
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['collections', 'tags'] }).notNull(),
    items: jsonb('items').$type<{ id: string; name: string }[]>().notNull(),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.kind] })],
);
