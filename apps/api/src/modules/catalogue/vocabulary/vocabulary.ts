import { buildVocabulary, type Vocabulary, type VocabularyTerm } from '@threadway/contracts';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/database.ts';
import { queryRows } from '../sql.ts';
import { ttlCache } from '../ttl-cache.ts';

/**
 * The catalogue's vocabularies in memory: a few hundred terms read in one statement, then every
 * list, card, detail, cart and order line translates its colours, fabrics and attributes from
 * this map instead of joining per row. Operators' edits empty it at once in this process and
 * through the catalogue change notice in the others (decision 0023); the TTL bounds a lost notice.
 */
const VOCABULARY_TTL_MS = 60_000;
const cached = ttlCache<Vocabulary>(VOCABULARY_TTL_MS, 1);

export const loadVocabulary = (executor: Executor): Promise<Vocabulary> =>
  cached('all', async () => buildVocabulary(await queryRows<VocabularyTerm>(executor, sql`select kind, term, names from catalogue_terms`)));
