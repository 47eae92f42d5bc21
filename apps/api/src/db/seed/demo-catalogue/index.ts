import { indexImageFeatures } from '../../../modules/catalogue/visual-search/feature-index.ts';
import type { Config } from '../../../platform/config.ts';
import type { Db } from '../../../platform/database.ts';
import { buildDemoCatalogue } from './build.ts';

/**
 * The start command's demo catalogue: DEMO_CATALOGUE_PRODUCTS products with their search index,
 * then (unless the caller indexes them itself, as the server does after it listens) the
 * visual-search features of their pictures (generated ones: no media storage needed). Skipped (undefined) when products exist.
 */
export async function seedDemoCatalogue(db: Db, config: Config, options: { indexImages: boolean }): Promise<{ products: number; skus: number } | undefined> {
  const written = await buildDemoCatalogue(db, { products: config.DEMO_CATALOGUE_PRODUCTS, now: new Date() });
  if (written && options.indexImages) await indexImageFeatures(db);
  return written;
}
