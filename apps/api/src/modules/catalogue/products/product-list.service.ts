import { englishSearchWords, GUEST_PRODUCT_LIMIT, parseSearch, type ProductListRequest, type productListPage, type Vocabulary } from '@threadway/contracts';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../../platform/database.ts';
import type { SearchRepository } from '../search/search.repository.ts';
import { correctableWords, correctedText, toTsQuery } from '../search/search-terms.ts';
import { planEachRun } from '../../../platform/prepared-statements.ts';
import { queryRows } from '../sql.ts';
import type { CatalogueViewer } from '../viewer.ts';
import { loadVocabulary } from '../vocabulary/vocabulary.ts';
import { cardRowsOf, sayIn, toCard, type CardRow } from './product-cards.ts';
import { listStatement, type LocalSearch, type SearchCondition } from './product-list.query.ts';

type ProductListPage = z.infer<typeof productListPage>;
/** A row of a left join: the card's columns are null when the page is empty. */
type Nullable<T> = { [K in keyof T]: T[K] | null };

/**
 * Guests see no prices (spec 6), so they can neither sort nor filter by one: a price filter
 * would reveal prices by bisection. Their request loses both; everything else stays.
 */
function withoutPrice(request: ProductListRequest): ProductListRequest {
  const sortType = request.sortType === 'priceAsc' || request.sortType === 'priceDesc' ? 'recommended' : request.sortType;
  return { ...request, minPrice: undefined, maxPrice: undefined, sortType };
}
/** Hot terms offered when nothing matched ('No product found' with suggestions). */
const EMPTY_RESULT_SUGGESTIONS = 8;

/**
 * The product list of spec 2.3 in at most three statements whatever the page size: the
 * lexicon check (only when searching; it also records the search), the total with the page's
 * ids and cards, then the suggestions when nothing matched.
 */
export function productListService(db: Executor, search: SearchRepository) {

  /**
   * The search twice over: vocabulary words in English with typos corrected against the English
   * document, and, in another language, the words as typed against the product texts in it
   * ('Kleid' finds the products named 'Kleid' in German; decision 0039).
   */
  async function understand(request: ProductListRequest, viewer: CatalogueViewer, vocabulary: Vocabulary) {
    const typed = parseSearch(request.search);
    const parsed = { ...typed, groups: typed.groups.map((words) => englishSearchWords(words, vocabulary.searchWords)) };
    if (parsed.groups.length === 0) return { condition: null, correctedSearch: null, phrases: [] };
    const typedQuery = toTsQuery(typed, new Map());
    const local: LocalSearch | null = viewer.locale === 'en' || typedQuery === null ? null : { locale: viewer.locale, tsQuery: typedQuery };
    // Paging through results is not searching again: only the first page counts.
    const record = request.pageNumber === 1 ? { phrases: parsed.phrases, userId: viewer.userId } : { phrases: [], userId: null };
    const checks = await search.checkWords(correctableWords(parsed), record, local?.locale ?? null);
    const corrections = new Map(checks.filter((c) => !c.known && c.corrections.length > 0).map((c) => [c.word, c.corrections]));
    const condition: SearchCondition = { tsQuery: toTsQuery(parsed, corrections), identifiers: parsed.identifiers, local };
    const best = new Map([...corrections].map(([word, alternatives]) => [word, alternatives[0]!]));
    return { condition, correctedSearch: correctedText(parsed, best), phrases: parsed.phrases };
  }

  return {
    async list(asked: ProductListRequest, viewer: CatalogueViewer): Promise<ProductListPage> {
      const vocabulary = await loadVocabulary(db);
      const limited = viewer.guest ? withoutPrice(asked) : asked;
      const request = limited.fabrics ? { ...limited, fabrics: limited.fabrics.map((f) => vocabulary.englishOf('fabric', f) ?? f) } : limited;
      const { condition, correctedSearch, phrases } = await understand(request, viewer, vocabulary);
      const offset = (request.pageNumber - 1) * request.pageSize;
      // Guests see the first GUEST_PRODUCT_LIMIT products only (spec 6).
      const limit = viewer.guest ? Math.max(0, Math.min(request.pageSize, GUEST_PRODUCT_LIMIT - offset)) : request.pageSize;
      // The page's cards in the same statement as its ids: one round trip less per page.
      const rows = await queryRows<{ total: number; ids: number[] } & Nullable<CardRow>>(
        db,
        planEachRun(sql`with page as materialized (${listStatement(request, condition, limit, offset)})
            select page.total, page.ids, card.* from page left join lateral (${cardRowsOf(sql`page.ids`, viewer)}) card on true`),
      );
      const total = Number(rows[0]!.total);
      const say = sayIn(vocabulary, viewer.locale);
      const cards = new Map(rows.filter((row): row is typeof row & CardRow => row.id !== null).map((row) => [Number(row.id), toCard(row, viewer.guest, say)]));
      const result: ProductListPage = {
        list: rows[0]!.ids.flatMap((id) => cards.get(Number(id)) ?? []),
        // The real count, also for guests ('Products found'); only the list they may page through is limited.
        total,
        pageNumber: request.pageNumber,
        pageSize: request.pageSize,
        limitedForGuest: viewer.guest && total > GUEST_PRODUCT_LIMIT,
        correctedSearch,
      };
      if (total === 0) {
        const searched = new Set(phrases);
        result.suggestions = (await search.hotTerms(EMPTY_RESULT_SUGGESTIONS + searched.size)).filter((term) => !searched.has(term)).slice(0, EMPTY_RESULT_SUGGESTIONS);
      }
      return result;
    },
  };
}
export type ProductListService = ReturnType<typeof productListService>;
