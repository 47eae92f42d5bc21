import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { countries } from './system.ts';

/**
 * A carrier service leaving one warehouse country (CN for both Chinese warehouses, US, GB, DE)
 * with its grade: Express, Standard or Expedited (spec 3, Logistics channel).
 */
export const logisticsChannels = pgTable(
  'logistics_channels',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    channelCode: text('channel_code').notNull().unique(),
    channelNameEn: text('channel_name_en').notNull(),
    warehouseCountry: text('warehouse_country').notNull(),
    agingGrade: text('aging_grade').notNull(),
    /** Days added to (or, negative, taken from) the route's delivery time of spec 9 for this grade; the result never drops below one day. */
    extraMinDays: smallint('extra_min_days').notNull().default(0),
    extraMaxDays: smallint('extra_max_days').notNull().default(0),
    status: smallint('status').notNull().default(1),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('logistics_channels_origin_idx').on(t.warehouseCountry, t.status)],
);

/** Destination zones: countries priced alike. */
export const shippingZones = pgTable('shipping_zones', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
});

export const shippingZoneCountries = pgTable(
  'shipping_zone_countries',
  {
    zoneCode: text('zone_code')
      .notNull()
      .references(() => shippingZones.code, { onDelete: 'cascade' }),
    countryCode: text('country_code')
      .notNull()
      .references(() => countries.code),
  },
  (t) => [primaryKey({ columns: [t.zoneCode, t.countryCode] }), index('shipping_zone_countries_country_idx').on(t.countryCode)],
);

/**
 * The price of a channel to a zone for parcels up to `maxWeightGrams`: the first bracket whose
 * maximum holds the parcel's weight applies. Heavier than every bracket: the channel cannot carry it.
 */
export const channelRates = pgTable(
  'channel_rates',
  {
    channelId: integer('channel_id')
      .notNull()
      .references(() => logisticsChannels.id, { onDelete: 'cascade' }),
    zoneCode: text('zone_code')
      .notNull()
      .references(() => shippingZones.code, { onDelete: 'cascade' }),
    maxWeightGrams: integer('max_weight_grams').notNull(),
    /** US cents for the bracket. */
    priceCents: integer('price_cents').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.channelId, t.zoneCode, t.maxWeightGrams] }),
    check('channel_rates_positive', sql`${t.priceCents} >= 0 and ${t.maxWeightGrams} > 0`),
  ],
);
