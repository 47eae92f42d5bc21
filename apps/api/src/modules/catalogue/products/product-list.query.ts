import { type LocaleCode, type ProductListRequest, type ProductSort, type WarehouseCountry } from '@threadway/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { inCategory, selectsCategory } from '../categories/category-filter.ts';
import { inLocale, textArray } from '../sql.ts';
import { discountRunsNow } from './product-cards.ts';

/** What the search contributes to the list statement (see search-terms.ts). */
export interface SearchCondition {
  /** Against the English document (products.search_vector): vocabulary words in English, typos corrected. */
  tsQuery: string | null;
  identifiers: readonly string[];
  /** Against the product texts of the seller's language: the words as typed; null in English. */
  local: LocalSearch | null;
}

export interface LocalSearch {
  locale: Exclude<LocaleCode, 'en'>;
  tsQuery: string;
}

/**
 * The products whose text in the seller's language matches, with their cheap rank: one GIN
 * lookup in the locale's partial index (product_texts_search_<locale>_idx).
 */
const localMatches = (local: LocalSearch): SQL => sql`local_matches as materialized (
    select t.product_id as id, ts_rank(t.search_vector, ${local.tsQuery}::tsquery) as quick
    from product_texts t where ${inLocale(sql`t.locale`, local.locale)} and t.search_vector @@ ${local.tsQuery}::tsquery
  )`;

/** The CTEs a search's statement starts with: the local matches when searching in another language. */
const searchCtes = (search: SearchCondition | null): SQL => (search?.local ? sql`${localMatches(search.local)}, ` : sql``);

/**
 * The full-text condition: the English document matches, or (in another language) the
 * product's text in that language does. The second is an id list, so the planner can OR the
 * primary-key lookup with the English GIN lookup (a BitmapOr) instead of scanning products.
 */
function textMatch(search: SearchCondition): SQL {
  const english = search.tsQuery === null ? sql`false` : sql`p.search_vector @@ ${search.tsQuery}::tsquery`;
  return search.local ? sql`(${english} or p.id = any(array(select id from local_matches)))` : english;
}

/** The product is one of the item numbers or product ids typed in the search. */
const identifierMatch = (search: SearchCondition) =>
  sql`(p.item_no = any(${textArray(search.identifiers)}) or p.kk_product_id = any(${textArray(search.identifiers)}))`;

/** Each warehouse country's stock column of product_search (CN holds CN_S and CN_N, see product-summary.ts). */
const COUNTRY_STOCK: Record<WarehouseCountry, SQL> = { CN: sql`p.stock_cn`, US: sql`p.stock_us`, GB: sql`p.stock_gb`, DE: sql`p.stock_de` };

/**
 * The WHERE of the product list, on the list's narrow copy of products `product_search p`
 * (schema/search.ts): on sale, then every filter of spec 2.3. Each filter reads denormalised
 * columns (see product-summary.ts).
 */
function listConditions(request: ProductListRequest, search: SearchCondition | null): SQL {
  const conditions: SQL[] = [sql`p.status = 1`, inCategory(request)];
  if (search) {
    const query = textMatch(search);
    conditions.push(search.identifiers.length === 0 ? query : sql`(${query} or ${identifierMatch(search)})`);
  }
  if (request.warehouses?.length) conditions.push(sql`p.warehouses && ${textArray(request.warehouses)}`);
  if (request.supplierRanks?.length) conditions.push(sql`p.supplier_rank = any(${textArray(request.supplierRanks)})`);
  if (request.fabrics?.length) conditions.push(sql`lower(p.fabric) = any(${textArray(request.fabrics.map((f) => f.toLowerCase()))})`);
  if (request.minPrice !== undefined) conditions.push(sql`p.price_cents >= ${request.minPrice}`);
  if (request.maxPrice !== undefined) conditions.push(sql`p.price_cents <= ${request.maxPrice}`);
  if (request.productType !== undefined) conditions.push(sql`p.product_type = ${request.productType}`);
  if (request.minInventory !== undefined && request.minInventory > 0) {
    // With warehouses, only their stock counts (spec 2.3): the sum of the chosen countries' columns.
    const stock = request.warehouses?.length ? sql.join([...new Set(request.warehouses)].map((country) => COUNTRY_STOCK[country]), sql` + `) : sql`p.total_stock`;
    conditions.push(sql`(${stock}) >= ${request.minInventory}`);
  }
  return sql.join(conditions, sql` and `);
}

/** Products discounted now (see product-cards.ts): few, so they are listed rather than looked up per product. */
const discountedNow = sql`(select dp.product_id from discount_products dp join discounts dg on dg.id = dp.discount_id where ${discountRunsNow})`;

/**
 * The price the seller pays for `p`, as its card shows it: the lowest price after the deepest
 * discount running now (contracts `discountedPrice`, rounded up to the cent), else the price.
 */
const payPrice = sql`greatest(0, ceil(p.price_cents * (100 - coalesce((
      select max(dp.discount_percent) from discount_products dp join discounts dg on dg.id = dp.discount_id
      where dp.product_id = p.id and ${discountRunsNow}
    ), 0)) / 100.0))::int`;

/**
 * payPrice for every match of a search or category: undiscounted products (nearly all) pay
 * their price, so the per-product lookup of payPrice runs only for the few discounted now (one
 * hashed list for the statement) instead of once per match.
 */
const matchedPayPrice = sql`case when p.id in ${discountedNow} then ${payPrice} else p.price_cents end`;

const sortsByPrice = (sort: ProductSort): sort is 'priceAsc' | 'priceDesc' => sort === 'priceAsc' || sort === 'priceDesc';

const exactMatch = (search: SearchCondition) => (search.identifiers.length === 0 ? sql`false` : identifierMatch(search));

/**
 * The ORDER BY of each sort, ending with the id so pages never overlap. 'recommended' without
 * a search puts best sellers in stock first, then those out of stock; with a search it is the
 * relevance order of relevanceStatement.
 */
function listOrder(sort: ProductSort): SQL {
  switch (sort) {
    case 'newest':
      return sql`p.created_at desc, p.id desc`;
    case 'inventory':
      return sql`p.total_stock desc, p.id desc`;
    case 'sales':
      return sql`p.sales desc, p.id desc`;
    case 'priceAsc':
      return sql`p.pay_price asc, p.id asc`;
    case 'priceDesc':
      return sql`p.pay_price desc, p.id desc`;
    case 'recommended':
      return sql`(p.total_stock > 0) desc, p.sales desc, p.id desc`;
  }
}

/**
 * Browsing the whole catalogue, the page walks the sort's index and stops after it (the count
 * is an index-only scan when unfiltered). 'recommended' takes two walks of the sales index,
 * in stock then out of stock, instead of sorting every product.
 */
function walkedIds(request: ProductListRequest, where: SQL, limit: number, offset: number): SQL {
  if (sortsByPrice(request.sortType)) return walkedByPayPrice(request.sortType, where, limit, offset);
  if (request.sortType !== 'recommended') {
    return sql`array(select p.id from product_search p where ${where} order by ${listOrder(request.sortType)} limit ${limit} offset ${offset})`;
  }
  const bySales = listOrder('sales');
  return sql`array(
    select id from (
      (select p.id, p.sales, 0 as tier from product_search p where ${where} and p.total_stock > 0 order by ${bySales} limit ${limit + offset})
      union all
      (select p.id, p.sales, 1 from product_search p where ${where} and p.total_stock <= 0 order by ${bySales} limit ${limit + offset})
    ) p
    order by tier, ${bySales} limit ${limit} offset ${offset})`;
}

/**
 * Sorting the whole catalogue by the price the seller pays: undiscounted products pay their
 * price, so the best of them come from a walk of the price index; the few discounted now are
 * added with their discounted price, and the two are ordered together.
 */
function walkedByPayPrice(sort: 'priceAsc' | 'priceDesc', where: SQL, limit: number, offset: number): SQL {
  const byPrice = sort === 'priceAsc' ? sql`p.price_cents asc, p.id asc` : sql`p.price_cents desc, p.id desc`;
  return sql`array(
    select id from (
      (select p.id, p.price_cents as pay_price from product_search p where ${where} and p.id not in ${discountedNow} order by ${byPrice} limit ${limit + offset})
      union all
      (select p.id, ${payPrice} from product_search p where ${where} and p.id in ${discountedNow})
    ) p
    order by ${listOrder(sort)} limit ${limit} offset ${offset})`;
}

/**
 * ONE statement answering the total and the ids of one page.
 * - Searching, or within a category: the matches are found once (a materialized CTE; with
 *   their rank when searching), then counted and ordered. Ranking needs every match anyway, and
 *   a category's products are read through the category index, whatever the sort: walking a
 *   sort index would skip most rows when the category is small.
 * - Browsing everything: the count and the page are separate subqueries (see walkedIds).
 */
export function listStatement(request: ProductListRequest, search: SearchCondition | null, limit: number, offset: number): SQL {
  const where = listConditions(request, search);
  if (!search && !selectsCategory(request)) {
    return sql`select (select count(*)::int from product_search p where ${where}) as total, ${walkedIds(request, where, limit, offset)} as ids`;
  }
  if (search && request.sortType === 'recommended') return relevanceStatement(where, search, limit, offset);
  return sql`
    with ${searchCtes(search)}matched as materialized (
      select p.id, p.created_at, p.total_stock, p.sales, ${sortsByPrice(request.sortType) ? matchedPayPrice : sql`null::int`} as pay_price
      from product_search p where ${where}
    )
    select (select count(*)::int from matched) as total,
           array(select p.id from matched p order by ${listOrder(request.sortType)} limit ${limit} offset ${offset}) as ids`;
}

/**
 * How many of the best matches by the cheap rank (ts_rank) are ranked again by the costly one
 * (ts_rank_cd, cover density: words close together weigh more). On a broad search the cover
 * density of every match was most of the statement's time (decision 0006, Measurements).
 */
export const SHORTLIST = 500;

/**
 * Relevance order of a search: exact item numbers first, then ts_rank_cd, then sales. Every
 * match gets the cheap ts_rank; the SHORTLIST best by it are ordered by ts_rank_cd, the rest
 * follow by ts_rank, so paging never repeats or skips a product: the order is (exact, in
 * shortlist, ts_rank_cd in the shortlist or ts_rank after it, sales, id) on every page.
 */
function relevanceStatement(where: SQL, search: SearchCondition, limit: number, offset: number): SQL {
  const query = search.tsQuery === null ? null : sql`${search.tsQuery}::tsquery`;
  const english = query ? sql`ts_rank(p.search_vector, ${query})` : sql`0::real`;
  // Cover density reads the vector again, by id, for the rows it ranks: keeping every match's
  // vector in `matched` cost more than these lookups (decision 0006, Measurements).
  const englishDense = query ? sql`ts_rank_cd((select v.search_vector from product_search v where v.id = m.id), ${query})` : sql`0::real`;
  // In another language a product ranks by the better of its two documents.
  const local = search.local;
  const quick = local ? sql`greatest(${english}, coalesce(l.quick, 0))` : english;
  const dense = local
    ? sql`greatest(${englishDense}, ts_rank_cd((select t.search_vector from product_texts t where t.product_id = m.id and t.locale = ${local.locale}), ${local.tsQuery}::tsquery))`
    : englishDense;
  const order = sql`p.exact desc, p.shortlisted desc, p.rank desc, p.sales desc, p.id desc`;
  const ranked =
    offset + limit <= SHORTLIST
      ? sql`select m.id, m.exact, m.sales, true as shortlisted, ${dense} as rank from shortlist m`
      : sql`select m.id, m.exact, m.sales, s.id is not null as shortlisted, case when s.id is not null then ${dense} else m.quick end as rank
            from matched m left join shortlist s on s.id = m.id`;
  return sql`
    with ${searchCtes(search)}matched as materialized (
      select p.id, p.sales, ${exactMatch(search)} as exact, ${quick} as quick
      from product_search p ${local ? sql`left join local_matches l on l.id = p.id` : sql``} where ${where}
    ),
    shortlist as materialized (
      select m.id, m.exact, m.sales from matched m order by m.exact desc, m.quick desc, m.sales desc, m.id desc limit ${SHORTLIST}
    )
    select (select count(*)::int from matched) as total,
           array(select p.id from (${ranked}) p order by ${order} limit ${limit} offset ${offset}) as ids`;
}
