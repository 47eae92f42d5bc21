import { sql } from 'drizzle-orm';
import { rebuildSearchIndex } from '../../../modules/catalogue/search/search-index.ts';
import type { Db } from '../../../platform/database.ts';
import { products } from '../../schema/index.ts';
import { catalogueGenerator, type CatalogueOptions } from './generate.ts';
import { writeCatalogue, type WriteOptions } from './writer.ts';

/**
 * Generates and writes the catalogue with its search index in one transaction, unless a product
 * already exists. An advisory lock makes two servers starting on one database write it once.
 * Returns the counts written, or undefined when a catalogue was already there.
 */
export async function buildDemoCatalogue(db: Db, options: CatalogueOptions & WriteOptions): Promise<{ products: number; skus: number } | undefined> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('threadway-demo-catalogue'))`);
    const existing = await tx.select({ id: products.id }).from(products).limit(1);
    if (existing.length > 0) return undefined;
    const written = await writeCatalogue(tx, catalogueGenerator(options), options);
    await rebuildSearchIndex(tx);
    return written;
  });
}
