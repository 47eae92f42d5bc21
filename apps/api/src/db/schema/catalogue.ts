import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Names per locale beside the English column; a missing locale falls back to English. */
export type LocalizedText = Partial<Record<string, string>>;

/** Three levels: level 1 and 2 group, products hang on level 3 (spec 3, Category). */
export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity({ startWith: 1001 }),
    parentId: integer('parent_id'),
    level: smallint('level').notNull(),
    name: text('name').notNull(),
    names: jsonb('names').$type<LocalizedText>().notNull().default({}),
    categoryUrl: text('category_url').notNull(),
    imgUrl: text('img_url'),
    sort: integer('sort').notNull().default(0),
    status: smallint('status').notNull().default(1),
  },
  (t) => [uniqueIndex('categories_url_key').on(t.categoryUrl), index('categories_parent_idx').on(t.parentId)],
);

/** Structured attributes shown on the product and used by list and explore filters. */
export interface ProductAttributes {
  fabric?: string;
  pattern?: string;
  style?: string;
  material?: string;
  gender?: string;
  contour?: string;
  season?: string;
  designElements?: string[];
}

/**
 * A product (SPU). `kkProductId` is the public id in every URL and call. Price, stock, sales and
 * rank are denormalised from the SKUs by the catalogue service on every write, so the list is
 * one indexed query.
 */
export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity({ startWith: 1 }),
    kkProductId: text('kk_product_id').notNull(),
    itemNo: text('item_no').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** SEO path segment used by /product-detail/:menu/:param. */
    seoSlug: text('seo_slug').notNull(),
    /** 1 in stock, 2 customized, 3 print on demand (spec 3). */
    productType: smallint('product_type').notNull().default(1),
    /** 1 on sale; 0, 3 and 4 not (spec 3). */
    status: smallint('status').notNull().default(1),
    attributes: jsonb('attributes').$type<ProductAttributes>().notNull().default({}),
    fabric: text('fabric'),
    /** Pieces of each size in one pack; null when sold singly. */
    minOrderQuantity: integer('min_order_quantity'),
    weightGrams: integer('weight_grams').notNull(),
    packingSize: text('packing_size'),
    processingTime: text('processing_time').notNull().default('1~3'),
    /** Lowest on-sale SKU price, US cents. */
    priceCents: integer('price_cents').notNull(),
    originalPriceCents: integer('original_price_cents').notNull(),
    totalStock: integer('total_stock').notNull().default(0),
    /** Warehouse countries (CN, US, GB, DE) holding stock of this product. */
    warehouses: text('warehouses').array().notNull().default(sql`ARRAY[]::text[]`),
    supplierRank: text('supplier_rank').notNull().default('C'),
    sales: integer('sales').notNull().default(0),
    mainImageUrl: text('main_image_url'),
    /** Words the full-text search sees besides the name: category names, colours, attributes. */
    keywords: text('keywords').notNull().default(''),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('simple', coalesce(name, '')), 'A') || setweight(to_tsvector('simple', coalesce(keywords, '')), 'B')`,
    ),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('products_kk_product_id_key').on(t.kkProductId),
    uniqueIndex('products_item_no_key').on(t.itemNo),
    uniqueIndex('products_seo_slug_key').on(t.seoSlug),
    index('products_category_idx').on(t.categoryId, t.status),
    index('products_search_idx').using('gin', t.searchVector),
    index('products_created_idx').on(t.createdAt),
    index('products_sales_idx').on(t.sales),
    index('products_price_idx').on(t.priceCents),
    index('products_stock_idx').on(t.totalStock),
    // Ship-from filters (`warehouses && array[...]`) on broad searches.
    index('products_warehouses_idx').using('gin', t.warehouses),
    check('products_stock_not_negative', sql`${t.totalStock} >= 0`),
  ],
);

/** Product text in other languages (spec: per language, falling back to English). */
export const productTexts = pgTable(
  'product_texts',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    name: text('name').notNull(),
    description: text('description'),
  },
  (t) => [primaryKey({ columns: [t.productId, t.locale] })],
);

/** One image per product colour (and extra views); `features` feeds visual search. */
export const productImages = pgTable(
  'product_images',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    colour: text('colour'),
    url: text('url').notNull(),
    sort: integer('sort').notNull().default(0),
    /** Image descriptor computed on the server from the image itself (catalogue/visual-features.ts). */
    features: real('features').array(),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.sort)],
);

export const skus = pgTable(
  'skus',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    skuCode: text('sku_code').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    colour: text('colour').notNull(),
    colourHex: text('colour_hex'),
    size: text('size').notNull(),
    priceCents: integer('price_cents').notNull(),
    originalPriceCents: integer('original_price_cents').notNull(),
    weightGrams: integer('weight_grams').notNull(),
    status: smallint('status').notNull().default(1),
    sales: integer('sales').notNull().default(0),
    imageUrl: text('image_url'),
  },
  (t) => [
    uniqueIndex('skus_code_key').on(t.skuCode),
    index('skus_product_idx').on(t.productId),
    check('skus_price_not_negative', sql`${t.priceCents} >= 0 and ${t.originalPriceCents} >= 0`),
  ],
);

/**
 * Stock of a SKU in one warehouse (CN_S, CN_N, US, GB, DE). The check keeps stock at zero or
 * more whatever runs concurrently: a reservation that would go below fails.
 */
export const skuStock = pgTable(
  'sku_stock',
  {
    skuId: integer('sku_id')
      .notNull()
      .references(() => skus.id, { onDelete: 'cascade' }),
    warehouseCode: text('warehouse_code').notNull(),
    stock: integer('stock').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.skuId, t.warehouseCode] }),
    index('sku_stock_warehouse_idx').on(t.warehouseCode),
    check('sku_stock_not_negative', sql`${t.stock} >= 0`),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id),
    name: text('name').notNull(),
    email: text('email'),
    rating: smallint('rating').notNull(),
    content: text('content').notNull().default(''),
    colour: text('colour'),
    size: text('size'),
    /** 1 published, 0 hidden by an operator. */
    status: smallint('status').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [index('reviews_product_idx').on(t.productId, t.createdAt), check('reviews_rating_range', sql`${t.rating} between 1 and 5`)],
);

/** The seller's wish list ('Favorite Item'). */
export const favorites = pgTable(
  'favorites',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);

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

/**
 * The search lexicon: every distinct word of product names and keywords with how many products
 * use it. Typo tolerance matches query words against this small table by trigram similarity,
 * never against whole product names.
 */
export const searchLexicon = pgTable(
  'search_lexicon',
  {
    term: text('term').primaryKey(),
    frequency: integer('frequency').notNull().default(0),
  },
  (t) => [index('search_lexicon_trgm_idx').using('gin', sql`${t.term} gin_trgm_ops`)],
);

/** Phrases offered as suggestions (product names and category paths), prefix-searchable. */
export const searchSuggestions = pgTable(
  'search_suggestions',
  {
    phrase: text('phrase').primaryKey(),
    weight: integer('weight').notNull().default(0),
  },
  (t) => [index('search_suggestions_prefix_idx').on(sql`lower(${t.phrase}) text_pattern_ops`), index('search_suggestions_trgm_idx').using('gin', sql`lower(${t.phrase}) gin_trgm_ops`)],
);

/** A seller's recent searches; the global hot list counts all of them. */
export const searchHistory = pgTable(
  'search_history',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    term: text('term').notNull(),
    times: integer('times').notNull().default(1),
    lastSearchedAt: timestamp('last_searched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.term] }), index('search_history_recent_idx').on(t.userId, t.lastSearchedAt)],
);

export const hotSearchTerms = pgTable(
  'hot_search_terms',
  {
    term: text('term').primaryKey(),
    times: integer('times').notNull().default(0),
    /** Operators may pin a term to the top. */
    pinned: boolean('pinned').notNull().default(false),
  },
  (t) => [index('hot_search_terms_rank_idx').on(t.pinned.desc(), t.times.desc(), t.term)],
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
