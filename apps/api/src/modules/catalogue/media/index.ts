import type { FastifyInstance } from 'fastify';
import { uploadRoutes } from '../uploads/uploads.routes.ts';
import { visualSearchRoutes } from '../visual-search/visual-search.routes.ts';
import { visualSearchService } from '../visual-search/visual-search.service.ts';
import { mediaRoutes } from './media.routes.ts';
import { mediaStore } from './media-store.ts';

/**
 * Product media: generated pictures and uploads under /media/, the upload calls, and search by
 * picture. They share one media store (the MEDIA_DIR folder and its in-flight renders).
 */
export async function mediaModule(app: FastifyInstance) {
  const store = mediaStore(app.config.MEDIA_DIR);
  await app.register(mediaRoutes(store));
  await app.register(uploadRoutes(store));
  await app.register(visualSearchRoutes(visualSearchService(app.database.db, app.config, store)));
}
