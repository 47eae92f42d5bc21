import os from 'node:os';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/database.ts';
import type { GeneratedPicture } from '../media/garment-svg.ts';
import { resolveMediaUrl, type MediaTarget } from '../media/media-names.ts';
import type { MediaStore } from '../media/media-store.ts';
import { queryRows } from '../sql.ts';
import { FEATURE_LENGTH, FEATURE_VERSION } from './features.ts';
import { featuresOfPictures, featuresOfTarget, SHEET_PICTURES } from './target-features.ts';

export interface IndexOptions {
  /** Renders running at once (a sheet of generated pictures, or one upload); defaults to the number of CPUs. */
  concurrency?: number;
  /** Rows read and written per statement. */
  batchSize?: number;
  /**
   * Where uploads are read (the process's media store). Without it only generated pictures are
   * described, which need no file (the seed's demo catalogue has nothing else); uploads keep no
   * features and wait for a run that has the store.
   */
  store?: MediaStore;
}

export interface IndexResult {
  indexed: number;
  unreadable: number;
  milliseconds: number;
}

const toLiteral = (vector: Float32Array | null) => (vector ? `{${Array.from(vector, (v) => Number(v.toFixed(5))).join(',')}}` : '{}');

/**
 * Visual-search features of product images, kept in product_images.features. Rows get them
 * here: at seed time for the demo catalogue, after back-office edits, and before a search
 * that finds rows without them. A row whose URL is not one of our media files (so its
 * pixels cannot be read safely) gets an empty array, so it is not tried again; a row whose
 * features have another length or FEATURE_VERSION (the descriptor changed) is computed again.
 */
export async function indexImageFeatures(db: Executor, options: IndexOptions = {}): Promise<IndexResult> {
  const started = performance.now();
  const { store } = options;
  const concurrency = options.concurrency ?? Math.max(2, os.availableParallelism());
  const batchSize = options.batchSize ?? 500;
  const result = { indexed: 0, unreadable: 0 };
  let afterId = 0;
  for (;;) {
    const rows = await queryRows<{ id: number; url: string }>(db, sql`
      select id, url from product_images
      where id > ${afterId} and (features is null or (cardinality(features) <> 0 and
        (cardinality(features) <> ${FEATURE_LENGTH} or features_version is distinct from ${FEATURE_VERSION})))
      order by id limit ${batchSize}`);
    if (rows.length === 0) break;
    afterId = Number(rows[rows.length - 1]!.id);
    const vectors = await describeRows(rows, store, concurrency);
    for (const vector of vectors) if (vector !== undefined) vector ? result.indexed++ : result.unreadable++;
    const values = rows.flatMap((row, i) => (vectors[i] === undefined ? [] : [sql`(${Number(row.id)}::int, ${toLiteral(vectors[i])}::real[])`]));
    if (values.length === 0) continue;
    await db.execute(sql`update product_images as i set features = v.features, features_version = ${FEATURE_VERSION} from (values ${sql.join(values, sql`, `)}) as v(id, features) where i.id = v.id`);
  }
  return { ...result, milliseconds: Math.round(performance.now() - started) };
}

/**
 * Descriptors of the rows' pictures, in order (null: not one of our media files, or unreadable;
 * undefined: an upload while there is no store to read it from).
 * Generated pictures are drawn SHEET_PICTURES to a render; uploads one by one.
 */
async function describeRows(rows: readonly { url: string }[], store: MediaStore | undefined, concurrency: number): Promise<(Float32Array | null | undefined)[]> {
  const vectors = new Array<Float32Array | null | undefined>(rows.length).fill(null);
  // Relative '/media/...' only: the seed and the back office store our own pictures that way.
  const targets = rows.map((row) => resolveMediaUrl(row.url, []));
  const generated: { index: number; picture: GeneratedPicture }[] = [];
  const others: { index: number; target: MediaTarget }[] = [];
  targets.forEach((target, index) => {
    if (target?.kind === 'garments' || target?.kind === 'looks') generated.push({ index, picture: target });
    else if (target && !store) vectors[index] = undefined;
    else if (target) others.push({ index, target });
  });
  const sheets = Array.from({ length: Math.ceil(generated.length / SHEET_PICTURES) }, (_, i) => generated.slice(i * SHEET_PICTURES, (i + 1) * SHEET_PICTURES));
  const work = [
    ...sheets.map((sheet) => async () => {
      const features = await featuresOfPictures(sheet.map((item) => item.picture));
      sheet.forEach((item, k) => (vectors[item.index] = features[k]!));
    }),
    // A picture that cannot be decoded is left out of visual search rather than failing the run.
    ...others.map(({ index, target }) => async () => {
      vectors[index] = await featuresOfTarget(target, store!).catch(() => null);
    }),
  ];
  await runBounded(work, concurrency);
  return vectors;
}

/** Runs the tasks with at most `limit` at once. */
async function runBounded(tasks: readonly (() => Promise<void>)[], limit: number): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) await tasks[next++]!();
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
}
