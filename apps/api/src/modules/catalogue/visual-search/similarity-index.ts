import { sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/database.ts';
import { queryRows } from '../sql.ts';
import { EDGES_START, FEATURE_LENGTH, FEATURE_VERSION, fullySeen, LAYOUT_START, WEIGHTING_SCALES, type QueryReading } from './features.ts';

/**
 * The features of every on-sale product's images, in memory for query time: one contiguous
 * Float32Array (rows x FEATURE_LENGTH) and the product of each row. Loaded on the first search
 * and again when the data changed; whether it changed is checked with one small statement
 * (counts and max ids of featured images and of on-sale products) at the next search after a
 * catalogue change notice from any process (`invalidate`), and at most CHECK_MS apart anyway in
 * case a notice was lost.
 */
const CHECK_MS = 10_000;

export interface SimilarityIndex {
  vectors: Float32Array;
  /** Product slot of each row. */
  slots: Int32Array;
  /** Product id and public id of each slot. */
  productIds: Int32Array;
  kkProductIds: string[];
}

export interface Ranked {
  productId: number;
  kkProductId: string;
  similarity: number;
}

/** Describes product images that have no features yet. */
export type IndexMissing = () => Promise<unknown>;

export function similarityIndex(db: Executor, indexMissing: IndexMissing) {
  let loaded: { key: string; index: SimilarityIndex } | null = null;
  let checkedAt = 0;
  let pending: Promise<SimilarityIndex> | null = null;

  const state = async () => {
    const [row] = await queryRows<{ key: string; missing: boolean }>(db, sql`
      select concat_ws(':',
          (select count(*) from product_images where cardinality(features) = ${FEATURE_LENGTH} and features_version = ${FEATURE_VERSION}),
          (select max(id) from product_images),
          (select count(*) from products where status = 1),
          (select sum(id) from products where status = 1),
          (select max(updated_at) from products)) as key,
        exists (select 1 from product_images where features is null or (cardinality(features) <> 0 and
          features_version is distinct from ${FEATURE_VERSION})) as missing`);
    return row!;
  };

  async function refresh(): Promise<SimilarityIndex> {
    let now = await state();
    // Pictures added without features (the seed and the back office describe theirs) are
    // described before searching, so a search never silently misses products.
    if (now.missing) {
      await indexMissing();
      now = await state();
    }
    if (loaded?.key !== now.key) loaded = { key: now.key, index: await load() };
    checkedAt = Date.now();
    return loaded.index;
  }

  async function load(): Promise<SimilarityIndex> {
    const rows = await queryRows<{ product_id: number; kk_product_id: string; features: number[] }>(db, sql`
      select i.product_id, p.kk_product_id, i.features from product_images i join products p on p.id = i.product_id
      where p.status = 1 and cardinality(i.features) = ${FEATURE_LENGTH} and i.features_version = ${FEATURE_VERSION}
      order by i.product_id, i.id`);
    const vectors = new Float32Array(rows.length * FEATURE_LENGTH);
    const slots = new Int32Array(rows.length);
    const productIds: number[] = [];
    const kkProductIds: string[] = [];
    rows.forEach((row, i) => {
      const id = Number(row.product_id);
      if (productIds[productIds.length - 1] !== id) {
        productIds.push(id);
        kkProductIds.push(row.kk_product_id);
      }
      slots[i] = productIds.length - 1;
      vectors.set(row.features.map(Number), i * FEATURE_LENGTH);
    });
    return { vectors, slots, productIds: Int32Array.from(productIds), kkProductIds };
  }

  /** The index, fresh to within CHECK_MS; concurrent callers share one refresh. */
  async function current(): Promise<SimilarityIndex> {
    if (loaded && Date.now() - checkedAt < CHECK_MS) return loaded.index;
    pending ??= refresh().finally(() => {
      pending = null;
    });
    return pending;
  }

  /** The catalogue changed (in this process or another): the next search checks the data again. */
  function invalidate(): void {
    checkedAt = 0;
  }

  return { current, invalidate };
}
export type SimilarityIndexHandle = ReturnType<typeof similarityIndex>;

/** WEIGHTING_SCALES flat (colour, layout, edges of each weighting in turn): the ranking loop reads numbers, not objects. */
const SCALES = Float64Array.from(WEIGHTING_SCALES.flatMap((scale) => [scale.colour, scale.layout, scale.edges]));

/** A picture nearly all of whose descriptor the query could not see is not scored up without bound. */
const MIN_SEEN_ENERGY = 0.25;

/**
 * Products by their best image's similarity to `query`, best first, at most `limit` of them.
 * One pass over all rows, then a partial selection: no full sort of the catalogue.
 */
export function rankProducts(index: SimilarityIndex, query: Float32Array | readonly QueryReading[], limit: number): Ranked[] {
  const best = new Float32Array(index.productIds.length).fill(-Infinity);
  const { vectors, slots } = index;
  // Block bounds as local numbers: the loops below run 294 times a row.
  const layoutStart = LAYOUT_START;
  const edgesStart = EDGES_START;
  const length = FEATURE_LENGTH;
  // Several readings of one query picture (as taken, and turned upright), each compared under
  // every block weighting: each picture scores by the reading and weighting that match it best.
  for (const { features, unseen } of query instanceof Float32Array ? [fullySeen(query)] : query) {
    for (let row = 0; row < slots.length; row++) {
      const offset = row * length;
      let colour = 0;
      let layout = 0;
      let edges = 0;
      for (let k = 0; k < layoutStart; k++) colour += vectors[offset + k]! * features[k]!;
      for (let k = layoutStart; k < edgesStart; k++) layout += vectors[offset + k]! * features[k]!;
      for (let k = edgesStart; k < length; k++) edges += vectors[offset + k]! * features[k]!;
      // What the query could not see is left out of the picture's norm too: the cosine of the
      // two over the seen part (the query is 0 there, so the dot product already skips it).
      let hiddenEnergy = 0;
      for (let u = 0; u < unseen.length; u++) hiddenEnergy += vectors[offset + unseen[u]!]! ** 2;
      const slot = slots[row]!;
      for (let w = 0; w < SCALES.length; w += 3) {
        let sum = SCALES[w]! * colour + SCALES[w + 1]! * layout + SCALES[w + 2]! * edges;
        if (hiddenEnergy > 0) sum /= Math.sqrt(Math.max(MIN_SEEN_ENERGY, 1 - SCALES[w + 1]! * hiddenEnergy));
        if (sum > best[slot]!) best[slot] = sum;
      }
    }
  }
  // Keep the top `limit` slots in a small sorted array (binary insertion).
  const top: number[] = [];
  for (let slot = 0; slot < best.length; slot++) {
    const score = best[slot]!;
    if (top.length === limit && score <= best[top[top.length - 1]!]!) continue;
    let low = 0;
    let high = top.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (best[top[mid]!]! >= score) low = mid + 1;
      else high = mid;
    }
    top.splice(low, 0, slot);
    if (top.length > limit) top.pop();
  }
  return top.map((slot) => ({ productId: index.productIds[slot]!, kkProductId: index.kkProductIds[slot]!, similarity: best[slot]! }));
}
