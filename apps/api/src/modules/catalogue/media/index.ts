import type { FastifyInstance } from 'fastify';
import { uploadRoutes } from '../uploads/uploads.routes.ts';
import { visualSearchRoutes } from '../visual-search/visual-search.routes.ts';
import { visualSearchService } from '../visual-search/visual-search.service.ts';
import { mediaRoutes } from './media.routes.ts';

/**
 * Product media: generated pictures and uploads under /media/, the upload calls, and search by
 * picture. They share the process's media store (app.media: the media storage and its in-flight renders).
 */
export async function mediaModule(app: FastifyInstance) {
  const store = app.media;
  await app.register(mediaRoutes(store));
  await app.register(uploadRoutes(store));
  await app.register(visualSearchRoutes(visualSearchService(app.database.db, store, app.changes)));
}
