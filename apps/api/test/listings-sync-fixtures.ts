import { DEFAULT_STORE_SETTINGS } from '@threadway/contracts';
import { stores } from '../src/db/schema/index.ts';
import { PlatformError, type ListingPayload, type ListingPublisher, type ProductState, type PublishedProduct, type StoreConnection } from '../src/modules/stores/platforms/platform.ts';
import { storePlatforms } from '../src/modules/stores/index.ts';
import { settingsRow } from '../src/modules/stores/stores.presenter.ts';
import { storesRepository } from '../src/modules/stores/stores.repository.ts';
import type { PlatformCode } from '../src/modules/stores/platforms/platform.ts';
import type { TestServer } from './harness.ts';

/**
 * A store platform's product API kept in memory, put in place of an adapter's publisher for the listings
 * tests until the adapters' branch lands (then the simulators replace it). It behaves like the platforms'
 * documented behaviour: creates honour the payload's reference (Shopify's productSet upserts by handle, WooCommerce by parent SKU), a
 * product can be rejected by title, calls can be throttled with a Retry-After, a call can fail in transit
 * after the platform did the work, and it measures how many calls ran at once per store.
 */
export class FakeStorePlatform implements ListingPublisher {
  readonly maxImages = 250;
  products = new Map<string, { payload: ListingPayload; active: boolean; key: string; storeUrl: string }>();
  creates = 0;
  calls: string[] = [];
  latencyMs = 0;
  /** Titles the platform refuses, with its words. */
  rejectTitles = new Map<string, string>();
  /** The next n calls answer 429 with this Retry-After. */
  throttle = { count: 0, retryAfterMs: 20 };
  /** The next create is made, then the answer is lost (timeout): the caller sees 'unavailable'. */
  loseNextCreateAnswer = false;
  unauthorized = false;
  private inFlight = new Map<string, number>();
  maxInFlightPerStore = 0;
  private seq = 0;

  private async enter<T>(connection: StoreConnection, name: string, work: () => T | Promise<T>): Promise<T> {
    this.calls.push(name);
    const now = (this.inFlight.get(connection.storeUrl) ?? 0) + 1;
    this.inFlight.set(connection.storeUrl, now);
    this.maxInFlightPerStore = Math.max(this.maxInFlightPerStore, now);
    try {
      if (this.latencyMs) await new Promise((r) => setTimeout(r, this.latencyMs));
      if (this.unauthorized) throw new PlatformError('unauthorized', 'Invalid API key or access token (unrecognized login or wrong password)');
      if (this.throttle.count > 0) {
        this.throttle.count--;
        throw new PlatformError('rate_limited', 'Throttled', this.throttle.retryAfterMs);
      }
      return await work();
    } finally {
      this.inFlight.set(connection.storeUrl, (this.inFlight.get(connection.storeUrl) ?? 1) - 1);
    }
  }

  private answer(id: string): PublishedProduct {
    const product = this.products.get(id)!;
    return { platformProductId: id, url: `${product.storeUrl}/products/${id}`, platformStatus: product.active ? 'ACTIVE' : 'DRAFT', variants: product.payload.variants.map((v, i) => ({ sku: v.sku, platformVariantId: `${id}-v${i}` })) };
  }

  createProduct(connection: StoreConnection, payload: ListingPayload) {
    return this.enter(connection, 'create', () => {
      const reason = this.rejectTitles.get(payload.title);
      if (reason) throw new PlatformError('rejected', reason);
      const key = payload.reference ?? '';
      const existing = [...this.products.entries()].find(([, p]) => key && p.key === key && p.storeUrl === connection.storeUrl);
      const id = existing?.[0] ?? `gid-${++this.seq}`;
      if (!existing) this.creates++;
      this.products.set(id, { payload, active: payload.active, key, storeUrl: connection.storeUrl });
      if (this.loseNextCreateAnswer) {
        this.loseNextCreateAnswer = false;
        throw new PlatformError('unavailable', 'socket hang up');
      }
      return this.answer(id);
    });
  }
  updateProduct(connection: StoreConnection, id: string, payload: ListingPayload) {
    return this.enter(connection, 'update', () => {
      const product = this.products.get(id);
      if (!product) throw new PlatformError('rejected', 'Product does not exist');
      this.products.set(id, { ...product, payload, active: payload.active });
      return this.answer(id);
    });
  }
  setProductActive(connection: StoreConnection, id: string, active: boolean): Promise<ProductState> {
    return this.enter(connection, active ? 'activate' : 'deactivate', () => {
      const product = this.products.get(id);
      if (!product) throw new PlatformError('rejected', 'Product does not exist');
      product.active = active;
      return { exists: true, platformStatus: active ? 'ACTIVE' : 'DRAFT' };
    });
  }
  deleteProduct(connection: StoreConnection, id: string) {
    return this.enter(connection, 'delete', () => void this.products.delete(id));
  }
  setInventory(connection: StoreConnection, id: string, levels: { platformVariantId: string; sku: string; quantity: number }[]) {
    return this.enter(connection, 'inventory', () => {
      const product = this.products.get(id);
      if (!product) throw new PlatformError('rejected', 'Product does not exist');
      for (const level of levels) {
        const variant = product.payload.variants.find((v) => v.sku === level.sku);
        if (variant) variant.quantity = level.quantity;
      }
    });
  }
  getProductStates(connection: StoreConnection, ids: string[]) {
    return this.enter(connection, 'states', () => Object.fromEntries(ids.map((id) => [id, this.products.has(id) ? { exists: true, platformStatus: this.products.get(id)!.active ? 'ACTIVE' : 'DRAFT' } : { exists: false }])));
  }
  /** Products of one store, by title. */
  titlesIn(storeUrl: string) {
    return [...this.products.values()].filter((p) => p.storeUrl === storeUrl).map((p) => p.payload.title);
  }
}

/** Puts the fake in place of a platform's publisher in the server's (shared) adapter registry. */
export function useFakePublisher(server: TestServer, platform: PlatformCode, fake: FakeStorePlatform) {
  const adapter = storePlatforms(server.app).registry.get(platform)!;
  (adapter as { publisher?: ListingPublisher }).publisher = fake;
}

let storeCounter = 0;
/** A connected store of the seller, credentials sealed as the connect flow seals them, default settings; just checked, so the authorization sweep leaves it alone. */
export async function insertStore(server: TestServer, userId: number, platform: PlatformCode, currency = 'USD') {
  const { box } = storePlatforms(server.app);
  const n = ++storeCounter;
  const storeUrl = `https://test-${n}-${userId}.example`;
  const [row] = await server.db
    .insert(stores)
    .values({ userId, platform, name: `Test store ${n}`, storeUrl, displayUrl: storeUrl, platformShopId: `shop-${n}-${userId}`, currency, lastCheckedAt: new Date(), credentials: box.seal({ accessToken: `token-${n}`, extra: {} }, { userId, platform }) })
    .returning();
  await storesRepository(server.db).insertSettings(settingsRow(row!.id, DEFAULT_STORE_SETTINGS));
  return row!;
}
