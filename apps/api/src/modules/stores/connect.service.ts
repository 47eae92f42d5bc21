import { randomBytes } from 'node:crypto';
import { DEFAULT_STORE_SETTINGS, ErrorCode, isValidDefaultDomain, normalizeStoreUrl, shopifyShopDomain, storeCallbackPage, storeRegion, STORE_MANAGE_PAGE, STORE_REGIONS, type MessageKey } from '@threadway/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../platform/config.ts';
import type { Db } from '../../platform/database.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { ConnectedShop, PlatformCode } from './platforms/platform.ts';
import type { AdapterOf } from './platforms/extras.ts';
import type { PlatformRegistry } from './platforms/registry.ts';
import { toAppError } from './platform-errors.ts';
import { settingsRow } from './stores.presenter.ts';
import { storesRepository } from './stores.repository.ts';
import type { SecretBox } from './secrets.ts';

/** A pending authorization lives this long: enough to click through the platform's page. */
const STATE_MINUTES = 15;
const bad = (key: MessageKey, field: string) => new AppError(ErrorCode.badRequest, key, 400, {}, { field });

export interface ConnectDeps {
  db: Db;
  registry: PlatformRegistry;
  box: SecretBox;
  config: Config;
  log: FastifyBaseLogger;
}

/**
 * Connecting stores (spec 2.3, 7.1): the platform's authorization (Shopify OAuth, WooCommerce app
 * authentication, TikTok/Temu codes), consumer keys checked with a real call, reauthorization. Secrets
 * are sealed before they reach the repository and leave this service only towards the adapters.
 */
export function connectService({ db, registry, box, config, log }: ConnectDeps) {
  const repo = storesRepository(db);

  function adapterOf(platform: PlatformCode): AdapterOf {
    const adapter = registry.get(platform);
    if (!adapter) throw bad('stores.platformUnavailable', 'platform');
    return adapter;
  }

  /** Where the adapter calls and what the seller sees, from what the seller typed (spec 5.4). */
  function target(platform: PlatformCode, typed: string): { storeUrl: string; displayUrl: string; shop?: string } {
    if (platform === 'shopify') {
      const shop = shopifyShopDomain(typed);
      if (!shop) throw bad(!typed.includes('.') && !isValidDefaultDomain(typed.trim()) ? 'stores.domainInvalid' : 'stores.shopDomainInvalid', 'storeUrl');
      return { storeUrl: `https://${shop}`, displayUrl: shop, shop };
    }
    if (platform === 'woocommerce') {
      const url = normalizeStoreUrl(typed);
      // Basic auth sends the secret with every call: only over TLS in production.
      if (!url || (config.NODE_ENV === 'production' && !url.startsWith('https://'))) throw bad('stores.storeUrlInvalid', 'storeUrl');
      return { storeUrl: url, displayUrl: url, shop: url };
    }
    if (STORE_REGIONS[platform]) {
      // TikTok Shop and Temu are reached by region (decision 0020): the field carries the region the seller picked.
      const region = storeRegion(platform, typed);
      if (!region) throw bad('stores.regionRequired', 'storeUrl');
      return { storeUrl: region, displayUrl: region, shop: region };
    }
    const text = typed.trim();
    if (!isValidDefaultDomain(text) && !normalizeStoreUrl(text)) throw bad('stores.domainInvalid', 'storeUrl');
    return { storeUrl: text, displayUrl: text };
  }

  /** What the seller sees for a region platform is the platform's own region of the shop (TikTok names it), not what was picked. */
  const shownUrl = (platform: PlatformCode, typed: string, shop: ConnectedShop) => (STORE_REGIONS[platform] ? shop.storeUrl : typed);

  /** Saves a connected shop (one store per seller and shop), its default settings, and subscribes its webhooks. */
  async function save(userId: number, platform: PlatformCode, name: string, displayUrl: string, shop: ConnectedShop, reauthorizing?: number): Promise<number> {
    const adapter = adapterOf(platform);
    if (reauthorizing) {
      const existing = await repo.find(userId, reauthorizing);
      // Reauthorizing must bring back the same shop, not swap in another one.
      if (!existing || (existing.platformShopId && existing.platformShopId !== shop.platformShopId)) throw bad('stores.authorizationInvalid', 'authorization');
    }
    const connection = { storeUrl: shop.storeUrl, credentials: shop.credentials };
    const currency = await adapter.getCurrency(connection).catch((error: unknown) => {
      log.warn({ platform, err: error instanceof Error ? error.message : String(error) }, 'store currency not read; USD kept');
      return 'USD';
    });
    const id = await db.transaction(async (tx) => {
      const r = storesRepository(tx);
      const storeId = await r.upsertConnected(userId, {
        platform,
        name,
        storeUrl: shop.storeUrl,
        displayUrl: shownUrl(platform, displayUrl, shop),
        platformShopId: shop.platformShopId,
        credentials: box.seal(shop.credentials, { userId, platform }),
        accessTokenExpiresAt: shop.credentials.accessTokenExpiresAt ?? null,
        refreshTokenExpiresAt: shop.credentials.refreshTokenExpiresAt ?? null,
        currency: /^[A-Z]{3}$/.test(currency) ? currency : 'USD',
      });
      await r.insertSettings(settingsRow(storeId, DEFAULT_STORE_SETTINGS));
      return storeId;
    });
    // The store works without its webhooks (the order job polls too); a failure is logged, not shown.
    await adapter.subscribeWebhooks?.(connection, config.PUBLIC_URL).catch((error: unknown) => log.warn({ storeId: id, platform, err: error instanceof Error ? error.message : String(error) }, 'webhook subscription failed'));
    return id;
  }

  async function begin(userId: number, sessionJti: string, platform: PlatformCode, storeName: string, typed: string, storeId: number | null) {
    const adapter = adapterOf(platform);
    if (!adapter.authorizationUrl) throw bad('stores.platformUnavailable', 'platform');
    const where = target(platform, typed);
    const state = randomBytes(24).toString('base64url');
    const expiresAt = new Date(Date.now() + STATE_MINUTES * 60_000);
    await repo.insertState({ state, userId, sessionJti, platform, storeId, storeName, storeUrl: where.storeUrl, displayUrl: where.displayUrl, expiresAt });
    // WooCommerce delivers keys server to server and returns the browser to the store list; the others come back with a code.
    const redirectUri = `${config.PUBLIC_URL}${platform === 'woocommerce' ? STORE_MANAGE_PAGE : storeCallbackPage(platform)}`;
    return { redirectUrl: adapter.authorizationUrl({ state, redirectUri, shop: where.shop }), expiresAt: expiresAt.toISOString() };
  }

  return {
    /** POST /api/store/{platform}/newStore: the URL of the platform's authorization page. */
    start: (userId: number, sessionJti: string, platform: PlatformCode, input: { storeName: string; storeUrl: string }) => begin(userId, sessionJti, platform, input.storeName, input.storeUrl, null),

    /** GET /api/store/reauthorize/{id}: the authorization page again, or for key-based stores a fresh check of the keys kept. */
    async reauthorize(userId: number, sessionJti: string, id: number) {
      const store = await repo.find(userId, id);
      if (!store) throw notFound();
      const adapter = adapterOf(store.platform);
      if (adapter.authorizationUrl) {
        const started = await begin(userId, sessionJti, store.platform, store.name, store.displayUrl, store.id);
        return { redirectUrl: started.redirectUrl, authorized: store.authorized };
      }
      if (!store.credentials) throw bad('stores.keysRejected', 'consumerKey');
      const health = await adapter.checkHealth({ storeUrl: store.storeUrl, credentials: box.open(store.credentials, { userId, platform: store.platform }) });
      if (!health.ok) throw bad(health.reason === 'unauthorized' ? 'stores.keysRejected' : 'stores.storeUnreachable', health.reason === 'unauthorized' ? 'consumerKey' : 'storeUrl');
      await repo.markChecked(store.id);
      return { redirectUrl: null, authorized: true };
    },

    /** POST /api/store/authCallback/{platform}: the platform's redirect, checked (state of this seller and session, signature, shop) before the code is exchanged. */
    async complete(userId: number, sessionJti: string, platform: PlatformCode, params: Record<string, string>): Promise<number> {
      const adapter = adapterOf(platform);
      if (!adapter.exchangeCode || !params.state || !params.code) throw bad('stores.authorizationInvalid', 'authorization');
      if (adapter.verifyCallback && !adapter.verifyCallback(params)) throw bad('stores.authorizationInvalid', 'authorization');
      const state = await repo.takeState(params.state, platform, { userId, sessionJti });
      if (!state) throw bad('stores.authorizationExpired', 'authorization');
      // The shop that answered must be the shop the seller asked for (Shopify's `shop` parameter).
      if (platform === 'shopify' && params.shop !== state.displayUrl) throw bad('stores.authorizationInvalid', 'authorization');
      let shop: ConnectedShop;
      try {
        // The adapter's `shop`: Shopify's domain, TikTok's and Temu's region as kept with the state (Temu's router); never taken from the query.
        shop = await adapter.exchangeCode({ code: params.code, shop: platform === 'shopify' ? state.displayUrl : state.storeUrl, redirectUri: `${config.PUBLIC_URL}${storeCallbackPage(platform)}` });
      } catch (error) {
        log.warn({ platform, err: error instanceof Error ? error.message : String(error) }, 'authorization code refused');
        throw toAppError(error, 'authorization');
      }
      return save(userId, platform, state.storeName, state.displayUrl, shop, state.storeId ?? undefined);
    },

    /** POST /api/store/storeBind: consumer key and secret, checked with a real call before anything is saved. */
    async bind(userId: number, input: { platform: PlatformCode; storeName: string; storeUrl: string; consumerKey: string; consumerSecret: string }): Promise<number> {
      const adapter = adapterOf(input.platform);
      if (!adapter.connectWithKeys) throw bad('stores.platformUnavailable', 'platform');
      const where = target(input.platform, input.storeUrl);
      let shop: ConnectedShop;
      try {
        shop = await adapter.connectWithKeys({ storeUrl: where.storeUrl, consumerKey: input.consumerKey, consumerSecret: input.consumerSecret });
      } catch (error) {
        log.warn({ platform: input.platform, err: error instanceof Error ? error.message : String(error) }, 'store keys refused');
        throw toAppError(error, 'keys');
      }
      return save(userId, input.platform, input.storeName, where.displayUrl, shop);
    },

    /** POST /api/store/tokenBind: the access token a platform showed the seller (Temu's manual authorization), checked with a real call before saving. */
    async bindToken(userId: number, input: { platform: PlatformCode; storeName: string; region: string; accessToken: string }): Promise<number> {
      const adapter = adapterOf(input.platform);
      if (!adapter.connectWithToken) throw bad('stores.platformUnavailable', 'platform');
      const where = target(input.platform, input.region);
      let shop: ConnectedShop;
      try {
        shop = await adapter.connectWithToken({ accessToken: input.accessToken, region: where.storeUrl });
      } catch (error) {
        log.warn({ platform: input.platform, err: error instanceof Error ? error.message : String(error) }, 'store access token refused');
        throw toAppError(error, 'token');
      }
      return save(userId, input.platform, input.storeName, where.displayUrl, shop);
    },

    /**
     * POST /api/v1/store/open/{plugin}/auth (public): WooCommerce delivers the keys the seller approved. The
     * `user_id` we sent is the pending state, which names the seller; the keys are checked before saving.
     */
    async deliverKeys(platform: PlatformCode, body: { user_id: string; consumer_key: string; consumer_secret: string }): Promise<number> {
      const adapter = adapterOf(platform);
      if (!adapter.connectWithKeys) throw bad('stores.platformUnavailable', 'platform');
      const state = await repo.takeState(body.user_id, platform);
      if (!state) throw bad('stores.authorizationExpired', 'user_id');
      let shop: ConnectedShop;
      try {
        shop = await adapter.connectWithKeys({ storeUrl: state.storeUrl, consumerKey: body.consumer_key, consumerSecret: body.consumer_secret });
      } catch (error) {
        log.warn({ platform, err: error instanceof Error ? error.message : String(error) }, 'delivered keys refused');
        throw toAppError(error, 'keys');
      }
      return save(state.userId, platform, state.storeName, state.displayUrl, shop, state.storeId ?? undefined);
    },
  };
}
export type ConnectService = ReturnType<typeof connectService>;
