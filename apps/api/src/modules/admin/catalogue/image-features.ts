import type { FastifyInstance } from 'fastify';
import { indexImageFeatures } from '../../catalogue/visual-search/feature-index.ts';

/**
 * Computes visual-search features of product images that have none yet (the ones just added),
 * after the product's transaction has committed. A failure is logged and leaves the picture
 * out of visual search until the next indexing run; the product itself is saved either way.
 */
export function imageIndexer(app: FastifyInstance) {
  return async () => {
    try {
      await indexImageFeatures(app.database.db, { store: app.media });
    } catch (error) {
      app.log.error({ err: error }, 'visual-search features of new product images failed');
    }
  };
}
