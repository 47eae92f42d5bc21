import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { skus } from './catalogue.ts';

/**
 * A seller's server cart (spec 2.4): one row per SKU and ship-from warehouse. Guests keep their
 * cart in the browser; it is merged in here at sign-in.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity({ startWith: 1001 }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    skuId: integer('sku_id')
      .notNull()
      .references(() => skus.id, { onDelete: 'cascade' }),
    warehouseCode: text('warehouse_code').notNull(),
    num: integer('num').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cart_items_user_sku_key').on(t.userId, t.skuId, t.warehouseCode),
    index('cart_items_user_idx').on(t.userId, t.createdAt),
    check('cart_items_num_range', sql`${t.num} between 1 and 9999`),
  ],
);
