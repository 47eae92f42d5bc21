import { ErrorCode, GUEST_PRODUCT_LIMIT } from '@threadway/contracts';
import type { ChangeBus } from '../../../platform/changes.ts';
import type { Executor } from '../../../platform/database.ts';
import { AppError, notFound } from '../../../platform/errors.ts';
import { resolveMediaUrl } from '../media/media-names.ts';
import type { MediaStore } from '../media/media-store.ts';
import { loadProductCards } from '../products/product-cards.ts';
import type { CatalogueViewer } from '../viewer.ts';
import { indexImageFeatures } from './feature-index.ts';
import type { QueryReading } from './features.ts';
import { rankProducts, similarityIndex } from './similarity-index.ts';
import { queryFeaturesOfTarget } from './target-features.ts';

/** A similar-styles list, not the whole catalogue: the best this many products. */
export const MAX_SIMILAR_RESULTS = 100;
/** Descriptors of recent query pictures, so paging through results does not decode again. */
const QUERY_CACHE_SIZE = 200;

export interface SimilarQuery {
  imageUrl: string;
  pageNumber: number;
  pageSize: number;
  /** Origins whose absolute /media/ URLs are ours (PUBLIC_URL and the host the call came to). */
  origins: string[];
}

export function visualSearchService(db: Executor, store: MediaStore, changes: ChangeBus) {
  const index = similarityIndex(db, () => indexImageFeatures(db, { store }));
  changes.on('catalogue', index.invalidate);
  const queries = new Map<string, Promise<QueryReading[] | null>>();

  function featuresOf(imageUrl: string, origins: string[]): Promise<QueryReading[] | null> {
    const target = resolveMediaUrl(imageUrl, origins);
    if (!target) throw new AppError(ErrorCode.badRequest, 'validation.invalidValue', 400, {}, { field: 'imageUrl' });
    let features = queries.get(target.file);
    if (!features) {
      features = queryFeaturesOfTarget(target, store);
      if (queries.size >= QUERY_CACHE_SIZE) queries.delete(queries.keys().next().value!);
      queries.set(target.file, features);
      // Only descriptors are kept: a missing upload may be uploaded later under that name.
      features.then(
        (found) => found || queries.delete(target.file),
        () => queries.delete(target.file),
      );
    }
    return features;
  }

  return {
    /** On-sale products whose pictures look most like the given one, one card each, best first. */
    async similar(query: SimilarQuery, viewer: CatalogueViewer) {
      const features = await featuresOf(query.imageUrl, query.origins);
      if (!features) throw notFound();
      const ranked = rankProducts(await index.current(), features, MAX_SIMILAR_RESULTS);
      // Guests see the first GUEST_PRODUCT_LIMIT only (spec 6), like every product list.
      const visible = viewer.guest ? ranked.slice(0, GUEST_PRODUCT_LIMIT) : ranked;
      const start = (query.pageNumber - 1) * query.pageSize;
      const page = visible.slice(start, start + query.pageSize);
      const cards = await loadProductCards(db, page.map((r) => r.productId), viewer);
      const similarityOf = new Map(page.map((r) => [r.kkProductId, Math.round(r.similarity * 10_000) / 10_000]));
      return {
        list: cards.map((card) => ({ ...card, similarity: similarityOf.get(card.kkProductId) ?? 0 })),
        total: visible.length,
        pageNumber: query.pageNumber,
        pageSize: query.pageSize,
        limitedForGuest: viewer.guest && ranked.length > visible.length,
      };
    },
  };
}
export type VisualSearchService = ReturnType<typeof visualSearchService>;
