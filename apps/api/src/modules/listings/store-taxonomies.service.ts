import { and, eq } from 'drizzle-orm';
import { storeTaxonomies } from '../../db/schema/index.ts';
import type { Db } from '../../platform/database.ts';
import type { AdapterOf } from '../stores/platforms/extras.ts';
import type { PlatformCode, StoreCollection, StoreConnection } from '../stores/platforms/platform.ts';
import type { PlatformRegistry } from '../stores/platforms/registry.ts';
import type { SecretBox } from '../stores/secrets.ts';
import { loadCatalogueProduct } from './catalogue-product.ts';
import { plainText } from './description.ts';
import { usableStore } from './draft.ts';
import { listingProblem, platformFailure } from './listing-errors.ts';

type Kind = (typeof storeTaxonomies.$inferSelect)['kind'];

/**
 * What a store files listings under (spec 3.5, 7.4): Shopify collections, WooCommerce categories and tags,
 * TikTok Shop categories — read from the store by Sync and kept (store_taxonomies), so opening the editor
 * costs the platform no call — and TikTok Shop's category recommendation, warehouses and attributes.
 */
export function storeTaxonomiesService(deps: { db: Db; registry: PlatformRegistry; box: SecretBox }) {
  const { db, registry, box } = deps;

  /** The seller's usable store (of `platform` when a family asks), its adapter and an open connection. */
  async function connect(userId: number, storeId: number, platform?: PlatformCode): Promise<{ adapter: AdapterOf; connection: StoreConnection; platform: PlatformCode }> {
    const store = await usableStore(db, userId, storeId);
    if (platform && store.platform !== platform) throw listingProblem('listings.platformNotSupported');
    const adapter = registry.get(store.platform);
    if (!adapter || !store.credentials) throw listingProblem('listings.platformNotSupported');
    return { adapter, connection: { storeUrl: store.storeUrl, credentials: box.open(store.credentials, { userId: store.userId, platform: store.platform }) }, platform: store.platform };
  }

  const platformCall = async <T>(call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (error) {
      throw platformFailure(error);
    }
  };

  async function sync(userId: number, storeId: number, kind: Kind, platform?: PlatformCode): Promise<StoreCollection[]> {
    const { adapter, connection } = await connect(userId, storeId, platform);
    const items = await platformCall(async () => (kind === 'tags' ? (await adapter.listTags(connection)).map((tag) => ({ id: tag, name: tag })) : adapter.listCollections(connection)));
    await db
      .insert(storeTaxonomies)
      .values({ storeId, kind, items })
      .onConflictDoUpdate({ target: [storeTaxonomies.storeId, storeTaxonomies.kind], set: { items, syncedAt: new Date() } });
    return items;
  }

  /** The kept copy; read from the store the first time. */
  async function read(userId: number, storeId: number, kind: Kind, platform?: PlatformCode): Promise<StoreCollection[]> {
    const store = await usableStore(db, userId, storeId);
    if (platform && store.platform !== platform) throw listingProblem('listings.platformNotSupported');
    const [kept] = await db.select().from(storeTaxonomies).where(and(eq(storeTaxonomies.storeId, storeId), eq(storeTaxonomies.kind, kind)));
    return kept ? kept.items : sync(userId, storeId, kind, platform);
  }

  /** Words of a text, lower case, for matching a title to category names. */
  const wordsOf = (text: string) => new Set(text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((word) => word.length > 2));

  return {
    read,
    sync,

    /**
     * TikTok Shop's leaf category for a title, named by its path: TikTok's own recommendation; when it has none,
     * the shop's leaf sharing most words with the title and the catalogue category (decision 0024).
     */
    async recommendCategory(userId: number, input: { storeId: number; title: string; description?: string; productId?: string }) {
      const { adapter, connection } = await connect(userId, input.storeId, 'tiktok-shop');
      const product = input.productId ? await loadCatalogueProduct(db, input.productId) : undefined;
      // TikTok reads the description as plain text: the editor's rich text without its tags, else the catalogue's.
      const description = (input.description === undefined ? (product?.description ?? '') : plainText(input.description)).slice(0, 5000);
      const found = adapter.recommendCategory ? await platformCall(() => adapter.recommendCategory!(connection, { title: input.title, ...(description ? { description } : {}) })) : null;
      if (found) return { categoryId: found.id, categoryName: found.name, source: 'platform' as const };
      const wanted = wordsOf(`${input.title} ${product?.categoryName ?? ''}`);
      const scored = (await read(userId, input.storeId, 'collections', 'tiktok-shop'))
        .map((category) => ({ category, score: [...wordsOf(category.name)].filter((word) => wanted.has(word) || wanted.has(word.replace(/s$/, ''))).length }))
        .filter((entry) => entry.score > 0)
        .sort((a, b) => b.score - a.score);
      const best = scored[0]?.category ?? null;
      return { categoryId: best?.id ?? null, categoryName: best?.name ?? null, source: 'catalogue' as const };
    },

    async warehouses(userId: number, storeId: number) {
      const { adapter, connection } = await connect(userId, storeId, 'tiktok-shop');
      if (!adapter.listWarehouses) throw listingProblem('listings.platformNotSupported');
      return platformCall(() => adapter.listWarehouses!(connection));
    },

    async attributes(userId: number, storeId: number, categoryId: string) {
      const { adapter, connection } = await connect(userId, storeId, 'tiktok-shop');
      if (!adapter.listAttributes) throw listingProblem('listings.platformNotSupported');
      return platformCall(() => adapter.listAttributes!(connection, categoryId));
    },
  };
}
export type StoreTaxonomiesService = ReturnType<typeof storeTaxonomiesService>;
