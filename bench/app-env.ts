import { randomBytes } from 'node:crypto';

/**
 * The settings every bench's app shares: its own database, fresh secrets, logs off, no web app or demo data, files
 * in memory, and rate limits out of the way (a bench signs in hundreds of buyers from one address). A bench whose
 * app runs in several processes passes them one session secret. Each bench adds its NODE_ENV and its own settings.
 */
export const benchAppEnv = (databaseUrl: string, sessionSecret = randomBytes(32).toString('hex')): Record<string, string> => ({
  SESSION_SECRET: sessionSecret,
  STORE_SECRETS_KEY: randomBytes(32).toString('base64'),
  LOG_LEVEL: 'silent',
  WEB_DIST: '',
  SEED_DEMO: 'off',
  DATABASE_URL: databaseUrl,
  DATA_DIR: 'memory://',
  RATE_LIMIT_PER_MINUTE: String(100_000_000),
  SENSITIVE_RATE_LIMIT_PER_MINUTE: String(100_000_000),
});
