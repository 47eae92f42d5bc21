import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../platform/database.ts';
import { intArray } from '../sql.ts';

/**
 * The two tables behind typo tolerance and the search box, derived from the catalogue:
 *
 * - search_lexicon: every distinct word of on-sale products' names and keywords, exactly as the
 *   full-text vector holds it (ts_stat over `search_vector`, so a lexicon word always matches
 *   in a tsquery), with the number of products using it. Words need a letter and two characters.
 * - search_suggestions: phrases for the search box with a weight in tiers: category names
 *   (the products under them), then colour + garment combinations such as 'black dresses' (the
 *   products in that colour), then the best-selling product names in English and in every
 *   stored language (the sales of the products so named).
 */

const LEXICON_WORD = sql`word ~ '[[:alpha:]]' and length(word) >= 2`;
/** Weights in tiers: categories above colour + garment phrases above product names, then popularity. */
const CATEGORY_TIER = 3_000_000;
const COMBO_TIER = 2_000_000;
const NAME_WEIGHT_MAX = 1_000_000;
/**
 * Only the best-selling product names become suggestions: thousands of near-identical names of
 * the long tail would crowd the box and make every trigram lookup scan them.
 */
const SUGGESTED_NAMES = 5_000;
const SUGGESTED_NAMES_PER_OTHER_LOCALE = 1_500;

/** Which products (conditions on p) and which categories (a condition on c) to weigh. */
interface SuggestionScope {
  combos: SQL;
  names: SQL;
  texts: SQL;
  categories: SQL;
}
const EVERYTHING: SuggestionScope = { combos: sql`true`, names: sql`true`, texts: sql`true`, categories: sql`true` };

/**
 * Suggestion phrases with weights. Each part is grouped by its phrase, so a scope must take
 * whole groups: every product of a category for combinations, every product of a name for names.
 */
function suggestionRows(scope: SuggestionScope): SQL {
  return sql`
    select lower(colours.colour) || ' ' || lower(c.name) as phrase, ${COMBO_TIER} + count(distinct p.id)::int as weight
    from products p
    join categories c on c.id = p.category_id
    join lateral (select distinct s.colour from skus s where s.product_id = p.id and s.status = 1) colours on true
    where p.status = 1 and (${scope.combos})
    group by 1
    union all
    select * from (
      select p.name, least(1 + sum(p.sales), ${NAME_WEIGHT_MAX})::int as weight
      from products p where p.status = 1 and (${scope.names}) group by p.name
      order by weight desc, p.name limit ${SUGGESTED_NAMES}
    ) names
    union all
    select name, weight from (
      select t.name, least(1 + sum(p.sales), ${NAME_WEIGHT_MAX})::int as weight, row_number() over (partition by t.locale order by sum(p.sales) desc, t.name) as position
      from product_texts t join products p on p.id = t.product_id
      where p.status = 1 and (${scope.texts}) group by t.locale, t.name
    ) texts where position <= ${SUGGESTED_NAMES_PER_OTHER_LOCALE}
    union all
    select c.name, ${CATEGORY_TIER} + coalesce(n.products, 0)
    from categories c
    left join (
      -- Products count for their category and its ancestors (three levels).
      select ancestor, count(*)::int as products
      from products p
      join categories c3 on c3.id = p.category_id
      left join categories c2 on c2.id = c3.parent_id
      cross join unnest(array[c3.id, c3.parent_id, c2.parent_id]) ancestor
      where p.status = 1 and ancestor is not null
      group by ancestor
    ) n on n.ancestor = c.id
    where c.status = 1 and (${scope.categories})`;
}

const upsertSuggestions = (scope: SuggestionScope) => sql`
  insert into search_suggestions (phrase, weight)
  select phrase, max(weight) from (${suggestionRows(scope)}) scoped
  where length(phrase) between 2 and 200
  group by phrase
  on conflict (phrase) do update set weight = excluded.weight`;

/** Rebuilds both tables from the whole catalogue (after the generator or a CSV import). */
export async function rebuildSearchIndex(executor: Executor): Promise<void> {
  await executor.execute(sql`delete from search_lexicon`);
  await executor.execute(sql`
    insert into search_lexicon (term, frequency)
    select word, ndoc from ts_stat('select search_vector from products where status = 1') where ${LEXICON_WORD}`);
  await executor.execute(sql`delete from search_suggestions`);
  await executor.execute(upsertSuggestions(EVERYTHING));
}

/**
 * Brings the index up to date after the given products changed (a back-office edit): their
 * words get fresh frequencies (a word no on-sale product uses any more leaves the lexicon), their
 * names and colour combinations fresh weights, and category phrases follow category changes.
 * Words or names the products no longer carry keep their old entry until the next rebuild:
 * such a lexicon word matches nothing in a query, so it does no harm meanwhile.
 */
export async function updateSearchIndexFor(executor: Executor, productIds: readonly number[]): Promise<void> {
  if (productIds.length === 0) return;
  const ids = intArray(productIds);
  await executor.execute(sql`
    with words as (
      select distinct word from products p, unnest(tsvector_to_array(p.search_vector)) word
      where p.id = any(${ids}) and ${LEXICON_WORD}
    ),
    counted as (
      select w.word, (select count(*)::int from products p where p.status = 1 and p.search_vector @@ plainto_tsquery('simple', w.word)) as frequency
      from words w
    ),
    removed as (
      delete from search_lexicon l using counted c where l.term = c.word and c.frequency = 0
    )
    insert into search_lexicon (term, frequency)
    select word, frequency from counted where frequency > 0
    on conflict (term) do update set frequency = excluded.frequency`);

  // Weights are recomputed over whole groups: every product of the edited products' categories
  // (colour combinations) and every product sharing one of their names.
  const categoryIds = sql`select category_id from products where id = any(${ids})`;
  await executor.execute(
    upsertSuggestions({
      combos: sql`p.category_id in (${categoryIds})`,
      names: sql`p.name in (select name from products where id = any(${ids}))`,
      texts: sql`t.name in (select name from product_texts where product_id = any(${ids}))`,
      // Few categories, and a product counts for its ancestors too: weigh them all again.
      categories: sql`true`,
    }),
  );
}
