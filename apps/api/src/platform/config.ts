import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';

/** Environment variables, documented in .env.example. */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** PostgreSQL server; unset means the embedded PGlite database under DATA_DIR. */
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default('./data'),
  /** Signs session tokens. Unset outside production: a random one is kept in DATA_DIR. */
  SESSION_SECRET: z.string().min(32).optional(),
  /** smtp://user:pass@host:port; unset keeps e-mail in the outbox (developer mailbox). */
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Threadway <no-reply@threadway.shop>'),
  /** The issuer printed on invoices (docs/decisions/0032): company name, address ('|' between lines), tax number and e-mail. */
  INVOICE_ISSUER_NAME: z.string().trim().min(1).default('Threadway Trading Ltd.'),
  INVOICE_ISSUER_ADDRESS: z.string().trim().min(1).default('Unit 5, 18 Harbour Road|Wan Chai, Hong Kong'),
  INVOICE_ISSUER_TAX_ID: z.string().trim().min(1).default('BR 00000000'),
  INVOICE_ISSUER_EMAIL: z.string().trim().min(1).default('billing@threadway.shop'),
  /** Where people reach the site; defaults to http://localhost:PORT. */
  PUBLIC_URL: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Requests per minute per user (signed in) or per address (guests). */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
  /** Pictures drawn per minute per address by GET /media/* (a picture already on disk is never counted). */
  MEDIA_RENDERS_PER_MINUTE: z.coerce.number().int().positive().default(600),
  /**
   * Proxies whose X-Forwarded-For is believed: comma-separated addresses or CIDR ranges (or proxy-addr's
   * names loopback, linklocal, uniquelocal). Empty (the default) trusts nobody: the client address is the
   * socket's, so no caller can pick the address the per-address limits count.
   */
  TRUST_PROXY: z.string().trim().default(''),
  /** Calls per minute per address to sign-in, code sending and password reset. */
  SENSITIVE_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(20),
  /** Verification codes one address may ask for in ten minutes, whatever the target. */
  CODES_PER_IP_PER_10_MINUTES: z.coerce.number().int().positive().default(10),
  /** Serve the built web app from this folder; empty disables it. */
  WEB_DIST: z.string().default('apps/web/dist'),
  /** Developer mailbox at /dev/mailbox; always off in production. */
  DEV_MAILBOX: z.enum(['on', 'off']).optional(),
  /** Bootstrap administrator for the back office, created when no operator exists. */
  ADMIN_EMAIL: z.string().default('admin@threadway.shop'),
  ADMIN_PASSWORD: z.string().optional(),
  SEED_DEMO: z.enum(['on', 'off']).default('on'),
  /** Products in the generated demo catalogue (about 15 SKUs each); 0 leaves the catalogue empty. */
  DEMO_CATALOGUE_PRODUCTS: z.coerce.number().int().min(0).max(200_000).default(2000),
  /** Rendered and uploaded images; defaults to DATA_DIR/media (a temporary folder for in-memory databases). */
  MEDIA_DIR: z.string().optional(),
  /**
   * Redis (redis://[user:pass@]host:port[/db]) shared by several API processes: rate-limit counters and the
   * change notices that keep every process's in-memory caches and indexes fresh (decision 0023). Unset: one
   * process, everything in memory.
   */
  REDIS_URL: z.string().url().optional(),
  /** Starts every key and channel this deployment uses in Redis, so two deployments (or test runs) can share one Redis. */
  REDIS_KEY_PREFIX: z.string().min(1).max(60).default('threadway:'),
  /**
   * An S3-compatible bucket for media (uploads, rendered pictures) and export files, shared by every process.
   * S3_BUCKET turns it on; S3_ENDPOINT is the store's URL (unset: AWS S3 of S3_REGION); the keys unset use the
   * SDK's default credentials (instance role). Unset S3_BUCKET keeps files on the local disk (MEDIA_DIR, DATA_DIR/exports).
   */
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z.string().min(3).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** Bucket in the path (http://host/bucket/key), as MinIO and most S3-compatible stores want; 'off' for virtual-hosted names. */
  S3_FORCE_PATH_STYLE: z.enum(['on', 'off']).default('on'),
  /** How often an idle job worker looks for due jobs, in ms (pg-boss polls; 500 at least). */
  JOBS_POLL_MS: z.coerce.number().int().min(500).max(3_600_000).default(2000),
  /** How long a running job may take before it counts as lost (its worker died) and runs again. */
  JOBS_EXPIRE_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
  /** Whether `npm start` (the API process) also runs the job handlers; `npm run worker` always does. */
  WORKER: z.enum(['on', 'off']).default('on'),
  /**
   * The CPU priority (nice, 0–19) of an `npm run worker` process: beside API processes on one machine, a
   * backlog of jobs must not slow the answers (a platform's webhook waits a few seconds at most); 0 on a
   * machine of its own.
   */
  WORKER_NICE: z.coerce.number().int().min(0).max(19).default(10),
  /** The card gateway (Stripe Checkout API shape); unset in development starts the local simulator (tools/simulators). */
  CARD_GATEWAY_URL: z.string().url().optional(),
  CARD_GATEWAY_SECRET_KEY: z.string().min(1).default('sk_test_threadway_local'),
  /** Verifies the gateway's Stripe-Signature webhook header. */
  CARD_GATEWAY_WEBHOOK_SECRET: z.string().min(1).default('whsec_threadway_local'),
  /** The browser's key for the gateway's card frame (the one-page form): it tokenises cards, it cannot charge them. */
  CARD_GATEWAY_PUBLISHABLE_KEY: z.string().min(1).default('pk_test_threadway_local'),
  /** The gateway's own script (Stripe.js shape, e.g. https://js.stripe.com/v3/); unset: the one-page card form is unavailable. */
  CARD_GATEWAY_JS_URL: z.string().url().optional(),
  /** Port of the local card-gateway simulator started in development. */
  CARD_GATEWAY_SIMULATOR_PORT: z.coerce.number().int().min(0).max(65535).default(4242),
  /**
   * Sign in with Google (OpenID Connect, docs/decisions/0033). Unset: social sign-in is off, except in development
   * where the local OpenID provider simulator (tools/simulators/oidc) starts on GOOGLE_SIMULATOR_PORT.
   */
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  /** The provider's issuer; its discovery document is `{issuer}/.well-known/openid-configuration`. */
  GOOGLE_ISSUER: z.string().url().default('https://accounts.google.com'),
  GOOGLE_SIMULATOR_PORT: z.coerce.number().int().min(0).max(65535).default(4444),
  /** The pay-later provider (Mondu API shape); unset in development starts the local simulator (tools/simulators). */
  PAY_LATER_URL: z.string().url().optional(),
  PAY_LATER_API_TOKEN: z.string().min(1).default('pl_test_threadway_local'),
  /** Verifies the provider's X-Mondu-Signature webhook header. */
  PAY_LATER_WEBHOOK_SECRET: z.string().min(1).default('whsec_paylater_local'),
  /** Port of the local pay-later simulator started in development. */
  PAY_LATER_SIMULATOR_PORT: z.coerce.number().int().min(0).max(65535).default(4343),
  /** The wallet provider (PayPal Orders v2 shape); unset in development starts the local simulator (tools/simulators). */
  WALLET_URL: z.string().url().optional(),
  WALLET_CLIENT_ID: z.string().min(1).default('wallet_client_local'),
  WALLET_CLIENT_SECRET: z.string().min(1).default('wallet_secret_local'),
  /** Port of the local wallet simulator started in development. */
  WALLET_SIMULATOR_PORT: z.coerce.number().int().min(0).max(65535).default(4545),
  /** The payout/payment provider, method 9 (Payoneer Checkout API shape); unset in development starts the local simulator (tools/simulators). */
  PAYOUT_PROVIDER_URL: z.string().url().optional(),
  /** HTTP Basic credentials of the provider's API: merchant code and payment token. */
  PAYOUT_PROVIDER_MERCHANT_CODE: z.string().min(1).default('THREADWAY_LOCAL'),
  PAYOUT_PROVIDER_TOKEN: z.string().min(1).default('payout_token_local'),
  /** Port of the local payout-provider simulator started in development. */
  PAYOUT_PROVIDER_SIMULATOR_PORT: z.coerce.number().int().min(0).max(65535).default(4747),
  /** The parcel-tracking service (17TRACK Tracking API v2.2 shape); unset in development starts the local carrier simulator (tools/simulators). */
  CARRIER_TRACKING_URL: z.string().url().optional(),
  /** Sent as the `17token` header. */
  CARRIER_TRACKING_API_KEY: z.string().min(1).default('track_test_threadway_local'),
  /** Verifies the `sign` header of the tracking service's webhook pushes. */
  CARRIER_WEBHOOK_SECRET: z.string().min(1).default('whsec_carrier_local'),
  /** How often a shipped parcel's tracking is fetched until it is delivered, in seconds (webhooks usually come first). */
  CARRIER_POLL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(3600),
  /** Port of the local carrier simulator started in development. */
  CARRIER_SIMULATOR_PORT: z.coerce.number().int().min(0).max(65535).default(4646),
  /** Seconds between two tracking steps of a parcel in the local carrier simulator. */
  CARRIER_SIMULATOR_STEP_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
  /** TikTok Shop Partner API app (Partner Center): app key and secret sign every call; the service id opens the seller's authorization page. */
  TIKTOK_SHOP_APP_KEY: z.string().min(1).default('tts_app_local'),
  TIKTOK_SHOP_APP_SECRET: z.string().min(1).default('tts_secret_local'),
  TIKTOK_SHOP_SERVICE_ID: z.string().min(1).default('tts_service_local'),
  /** Authorization page, token (auth) host and API host; unset in development starts the local simulator (tools/simulators), unset in production means TikTok's own hosts. */
  TIKTOK_SHOP_AUTH_URL: z.string().url().optional(),
  TIKTOK_SHOP_TOKEN_URL: z.string().url().optional(),
  TIKTOK_SHOP_API_URL: z.string().url().optional(),
  /** Port of the local TikTok Shop simulator started in development. */
  TIKTOK_SHOP_SIMULATOR_PORT: z.coerce.number().int().min(0).max(65535).default(4850),
  /** Temu Partner API app: the app key and secret sign every router call (MD5). */
  TEMU_APP_KEY: z.string().min(1).default('temu_app_local'),
  TEMU_APP_SECRET: z.string().min(1).default('temu_secret_local'),
  /** Router base and Seller Center; unset in development starts the local simulator, unset in production means each region's router (us, eu, global) and seller.temu.com. */
  TEMU_API_URL: z.string().url().optional(),
  TEMU_AUTH_URL: z.string().url().optional(),
  /** Port of the local Temu simulator started in development. */
  TEMU_SIMULATOR_PORT: z.coerce.number().int().min(0).max(65535).default(4851),
  /** Encrypts store tokens and consumer secrets at rest (AES-256-GCM): 32 bytes in base64. Required in production; generated into DATA_DIR in development. */
  STORE_SECRETS_KEY: z.string().optional(),
  /** Timeout and response-size cap of every call to a store platform or a seller's store URL. */
  STORE_HTTP_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  STORE_HTTP_MAX_BYTES: z.coerce.number().int().min(1024).max(100 * 1024 * 1024).default(5 * 1024 * 1024),
  /** How often the store job refreshes expiring tokens and checks authorizations, in minutes. */
  STORE_AUTH_SWEEP_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
  /** How often every receiving store is polled for the orders its webhooks missed (issue 17), in minutes. */
  STORE_ORDERS_POLL_MINUTES: z.coerce.number().int().min(1).max(1440).default(5),
  /** The Shopify app (Partner dashboard): client id, client secret (signs OAuth callbacks and webhooks) and scopes. */
  SHOPIFY_API_KEY: z.string().min(1).default('shopify_app_local'),
  SHOPIFY_API_SECRET: z.string().min(1).default('shpss_threadway_local'),
  SHOPIFY_SCOPES: z.string().min(1).default('write_products,write_inventory,read_orders,write_merchant_managed_fulfillment_orders'),
  /** Where a shop's Admin API lives; {shop} is its myshopify.com host. Unset: https://{shop}, or the local simulator in development. */
  SHOPIFY_SHOP_URL_TEMPLATE: z.string().optional(),
  /** Port of the local Shopify simulator started in development. */
  SHOPIFY_SIMULATOR_PORT: z.coerce.number().int().min(0).max(65535).default(4848),
  /** Derives each WooCommerce store's webhook secret (HMAC of the store URL), so no store can sign for another. */
  WOOCOMMERCE_WEBHOOK_SECRET: z.string().min(16).default('woocommerce_webhooks_local_secret'),
  /** Port of the local WooCommerce simulator started in development (the demo seller's store). */
  WOOCOMMERCE_SIMULATOR_PORT: z.coerce.number().int().min(0).max(65535).default(4949),
  /** Set by the development start when the WooCommerce simulator runs: the demo seller's store and its REST keys. */
  WOOCOMMERCE_DEMO_STORE_URL: z.string().url().optional(),
  WOOCOMMERCE_DEMO_CONSUMER_KEY: z.string().optional(),
  WOOCOMMERCE_DEMO_CONSUMER_SECRET: z.string().optional(),
});

export type Config = Omit<z.infer<typeof envSchema>, 'PUBLIC_URL' | 'MEDIA_DIR'> & {
  PUBLIC_URL: string;
  MEDIA_DIR: string;
  sessionSecret: string;
  devMailbox: boolean;
  /** STORE_SECRETS_KEY checked: base64 of 32 bytes. */
  storeSecretsKey: string;
  /** `{shop}` is replaced by a shop's myshopify.com host. */
  shopifyShopUrlTemplate: string;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(`Invalid environment: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  }
  const base = { ...parsed.data, ...overrides };
  if (base.NODE_ENV === 'production' && !base.SESSION_SECRET) throw new Error('SESSION_SECRET is required in production');
  if (Boolean(base.S3_ACCESS_KEY_ID) !== Boolean(base.S3_SECRET_ACCESS_KEY)) throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
  const devMailbox = base.NODE_ENV !== 'production' && (base.DEV_MAILBOX ?? 'on') === 'on';
  const mediaDir = base.MEDIA_DIR ?? (base.DATA_DIR.startsWith('memory://') ? path.join(os.tmpdir(), 'threadway-media') : path.join(base.DATA_DIR, 'media'));
  return {
    ...base,
    PUBLIC_URL: base.PUBLIC_URL ?? `http://localhost:${base.PORT}`,
    MEDIA_DIR: path.resolve(mediaDir),
    sessionSecret: base.SESSION_SECRET ?? localSecret(base.DATA_DIR, base.NODE_ENV),
    devMailbox,
    storeSecretsKey: storeSecretsKey(base),
    shopifyShopUrlTemplate: base.SHOPIFY_SHOP_URL_TEMPLATE ?? 'https://{shop}',
  };
}

/** A development secret that survives restarts, so sessions survive them too. */
function localSecret(dataDir: string, nodeEnv: string): string {
  if (nodeEnv === 'test') return randomBytes(32).toString('hex');
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Tests share one fixed key, so a test can decrypt what it reads from the database. */
export const TEST_STORE_SECRETS_KEY = Buffer.alloc(32, 7).toString('base64');

/** The store-secrets key: from the environment, fixed in tests, kept in DATA_DIR in development, required in production. */
function storeSecretsKey(base: { STORE_SECRETS_KEY?: string; NODE_ENV: string; DATA_DIR: string }): string {
  if (base.STORE_SECRETS_KEY) {
    if (Buffer.from(base.STORE_SECRETS_KEY, 'base64').length !== 32) throw new Error('STORE_SECRETS_KEY must be 32 bytes in base64');
    return base.STORE_SECRETS_KEY;
  }
  if (base.NODE_ENV === 'production') throw new Error('STORE_SECRETS_KEY is required in production');
  if (base.NODE_ENV === 'test' || base.DATA_DIR.startsWith('memory://')) return TEST_STORE_SECRETS_KEY;
  const file = path.join(base.DATA_DIR, 'store-secrets-key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(base.DATA_DIR, { recursive: true });
  const key = randomBytes(32).toString('base64');
  writeFileSync(file, key, { mode: 0o600 });
  return key;
}
