import { integer, jsonb, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const currencies = pgTable('currencies', {
  code: text('code').primaryKey(),
  symbol: text('symbol').notNull(),
  /** Units of this currency per 1 USD. */
  rate: numeric('rate', { precision: 18, scale: 8 }).notNull(),
  sort: integer('sort').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const countries = pgTable('countries', {
  code: text('code').primaryKey(),
  nameEn: text('name_en').notNull(),
  areaCode: text('area_code').notNull(),
});

/** Small reference lists by type: order statuses, cancel reasons, carriers (spec 7, select lists). */
export const dictValues = pgTable(
  'dict_values',
  {
    type: text('type').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.type, t.code] })],
);

export const warehouseShipTo = pgTable(
  'warehouse_ship_to',
  {
    warehouseCode: text('warehouse_code').notNull(),
    countryCode: text('country_code').notNull().references(() => countries.code),
  },
  (t) => [primaryKey({ columns: [t.warehouseCode, t.countryCode] })],
);

/** Operator-controlled switches, such as maintenance mode. */
export const systemSettings = pgTable('system_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer('updated_by'),
});
