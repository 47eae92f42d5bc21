import type { FastifyInstance } from 'fastify';
import { albumsRoutes } from './albums.routes.ts';
import { albumsService } from './albums.service.ts';
import { eventsRoutes } from './events.routes.ts';
import { eventsService } from './events.service.ts';
import { exploreRoutes } from './explore.routes.ts';
import { exploreService } from './explore.service.ts';
import { mallHead } from './mall-head.ts';
import { merchandisingRoutes } from './merchandising.routes.ts';
import { merchandisingService } from './merchandising.service.ts';

/** Merchandising: banners, ad bar and popups, navigation, albums, flash sales and events, Explore. */
export async function contentModule(app: FastifyInstance) {
  const db = app.database.db;
  app.pageHeads.add(mallHead(app));
  await app.register(merchandisingRoutes(merchandisingService(db)));
  await app.register(eventsRoutes(eventsService(db)));
  await app.register(albumsRoutes(albumsService(db)));
  await app.register(exploreRoutes(exploreService(db)));
}
