import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Config } from '../../src/platform/config.ts';

/**
 * What a migrated and seeded test database depends on, as one key: the sources (migrations,
 * schema, seed and everything they import live under apps/api/src and packages/contracts/src),
 * the installed packages (package-lock.json) and the settings the seed reads. Any change gives
 * a new key, so a template left from an older checkout is never used.
 */

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const SOURCES = ['apps/api/src', 'packages/contracts/src'];

/**
 * The settings `seed()` reads: config.X under apps/api/src/db/seed (checked below). The demo
 * catalogue's picture features need no media folder (generated pictures only), so MEDIA_DIR is not one.
 */
export const SEED_CONFIG_KEYS: readonly string[] = ['NODE_ENV', 'SEED_DEMO', 'DEMO_CATALOGUE_PRODUCTS', 'ADMIN_EMAIL', 'ADMIN_PASSWORD'];
const SEED_FOLDER = path.join('apps', 'api', 'src', 'db', 'seed');
/**
 * Demo data placed by the development server's start once it listens (server.ts), through the
 * API and the platforms' simulators, never by `seed()`: what they read cannot change a template.
 */
const PLACED_AFTER_START = ['demo-orders.ts', 'demo-stores.ts', 'demo-store-orders.ts'];

/** A setting the seed starts reading must join the key, or templates seeded without it would be reused. */
function checkSeedSettings(file: string, text: string) {
  if (!path.relative(root, file).startsWith(SEED_FOLDER) || PLACED_AFTER_START.includes(path.basename(file))) return;
  for (const [, key] of text.matchAll(/\bconfig\.([A-Z][A-Z0-9_]*)/g)) {
    if (!SEED_CONFIG_KEYS.includes(key!)) throw new Error(`${file} reads config.${key}: add it to SEED_CONFIG_KEYS in apps/api/test/templates/key.ts`);
  }
}

/**
 * A template is rebuilt once it is this old: the demo catalogue's flash sales are placed
 * relative to the time of seeding, and an hour's drift leaves the shortest (6 h) running.
 */
export const TEMPLATE_MAX_AGE_MS = 60 * 60 * 1000;

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.test.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

let sources: string | undefined;
function sourcesDigest(): string {
  if (sources) return sources;
  const hash = createHash('sha256');
  for (const file of [...SOURCES.flatMap((dir) => listFiles(path.join(root, dir))), path.join(root, 'package-lock.json')]) {
    const text = readFileSync(file);
    checkSeedSettings(file, text.toString('utf8'));
    hash.update(path.relative(root, file)).update('\0').update(text).update('\0');
  }
  sources = hash.digest('hex');
  return sources;
}

/** 16 hex digits naming the template for a database seeded with this configuration. */
export function templateKey(config: Config): string {
  const settings = Object.fromEntries(SEED_CONFIG_KEYS.map((key) => [key, config[key as keyof Config] ?? null]));
  return createHash('sha256').update(sourcesDigest()).update(JSON.stringify(settings)).digest('hex').slice(0, 16);
}
