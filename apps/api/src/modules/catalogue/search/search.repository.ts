import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../platform/database.ts';
import type { LocaleCode } from '@threadway/contracts';
import { inLocale, intArray, queryRows, textArray } from '../sql.ts';
import type { HotTermCounter } from './hot-terms.ts';
import { recentTerms } from './recent-terms.ts';
import { acceptedCorrections } from './search-terms.ts';

/** Closest lexicon words fetched for an unknown word, before the edit-distance check keeps at most 3. */
const CANDIDATES_PER_WORD = 8;
const CORRECTIONS_PER_WORD = 3;
/** Similarity enough for a word that starts like the typed one (the `%` operator's bar is 0.3). */
const SAME_START_MIN_SIMILARITY = 0.15;
const SUGGESTION_LIMIT = 10;
const RECENT_SEARCHES = 10;
const HOT_TERMS = 10;

export interface WordCheck {
  word: string;
  known: boolean;
  /** Closest lexicon words by trigram similarity within the allowed edits, best first; empty for known words. */
  corrections: string[];
}

export interface SearchRecord {
  /** Phrases to count in the hot list and the seller's history; empty to record nothing. */
  phrases: readonly string[];
  userId: number | null;
}

/** Writes counted searches into the hot list: one upsert for a whole batch. */
const hotUpsert = (batch: ReadonlyMap<string, number>) => sql`
  insert into hot_search_terms (term, times)
  select term, times from unnest(${textArray([...batch.keys()])}, ${intArray([...batch.values()])}) counted(term, times)
  on conflict (term) do update set times = hot_search_terms.times + excluded.times`;

export function searchRepository(db: Executor, hotTerms: HotTermCounter) {
  return {
    /**
     * ONE statement per search: checks the query words against the lexicon (the trigram GIN
     * index finds close words of unknown ones; product names are never scanned) and, in the
     * same round trip, appends to the seller's history (an insert only: no row lock, no dead
     * row; history-prune.job.ts bounds it) and, once per interval, the hot list's batch of
     * counts (see hot-terms.ts). With `locale`, a word of the product texts in that language
     * is known too: 'robe' in French is a dress, not a typo of 'rose'.
     */
    async checkWords(words: readonly string[], record: SearchRecord, locale: LocaleCode | null = null): Promise<WordCheck[]> {
      hotTerms.add(record.phrases);
      const batch = hotTerms.due();
      const writes: SQL[] = [];
      if (batch.size > 0) writes.push(sql`hot as (${hotUpsert(batch)})`);
      if (record.userId !== null && record.phrases.length > 0) {
        writes.push(sql`history as (
          insert into search_history (user_id, term)
          select ${record.userId}, phrase from unnest(${textArray(record.phrases)}) phrase
        )`);
      }
      const inLexicon = sql`exists (select 1 from search_lexicon l where l.term = w.word)`;
      const known = locale
        ? sql`(${inLexicon} or exists (select 1 from product_texts t where ${inLocale(sql`t.locale`, locale)} and t.search_vector @@ plainto_tsquery('simple', w.word)))`
        : inLexicon;
      try {
        const rows = await queryRows<{ word: string; known: boolean; corrections: string[] | null }>(
          db,
          sql`
          ${writes.length > 0 ? sql`with ${sql.join(writes, sql`, `)}` : sql``}
          select w.word, ${known} as known,
            case when ${known} then null else array(
              select l.term from search_lexicon l
              where l.term % w.word
                -- Swapped letters ('skrit') share few trigrams: words with the same first two letters get a lower bar.
                or (l.term like left(w.word, 2) || '%' and similarity(l.term, w.word) >= ${SAME_START_MIN_SIMILARITY})
              order by similarity(l.term, w.word) desc, l.frequency desc, l.term
              limit ${CANDIDATES_PER_WORD}
            ) end as corrections
          from unnest(${textArray(words)}) with ordinality w(word, position)
          order by w.position`,
        );
        return rows.map((row) => ({ word: row.word, known: row.known, corrections: acceptedCorrections(row.word, row.corrections ?? [], CORRECTIONS_PER_WORD) }));
      } catch (error) {
        hotTerms.restore(batch);
        throw error;
      }
    },

    /** Writes every pending hot-list count (on shutdown). */
    async flushHotTerms(): Promise<void> {
      const batch = hotTerms.drain();
      if (batch.size > 0) await db.execute(hotUpsert(batch));
    },

    /**
     * Search-box completions in three tiers, each looked up only while the ones before found
     * fewer than the limit: phrases starting with the text (the prefix index), phrases with a
     * word starting with it (the trigram index, a LIKE), then phrases with a word close to it
     * (trigram word similarity: typos). Within a tier, the heaviest phrases first.
     */
    async suggestions(text: string): Promise<string[]> {
      const lower = text.toLowerCase();
      const atStart = likePattern('', lower);
      const atWord = likePattern('% ', lower);
      const found = (tier: string) => sql.raw(`(select count(*) from ${tier})`);
      const tiers: { name: string; query: SQL }[] = [
        {
          name: 'starting',
          query: sql`select phrase, weight, 0 as tier, 1::real as closeness from (
            select phrase, weight from search_suggestions where lower(phrase) like ${atStart} order by weight desc, phrase limit ${SUGGESTION_LIMIT}) t`,
        },
      ];
      // Shorter texts give no full trigram to look up, so the index could not narrow them down.
      if ([...lower].length >= 2) {
        tiers.push({
          name: 'inside',
          query: sql`select phrase, weight, 1, 1::real from (
            select phrase, weight from search_suggestions
            where ${found('starting')} < ${SUGGESTION_LIMIT} and lower(phrase) like ${atWord} and lower(phrase) not like ${atStart}
            order by weight desc, phrase limit ${SUGGESTION_LIMIT}) t`,
        });
      }
      if ([...lower].length >= 3) {
        tiers.push({
          name: 'nearby',
          query: sql`select phrase, weight, 2, closeness from (
            select phrase, weight, word_similarity(${lower}, lower(phrase)) as closeness from search_suggestions
            where ${found('starting')} + ${found('inside')} < ${SUGGESTION_LIMIT} and ${lower} <% lower(phrase)
              and lower(phrase) not like ${atStart} and lower(phrase) not like ${atWord}
            order by closeness desc, weight desc, phrase limit ${SUGGESTION_LIMIT}) t`,
        });
      }
      const rows = await queryRows<{ phrase: string }>(
        db,
        sql`with ${sql.join(tiers.map((t) => sql`${sql.raw(t.name)} as (${t.query})`), sql`, `)}
        select phrase from (${sql.join(tiers.map((t) => sql.raw(`select * from ${t.name}`)), sql` union all `)}) found
        order by tier, closeness desc, weight desc, phrase
        limit ${SUGGESTION_LIMIT}`,
      );
      return rows.map((row) => row.phrase);
    },

    async recentSearches(userId: number): Promise<string[]> {
      const rows = await queryRows<{ term: string }>(db, recentTerms(userId, RECENT_SEARCHES));
      return rows.map((row) => row.term);
    },

    async clearHistory(userId: number): Promise<void> {
      await db.execute(sql`delete from search_history where user_id = ${userId}`);
    },

    /** The hot list: terms operators pinned first, then the most searched. */
    async hotTerms(limit = HOT_TERMS): Promise<string[]> {
      const rows = await queryRows<{ term: string }>(db, sql`select term from hot_search_terms order by pinned desc, times desc, term limit ${limit}`);
      return rows.map((row) => row.term);
    },
  };
}
export type SearchRepository = ReturnType<typeof searchRepository>;

/** A LIKE pattern: `before`, then the text taken literally (its wildcards escaped), then anything. */
const likePattern = (before: string, text: string) => `${before}${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
