import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

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
