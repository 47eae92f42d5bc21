import { attributeProblem, ErrorCode, LISTING_LIMITS, type CategoryAttribute, type listingDraft, type LocaleCode, type MessageKey, type listingEdit, type productDetailRequest, type SyncType } from '@threadway/contracts';
import { eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { products, stores } from '../../db/schema/index.ts';
import type { Config } from '../../platform/config.ts';
import type { Db, Executor } from '../../platform/database.ts';
import { AppError, badRequest, notFound } from '../../platform/errors.ts';
import type { JobQueue } from '../../platform/jobs.ts';
import type { PlatformRegistry } from '../stores/platforms/registry.ts';
import { loadCatalogueProduct } from './catalogue-product.ts';
import { createListing, defaultDraft, usableStore, variantRow, type DraftVariant, type EditorData } from './draft.ts';
import { sanitizeDescription } from './description.ts';
import { listingImageUrl } from './listing-images.ts';
import { listingProblem } from './listing-errors.ts';
import { listingsRepository, type ListingFilter, type ListingRow } from './listings.repository.ts';
import { toListingDetail, toListingRow } from './listings.presenter.ts';
import { enqueueListingSync } from './sync/listing-sync.ts';

type DraftInput = z.output<typeof listingDraft>;
type EditInput = z.output<typeof listingEdit>;

/** What every listing service needs: the database, the job queue, the adapters and our public address. */
export interface ListingsDeps {
  db: Db;
  jobs: JobQueue;
  registry: PlatformRegistry;
  /** PUBLIC_URL, read when used (tests set it once the server listens). */
  config: Pick<Config, 'PUBLIC_URL'>;
  /** A TikTok Shop leaf's attributes as the shop answers them now (store-taxonomies.service.ts). */
  categoryAttributes: (userId: number, storeId: number, categoryId: string) => Promise<CategoryAttribute[]>;
}

/** A 400 naming the editor's field at fault. */
const fieldProblem = (key: MessageKey, field: string, params: Record<string, string | number> = {}) => new AppError(ErrorCode.badRequest, key, 400, params, { field });

/**
 * The listings of spec 7.3 / 7.4 (issue 15). A platform write is never done in the request: the row gets
 * its syncType (spec 4.2) and the durable `listings.sync` job is enqueued in the same transaction.
 */
export function listingsService(deps: ListingsDeps) {
  const { db, jobs, registry, config, categoryAttributes } = deps;
  const publicUrl = () => config.PUBLIC_URL;
  const repo = listingsRepository(db);

  /** Pictures a platform takes (spec 5.1: 250, or fewer where it says so); Temu has its own editor. */
  const maxImagesOf = (platform: string) => {
    if (platform === 'temu') throw listingProblem('listings.platformNotSupported');
    return registry.get(platform as 'shopify')?.publisher?.maxImages ?? LISTING_LIMITS.imagesMax;
  };

  const owned = async (userId: number, id: number) => {
    const listing = await repo.owned(userId, id);
    if (!listing) throw notFound('listings.notFound');
    return listing;
  };

  /** Queues a platform write: the row says what is in flight, the job does it (enqueued with the change). */
  const queueSync = async (tx: Executor, listing: { id: number; storeId: number }, syncType: SyncType) => {
    await listingsRepository(tx).update(listing.id, { syncType });
    await enqueueListingSync(jobs, tx, listing, syncType);
  };

  /**
   * TikTok Shop takes a product in a leaf category with every required attribute of that category (its create
   * refuses it otherwise): checked against the shop's attributes before the listing is queued. Other platforms
   * have no category attributes: none are kept.
   */
  async function checkedAttributes(userId: number, platform: string, input: DraftInput): Promise<DraftInput['productAttributes']> {
    if (platform !== 'tiktok-shop') return [];
    if (!input.categoryId) throw fieldProblem('listings.categoryRequired', 'categoryId');
    const problem = attributeProblem(await categoryAttributes(userId, input.storeId, input.categoryId), input.productAttributes);
    if (problem) throw fieldProblem(problem.key, `productAttributes.${problem.attributeId}`, problem.values);
    return input.productAttributes;
  }

  /**
   * The seller's finished editor data, checked against the catalogue and the store: the default draft gives
   * what the seller cannot change (cost, shipping cost, suggested price, size, colour); the seller's SKU code,
   * price, compare-at price, quantity and warehouse are kept; pictures within the platform's limit.
   */
  async function resolve(userId: number, input: DraftInput): Promise<EditorData> {
    const store = await usableStore(db, userId, input.storeId);
    const maxImages = maxImagesOf(store.platform);
    if (input.images.length > maxImages) throw badRequest(maxImages < LISTING_LIMITS.imagesMax ? 'listings.platformPictureLimit' : 'listings.tooManyPictures');
    const productAttributes = await checkedAttributes(userId, store.platform, input);
    const base = await defaultDraft(db, { userId, storeId: input.storeId, productId: input.productId, publicUrl: publicUrl(), shipFrom: input.shipFrom, shipTo: input.shipTo, channelCode: input.channelCode, maxImages });
    const skuIds = new Set<number>();
    const variants = input.variants.map((chosen): DraftVariant => {
      const known = base.variants.find((v) => v.skuId === chosen.skuId);
      // A SKU no longer on sale (or not of this product) cannot be listed.
      if (!known) throw badRequest('listings.productUnavailable');
      if (skuIds.has(chosen.skuId)) throw badRequest('validation.invalidValue');
      skuIds.add(chosen.skuId);
      const warehouse = input.shipFrom ?? chosen.warehouse ?? known.warehouse;
      return { ...known, sku: chosen.sku, priceCents: chosen.priceCents, compareAtCents: chosen.compareAtCents, quantity: chosen.quantity, warehouse };
    });
    const descriptionHtml = sanitizeDescription(input.descriptionHtml);
    return {
      ...base,
      title: input.title,
      descriptionHtml,
      tags: input.tags,
      collectionIds: input.collectionIds,
      categoryId: input.categoryId ?? null,
      productAttributes,
      productType: input.productType ?? null,
      sizeUnit: input.sizeUnit ?? null,
      images: input.images,
      pricing: input.pricing,
      variants,
    };
  }

  /** Spec 5.1: a product being listed to this store right now is refused; one already there needs `duplicate`. */
  async function checkRepeat(tx: Executor, storeId: number, productId: number, duplicate: boolean, exceptId?: number) {
    const others = (await listingsRepository(tx).inStore(storeId, productId)).filter((row) => row.id !== exceptId);
    if (others.some((row) => row.status === 'queued' && row.syncType === 1)) throw listingProblem('listings.alreadyListed', {}, { listingIds: others.map((row) => row.id) });
    if (others.length > 0 && !duplicate) throw listingProblem('listings.repeat', {}, { field: 'duplicate', listingIds: others.map((row) => row.id) });
  }

  const productRowId = async (executor: Executor, kkProductId: string) => {
    const [row] = await executor.select({ id: products.id }).from(products).where(eq(products.kkProductId, kkProductId));
    if (!row) throw notFound('listings.notFound');
    return row.id;
  };

  async function storesById(ids: number[]) {
    const rows = ids.length === 0 ? [] : await db.select().from(stores).where(inArray(stores.id, ids));
    return new Map(rows.map((row) => [row.id, row]));
  }

  return {
    maxImagesOf,
    owned,
    queueSync,
    publicUrl,
    notFound: () => notFound('listings.notFound'),
    /** A platform family's store: the seller's, of that platform, else 404. */
    async storeOfPlatform(userId: number, storeId: number, platform: string) {
      const store = await usableStore(db, userId, storeId);
      if (store.platform !== platform) throw notFound('listings.notFound');
      return store;
    },

    /** POST common/productDetail: the editor's default for a product in a store. */
    async productDetail(userId: number, request: z.output<typeof productDetailRequest>) {
      const store = await usableStore(db, userId, request.storeId);
      return defaultDraft(db, { userId, ...request, publicUrl: publicUrl(), maxImages: maxImagesOf(store.platform) });
    },

    /** POST listing: into the Listing Queue with syncType 1 and its job. */
    async create(userId: number, input: DraftInput) {
      const data = await resolve(userId, input);
      const id = await db.transaction(async (tx) => {
        const productId = await productRowId(tx, input.productId);
        await listingsRepository(tx).lockProductInStore(data.storeId, productId);
        await checkRepeat(tx, data.storeId, productId, input.duplicate);
        return createListing(tx, jobs, { ...data, userId });
      });
      return { id, status: 'queued' as const, syncType: 1 };
    },

    /** PUT listing: the rows replaced; a listing not yet in the store is listed again (1), else edited there (2). */
    async edit(userId: number, input: EditInput) {
      const listing = await owned(userId, input.id);
      if (listing.status === 'deleted') throw notFound('listings.notFound');
      if (listing.syncType === 3) throw listingProblem('listings.syncInProgress');
      const data = await resolve(userId, input);
      if (data.storeId !== listing.storeId || (await productRowId(db, input.productId)) !== listing.productId) throw badRequest('validation.invalidValue');
      const previous = new Map((await repo.variants([listing.id])).map((v) => [v.skuId, v.platformVariantId]));
      const syncType: SyncType = listing.status === 'queued' ? 1 : 2;
      await db.transaction(async (tx) => {
        const r = listingsRepository(tx);
        await r.update(listing.id, {
          title: data.title,
          descriptionHtml: data.descriptionHtml,
          tags: data.tags,
          collectionIds: data.collectionIds,
          categoryId: data.categoryId,
          productAttributes: data.productAttributes,
          productType: data.productType,
          sizeUnit: data.sizeUnit,
          images: data.images,
          shipFrom: data.shipFrom,
          shipTo: data.shipTo,
          channelCode: data.channelCode,
          deliveryDays: data.deliveryDays,
          pricing: data.pricing,
          lastError: null,
        });
        await r.replaceVariants(listing.id, data.variants.map((v, position) => variantRow(listing.id, { ...v, platformVariantId: previous.get(v.skuId) ?? null }, position)));
        await queueSync(tx, listing, syncType);
      });
      return { id: listing.id, status: listing.status, syncType };
    },

    /** GET listingDetail. */
    async detail(userId: number, id: number) {
      const listing = await owned(userId, id);
      const [store] = await db.select().from(stores).where(eq(stores.id, listing.storeId));
      const [productRow] = await db.select({ kk: products.kkProductId }).from(products).where(eq(products.id, listing.productId));
      const product = productRow ? await loadCatalogueProduct(db, productRow.kk) : undefined;
      const listed = (await repo.inStore(listing.storeId, listing.productId)).map((row) => row.id).filter((other) => other !== listing.id);
      const productImages = [...new Set((product?.images ?? []).map((image) => listingImageUrl(image.url, publicUrl())))];
      return toListingDetail(listing, store!, product, await repo.variants([listing.id]), {
        productImages,
        maxImages: listing.platform === 'temu' ? LISTING_LIMITS.imagesMax : maxImagesOf(listing.platform),
        listedIds: listed,
        publicUrl: publicUrl(),
      });
    },

    /** POST listings: one page of a tab with search and filters (spec 2.7). */
    async list(userId: number, filter: ListingFilter, locale: LocaleCode) {
      // Asked before the page, not beside it: a write that ends between two parallel reads would leave its listing
      // neither on the page nor counted as writing, and the screen would stop asking. Read in this order, a listing
      // either was still writing (counted, so the screen asks again) or had ended (and is on the page).
      const writingElsewhere = await repo.writingElsewhere(userId, filter);
      const { rows, total } = await repo.page(userId, filter);
      const variants = await repo.variants(rows.map((row) => row.listing.id));
      return {
        list: rows.map((row) => toListingRow(row.listing, row.store, row.product, variants.filter((v) => v.listingId === row.listing.id), locale)),
        total,
        pageNumber: filter.pageNumber,
        pageSize: filter.pageSize,
        writingElsewhere,
      };
    },

    repo,
    storesById,
  };
}
export type ListingsService = ReturnType<typeof listingsService>;
export type { ListingRow };
