import { sql } from 'drizzle-orm';
import {
  bigint,
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
import { DEFAULT_LOCALE, LOCALE_CODES, type ProductCard } from '@threadway/contracts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

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
    /** On-sale SKUs' stock in each warehouse country (CN is CN_S + CN_N): the list's minimum-stock filter. */
    stockCn: integer('stock_cn').notNull().default(0),
    stockUs: integer('stock_us').notNull().default(0),
    stockGb: integer('stock_gb').notNull().default(0),
    stockDe: integer('stock_de').notNull().default(0),
    /** The card's on-sale colours with their picture (contracts productCard.colours), kept with the summary. */
    cardColours: jsonb('card_colours').$type<ProductCard['colours']>().notNull().default([]),
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

/** The locales a product text can be in: every one but English, which `products` holds. */
const TRANSLATED_LOCALES = LOCALE_CODES.filter((code) => code !== DEFAULT_LOCALE);

/**
 * Product text in other languages (spec: per language, falling back to English).
 * `search_vector` is the search document of the seller's language (decision 0039): the name
 * weighs like the English name (A), the description like the English keywords (B). Generated,
 * so it follows every writer of translations. One partial GIN index per locale: a search in
 * German reads German documents only, even for a word spelled alike in many languages ('jeans').
 */
export const productTexts = pgTable(
  'product_texts',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('simple', coalesce(name, '')), 'A') || setweight(to_tsvector('simple', coalesce(description, '')), 'B')`,
    ),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.locale] }),
    ...TRANSLATED_LOCALES.map((locale) =>
      index(`product_texts_search_${locale.toLowerCase().replace('-', '_')}_idx`)
        .using('gin', t.searchVector)
        .where(sql.raw(`locale = '${locale}'`)),
    ),
  ],
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
    /** FEATURE_VERSION the features were computed with: other versions are computed again. */
    featuresVersion: smallint('features_version'),
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
 * The catalogue's closed vocabularies (contracts TERM_KINDS: colours, fabrics, materials, ...):
 * the English term as products and SKUs store it, with its translations per locale, edited by
 * operators. The API holds them in memory (catalogue/vocabulary) and translates on the way out.
 */
export const catalogueTerms = pgTable(
  'catalogue_terms',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    term: text('term').notNull(),
    names: jsonb('names').$type<LocalizedText>().notNull().default({}),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('catalogue_terms_kind_term_key').on(t.kind, sql`lower(${t.term})`)],
);
