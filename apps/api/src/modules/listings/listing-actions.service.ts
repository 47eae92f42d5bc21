import {
  applyPriceRule,
  convertCents,
  listingPlatformStatus,
  sortSizes,
  WAREHOUSES,
  type batchUpdateRequest,
  type listingChannelQuery,
  type LocaleCode,
  type PriceRule,
  type SyncType,
} from '@threadway/contracts';
import { eq } from 'drizzle-orm';
import sanitizeHtml from 'sanitize-html';
import type { z } from 'zod';
import { products } from '../../db/schema/index.ts';
import type { Db } from '../../platform/database.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { channelsRepository } from '../logistics/channels.repository.ts';
import { quote } from '../logistics/channels.service.ts';
import { failureText } from './failure-reasons.ts';
import type { PlatformRegistry } from '../stores/platforms/registry.ts';
import type { SecretBox } from '../stores/secrets.ts';
import type { JobQueue } from '../../platform/jobs.ts';
import { loadCatalogueProduct } from './catalogue-product.ts';
import { defaultDraft, listableProduct, rateOf, usableStore } from './draft.ts';
import { listingProblem } from './listing-errors.ts';
import { listingsRepository, type ListingRow } from './listings.repository.ts';
import type { ListingsService } from './listings.service.ts';
import { takeCatalogueChanges } from './sync/catalogue-follow.ts';

/** How often one store's products may be read live (real-time status): the platforms' limits are the stores' to keep. */
const LIVE_INTERVAL_MS = 10_000;

/**
 * The listing actions of spec 2.7 / 7.3 besides create and edit: each sets the row's syncType and
 * enqueues `listings.sync` in one transaction (delete 3, hide 4, relist 5, synchronize 10, an edit 2);
 * plus the editor's helpers (variants not listed, channels, size content) and real-time status.
 */
export function listingActionsService(deps: { db: Db; jobs: JobQueue; registry: PlatformRegistry; box: SecretBox; listings: ListingsService }) {
  const { db, jobs, registry, box, listings } = deps;
  const lastLive = new Map<number, number>();

  /** The seller's listings by id, all of them, none deleted; any other id is 404. */
  async function ownedAll(userId: number, ids: number[]): Promise<ListingRow[]> {
    const unique = [...new Set(ids)];
    const rows = await listings.repo.ownedMany(userId, unique);
    if (rows.length !== unique.length || rows.some((row) => row.status === 'deleted')) throw notFound('listings.notFound');
    return rows;
  }

  /** Queues one platform write for each listing, all in one transaction. */
  async function queueAll(rows: ListingRow[], syncTypeOf: (row: ListingRow) => SyncType) {
    await db.transaction(async (tx) => {
      for (const row of rows) await listings.queueSync(tx, row, syncTypeOf(row));
    });
    return rows.map((row) => ({ id: row.id, syncType: syncTypeOf(row) }));
  }

  /** The write an edit needs: a listing never published is listed again (1), one in the store is edited there (2). */
  const editSyncType = (row: ListingRow): SyncType => (row.status === 'queued' ? 1 : 2);

  return {
    /** DELETE listings: deleted from the store by the job (3), then in the Deleted tab. */
    async remove(userId: number, ids: number[]) {
      return queueAll(await ownedAll(userId, ids), () => 3);
    },

    /**
     * POST syncListings: the store's copy made ours again (10); one never published is listed again (1).
     * Also the row's Update: a listing whose catalogue product changed takes the changes first.
     */
    async synchronize(userId: number, ids: number[]) {
      const rows = await ownedAll(userId, ids);
      const syncTypeOf = (row: ListingRow): SyncType => (row.status === 'queued' ? 1 : 10);
      await db.transaction(async (tx) => {
        for (const row of rows) {
          if (row.catalogueChangedAt) await takeCatalogueChanges(tx, jobs, listings.publicUrl(), row);
          await listings.queueSync(tx, row, syncTypeOf(row));
        }
      });
      return rows.map((row) => ({ id: row.id, syncType: syncTypeOf(row) }));
    },

    /** PUT listingStatus: hide a published listing (4) or relist a hidden one (5). */
    async setActive(userId: number, ids: number[], active: boolean) {
      const rows = await ownedAll(userId, ids);
      if (rows.some((row) => row.status !== (active ? 'hidden' : 'published'))) throw listingProblem('listings.wrongStatus');
      return queueAll(rows, () => (active ? 5 : 4));
    },

    /** DELETE common/variant/delete: a listing keeps at least one variant ('Options cannot be empty'). */
    async deleteVariant(userId: number, listingId: number, variantId: number) {
      const [listing] = await ownedAll(userId, [listingId]);
      const variants = await listings.repo.variants([listingId]);
      if (!variants.some((v) => v.id === variantId)) throw notFound('listings.notFound');
      if (variants.length === 1) throw badRequest('listings.optionsRequired');
      await db.transaction(async (tx) => {
        await listingsRepository(tx).deleteVariant(listingId, variantId);
        await listings.queueSync(tx, listing!, editSyncType(listing!));
      });
      return { id: listingId, status: listing!.status, syncType: editSyncType(listing!) };
    },

    /**
     * PUT common/batchUpdateListing: one price rule applied to every variant of several listings (spec 9.3),
     * from each variant's own cost, shipping cost and suggested price; compare-at by its rule, kept only above the price.
     */
    async batchUpdate(userId: number, request: z.output<typeof batchUpdateRequest>) {
      const rows = await ownedAll(userId, request.ids);
      const variants = await listings.repo.variants(rows.map((row) => row.id));
      const priced = (rule: PriceRule, v: (typeof variants)[number]) => applyPriceRule(rule, { suggestedCents: v.suggestedCents, costCents: v.costCents, shippingCents: v.shippingCents });
      await db.transaction(async (tx) => {
        const repo = listingsRepository(tx);
        for (const row of rows) {
          const mine = variants.filter((v) => v.listingId === row.id);
          const next = mine.map((v) => {
            const priceCents = priced(request.pricing, v);
            const compareAt = request.compareAtPricing ? priced(request.compareAtPricing, v) : null;
            const { id: _id, ...rest } = v;
            return { ...rest, priceCents, compareAtCents: compareAt !== null && compareAt > priceCents ? compareAt : null };
          });
          await repo.replaceVariants(row.id, next);
          await repo.update(row.id, { pricing: request.pricing, pendingPrices: null });
          await listings.queueSync(tx, row, editSyncType(row));
        }
      });
      return rows.map((row) => ({ id: row.id, syncType: editSyncType(row) }));
    },

    /**
     * POST common/getListingsRealTimeStatus: our rows' state; with `live`, the stores are asked about the
     * published and hidden ones (one getProductStates call per store, at most once per store every 10 s).
     */
    async realTimeStatus(userId: number, ids: number[], live: boolean, locale: LocaleCode) {
      const rows = await listings.repo.ownedMany(userId, [...new Set(ids)]);
      const exists = new Map<number, boolean>();
      if (live) {
        const inStores = rows.filter((row) => row.platformProductId && (row.status === 'published' || row.status === 'hidden'));
        const stores = await listings.storesById([...new Set(inStores.map((row) => row.storeId))]);
        for (const [storeId, store] of stores) {
          const publisher = registry.get(store.platform)?.publisher;
          const due = (lastLive.get(storeId) ?? 0) + LIVE_INTERVAL_MS <= Date.now();
          if (!publisher || !store.authorized || !store.credentials || !due) continue;
          lastLive.set(storeId, Date.now());
          const mine = inStores.filter((row) => row.storeId === storeId);
          const connection = { storeUrl: store.storeUrl, credentials: box.open(store.credentials, { userId: store.userId, platform: store.platform }) };
          const states = await publisher.getProductStates(connection, mine.map((row) => row.platformProductId!)).catch(() => null);
          if (!states) continue;
          for (const row of mine) {
            const state = states[row.platformProductId!];
            if (!state) continue;
            exists.set(row.id, state.exists);
            if (state.platformStatus && state.platformStatus !== row.platformStatus) {
              await listings.repo.update(row.id, { platformStatus: state.platformStatus });
              row.platformStatus = state.platformStatus;
            }
          }
        }
      }
      return rows.map((row) => ({ id: row.id, status: row.status, syncType: row.syncType, platformStatus: listingPlatformStatus(row.platform, row.platformStatus), lastError: failureText(locale, row.lastError), existsInStore: exists.get(row.id) ?? null }));
    },

    /** POST common/skuNotExitListings: the product's on-sale SKUs the listing lacks, priced as the editor's default would. */
    async skusNotListed(userId: number, listingId: number) {
      const [listing] = await ownedAll(userId, [listingId]);
      const detail = await listings.detail(userId, listingId);
      const listed = new Set(detail.variants.map((v) => v.skuId));
      const base = await defaultDraft(db, {
        userId,
        storeId: listing!.storeId,
        productId: detail.productId,
        publicUrl: listings.publicUrl(),
        maxImages: detail.maxImages,
        ...(listing!.shipFrom && listing!.shipTo && listing!.channelCode ? { shipFrom: listing!.shipFrom as (typeof WAREHOUSES)[number]['code'], shipTo: listing!.shipTo, channelCode: listing!.channelCode } : {}),
      });
      return base.variants.filter((v) => !listed.has(v.skuId));
    },

    /** GET listingChannel: the rate engine's channels for the product's heaviest SKU on the route, in the store's currency. */
    async channels(userId: number, query: z.output<typeof listingChannelQuery>) {
      const product = await listableProduct(db, query.productId);
      const store = query.storeId ? await usableStore(db, userId, query.storeId) : null;
      const currency = store?.currency ?? 'USD';
      const rate = await rateOf(db, currency);
      const warehouse = WAREHOUSES.find((w) => w.code === query.shipFrom)!;
      const weight = Math.max(...product.skus.map((s) => s.weightGrams));
      const result = quote(await channelsRepository(db).brackets([warehouse.country], [query.shipTo]), query.shipFrom, query.shipTo, weight);
      if (!result.ok) throw listingProblem('listings.noChannel');
      return result.channels
        .sort((a, b) => a.estimatedFreight - b.estimatedFreight)
        .map((c) => ({ channelCode: c.channelCode, channelName: c.channelNameEn, agingGrade: c.agingGrade, deliveryTime: c.deliveryTime, shippingCents: convertCents(c.estimatedFreight, rate), currency }));
    },

    /** GET productSizeContent: the product's sizes (spec order) with their weights, fabric and attributes, and a table for the description. */
    async sizeContent(productId: string) {
      const product = await loadCatalogueProduct(db, productId);
      if (!product) throw notFound('listings.notFound');
      const [row] = await db.select({ fabric: products.fabric, attributes: products.attributes }).from(products).where(eq(products.id, product.id));
      const bySize = new Map<string, number>();
      for (const sku of product.skus) bySize.set(sku.size, Math.max(bySize.get(sku.size) ?? 0, sku.weightGrams));
      const sizes = sortSizes([...bySize].map(([size, weightGrams]) => ({ size, weightGrams })), (s) => s.size);
      const escape = (text: string) => sanitizeHtml(text, { allowedTags: [], disallowedTagsMode: 'escape' });
      const html = sizes.length === 0 ? '' : `<table><thead><tr><th>Size</th><th>Weight (g)</th></tr></thead><tbody>${sizes.map((s) => `<tr><td>${escape(s.size)}</td><td>${s.weightGrams}</td></tr>`).join('')}</tbody></table>`;
      const attributes = Object.fromEntries(Object.entries(row?.attributes ?? {}).filter(([, value]) => value !== undefined)) as Record<string, string | string[]>;
      return { productId: product.kkProductId, sizes, fabric: row?.fabric ?? null, attributes, html };
    },
  };
}
export type ListingActionsService = ReturnType<typeof listingActionsService>;
