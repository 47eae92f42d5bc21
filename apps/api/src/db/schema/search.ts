import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { products, tsvector } from './catalogue.ts';

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

/**
 * A seller's searches, append-only: a search inserts one row per phrase and never updates one,
 * so concurrent searches take no row lock and leave no dead row versions behind (an upsert per
 * search did: with autovacuum late or off, its dead versions slowed every later search).
 * The recent searches are the newest distinct terms. The `search-history.prune` job keeps each
 * recently active seller's newest row of each of their newest terms and vacuums the table
 * (decision 0036), so a seller holds a bounded number of rows whatever they search.
 */
export const searchHistory = pgTable(
  'search_history',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    term: text('term').notNull(),
    searchedAt: timestamp('searched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('search_history_user_idx').on(t.userId, t.searchedAt), index('search_history_searched_at_idx').on(t.searchedAt)],
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

/**
 * The product list's own narrow copy of `products`: only what its filters, sorts and ranking
 * read (decision 0006, Measurements). A broad search reads every match to count and rank it;
 * at ~400 bytes a row instead of ~1.1 KB those matches sit on a third of the pages. Kept in
 * step with `products` by the trigger of migrations 0005 and 0006 (every writer of products included),
 * never written by the application.
 */
export const productSearch = pgTable(
  'product_search',
  {
    id: integer('id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    status: smallint('status').notNull(),
    categoryId: integer('category_id').notNull(),
    productType: smallint('product_type').notNull(),
    priceCents: integer('price_cents').notNull(),
    totalStock: integer('total_stock').notNull(),
    warehouses: text('warehouses').array().notNull(),
    stockCn: integer('stock_cn').notNull().default(0),
    stockUs: integer('stock_us').notNull().default(0),
    stockGb: integer('stock_gb').notNull().default(0),
    stockDe: integer('stock_de').notNull().default(0),
    supplierRank: text('supplier_rank').notNull(),
    sales: integer('sales').notNull(),
    fabric: text('fabric'),
    itemNo: text('item_no').notNull(),
    kkProductId: text('kk_product_id').notNull(),
    searchVector: tsvector('search_vector'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('product_search_category_idx').on(t.categoryId, t.status),
    index('product_search_vector_idx').using('gin', t.searchVector),
    index('product_search_created_idx').on(t.createdAt),
    index('product_search_sales_idx').on(t.sales),
    index('product_search_price_idx').on(t.priceCents),
    index('product_search_stock_idx').on(t.totalStock),
    index('product_search_warehouses_idx').using('gin', t.warehouses),
    index('product_search_item_no_idx').on(t.itemNo),
    index('product_search_kk_product_id_idx').on(t.kkProductId),
  ],
);
