import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { seed } from '../../src/db/seed/index.ts';
import type { Config } from '../../src/platform/config.ts';
import { openDatabase, type Database } from '../../src/platform/database.ts';
import { TEMPLATE_MAX_AGE_MS, templateKey } from './key.ts';

/**
 * Embedded test databases start from a data directory that was migrated and seeded once
 * (PGlite's dumpDataDir/loadDataDir), kept as a file under the system's temporary folder and
 * named by the template key. Test processes running side by side may both build a missing one;
 * each writes its own file and renames it into place, so readers never see half a file.
 */

const folder = path.join(tmpdir(), 'threadway-test-templates');

const isFresh = (file: string) => {
  try {
    return Date.now() - statSync(file).mtimeMs < TEMPLATE_MAX_AGE_MS;
  } catch {
    return false;
  }
};

/** Removes other templates past their age (other checkouts, other settings). */
function removeStale(keep: string) {
  for (const name of readdirSync(folder)) {
    const file = path.join(folder, name);
    if (file !== keep && !isFresh(file)) rmSync(file, { force: true });
  }
}

async function build(config: Config, file: string) {
  const database = await openDatabase({ dataDir: 'memory://' });
  try {
    await seed(database.db, config);
    const tarball = Buffer.from(await (await database.dump!()).arrayBuffer());
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, tarball);
    renameSync(partial, file);
  } finally {
    await database.close();
  }
}

/**
 * Opens an in-memory PGlite database holding the migrations and the seed for this
 * configuration. The caller still runs `seed()` as every start does; it finds the work done.
 * A database on disk (a test of the embedded server's files) starts empty, as `npm start`'s does.
 */
export async function openPgliteFromTemplate(config: Config, dataDir = 'memory://'): Promise<Database> {
  if (!dataDir.startsWith('memory://')) return openDatabase({ dataDir });
  mkdirSync(folder, { recursive: true });
  const file = path.join(folder, `pglite-${templateKey(config)}.tar`);
  if (!isFresh(file)) {
    await build(config, file);
    removeStale(file);
  }
  return openDatabase({ dataDir, loadDataDir: new Blob([readFileSync(file)]) });
}
