import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { categories, products, type LocalizedText, type ProductAttributes } from './catalogue.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * Flash sales (type 1), discount events (type 2) and festival collections (type 3) (spec 4):
 * active between start and end, then 'Event Expired'.
 */
export const discounts = pgTable(
  'discounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity({ startWith: 501 }),
    type: smallint('type').notNull(),
    name: text('name').notNull(),
    names: jsonb('names').$type<LocalizedText>().notNull().default({}),
    description: text('description').notNull().default(''),
    bannerUrl: text('banner_url'),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    status: smallint('status').notNull().default(1),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('discounts_type_idx').on(t.type, t.status, t.endTime)],
);

export const discountProducts = pgTable(
  'discount_products',
  {
    discountId: integer('discount_id')
      .notNull()
      .references(() => discounts.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Percent off the product's price, 1-99. */
    discountPercent: smallint('discount_percent').notNull(),
    /** Flash sales: pieces on offer and pieces sold so far. */
    spikeTotalStock: integer('spike_total_stock'),
    spikeSoldStock: integer('spike_sold_stock').notNull().default(0),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.discountId, t.productId] }),
    index('discount_products_product_idx').on(t.productId),
    check('discount_products_percent_range', sql`${t.discountPercent} between 1 and 99`),
  ],
);

/** Albums (type 1 new in, 2 best sellers, others curated) shown as modules (spec 3, Album). */
export const albums = pgTable('albums', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity({ startWith: 201 }),
  type: smallint('type').notNull(),
  name: text('name').notNull(),
  names: jsonb('names').$type<LocalizedText>().notNull().default({}),
  bannerUrl: text('banner_url'),
  status: smallint('status').notNull().default(1),
  sort: integer('sort').notNull().default(0),
});

export const albumProducts = pgTable(
  'album_products',
  {
    albumId: integer('album_id')
      .notNull()
      .references(() => albums.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.albumId, t.productId] })],
);

export const banners = pgTable('banners', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  title: text('title').notNull(),
  titles: jsonb('titles').$type<LocalizedText>().notNull().default({}),
  imageUrl: text('image_url').notNull(),
  mobileImageUrl: text('mobile_image_url'),
  linkUrl: text('link_url').notNull(),
  status: smallint('status').notNull().default(1),
  sort: integer('sort').notNull().default(0),
});

/** The custom navigation tree (spec 3, Navigation item). */
export const navItems = pgTable('nav_items', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  parentId: integer('parent_id'),
  name: text('name').notNull(),
  names: jsonb('names').$type<LocalizedText>().notNull().default({}),
  imgUrl: text('img_url'),
  labelImgUrl: text('label_img_url'),
  linkUrl: text('link_url'),
  /** 0 disabled (not clickable), 1 enabled. */
  status: smallint('status').notNull().default(1),
  /** 1 or 4 full-page navigation; 2 prefixed with the main site. */
  menuType: smallint('menu_type').notNull().default(1),
  sort: integer('sort').notNull().default(0),
});

/** Influencers' Pick posts for Explore. */
export const insPosts = pgTable(
  'ins_posts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity({ startWith: 9001 }),
    influencer: text('influencer').notNull(),
    avatarUrl: text('avatar_url'),
    title: text('title').notNull(),
    imageUrl: text('image_url').notNull(),
    followers: integer('followers').notNull().default(0),
    categoryId: integer('category_id').references(() => categories.id),
    tags: jsonb('tags').$type<ProductAttributes & { colour?: string }>().notNull().default({}),
    productIds: integer('product_ids').array().notNull().default(sql`ARRAY[]::integer[]`),
    releaseTime: timestamp('release_time', { withTimezone: true }).notNull().defaultNow(),
    status: smallint('status').notNull().default(1),
  },
  (t) => [index('ins_posts_release_idx').on(t.releaseTime)],
);

export const influencerFollows = pgTable(
  'influencer_follows',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    influencer: text('influencer').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.influencer] })],
);

/** Floating ad popups (spec 3, Ad popup): audience and page rules decide who sees them. */
export const adPopups = pgTable('ad_popups', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  mainImage: text('main_image').notNull(),
  iconImage: text('icon_image').notNull(),
  popupLink: text('popup_link'),
  countdownEndTime: timestamp('countdown_end_time', { withTimezone: true }),
  /** Seconds after the page opens. */
  delayTime: integer('delay_time').notNull().default(3),
  /** 0 everyone, 1 logged-out only, 2 logged-in, 3 logged-in with a store of platform SP. */
  acceptType: smallint('accept_type').notNull().default(0),
  /** 0 only on the mall home, 2 every page. */
  displayPageType: smallint('display_page_type').notNull().default(0),
  status: smallint('status').notNull().default(1),
});
