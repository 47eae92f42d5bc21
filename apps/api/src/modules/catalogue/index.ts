import type { FastifyInstance } from 'fastify';
import { categoriesRepository } from './categories/categories.repository.ts';
import { categoriesRoutes } from './categories/categories.routes.ts';
import { categoriesService } from './categories/categories.service.ts';
import { mediaModule } from './media/index.ts';
import { productDetailRoutes } from './products/product-detail.routes.ts';
import { productDetailService } from './products/product-detail.service.ts';
import { productListHead } from './products/product-list-head.ts';
import { productListRoutes } from './products/product-list.routes.ts';
import { productListService } from './products/product-list.service.ts';
import { recommendationsRoutes } from './products/recommendations.routes.ts';
import { REFRESH_STOCK_BATCH, REFRESH_STOCK_JOB, refreshStockHandler } from './products/stock-summary.job.ts';
import { warehousesRoutes } from './products/warehouses.routes.ts';
import { reviewsRepository } from './reviews/reviews.repository.ts';
import { reviewsRoutes } from './reviews/reviews.routes.ts';
import { registerSearchHistoryPrune } from './search/history-prune.job.ts';
import { hotTermCounter } from './search/hot-terms.ts';
import { searchRepository } from './search/search.repository.ts';
import { searchRoutes } from './search/search.routes.ts';
import { seoModule } from './seo/index.ts';
import { clearCatalogueCaches } from './ttl-cache.ts';
import { wishlistRoutes } from './wishlist/wishlist.routes.ts';

/** Hot-list counts are written at most this often (see search/hot-terms.ts). */
const HOT_TERMS_FLUSH_MS = 5_000;

/** Products, categories, search, visual search, reviews, the wish list, SEO and product media. */
export async function catalogueModule(app: FastifyInstance) {
  const db = app.database.db;
  // Another process edited the catalogue: the filter values cached here may be stale.
  app.changes.on('catalogue', clearCatalogueCaches);
  // Tests read the hot list right after searching; a running shop batches its counts.
  const search = searchRepository(db, hotTermCounter(app.config.NODE_ENV === 'test' ? 0 : HOT_TERMS_FLUSH_MS));
  app.addHook('onClose', () => search.flushHotTerms());
  app.jobs.registerBatch(REFRESH_STOCK_JOB, refreshStockHandler(app.jobs), { batchSize: REFRESH_STOCK_BATCH });
  registerSearchHistoryPrune(app.jobs);
  await app.register(categoriesRoutes(categoriesService(app)));
  await app.register(warehousesRoutes(categoriesRepository(db)));
  const productList = productListService(db, search);
  await app.register(productListRoutes(productList));
  app.pageHeads.add(productListHead(productList));
  await app.register(productDetailRoutes(db, productDetailService(db)));
  await app.register(wishlistRoutes(db));
  await app.register(recommendationsRoutes(db));
  await app.register(searchRoutes(search));
  await app.register(reviewsRoutes(reviewsRepository(db)));
  await app.register(seoModule);
  await app.register(mediaModule);
}
