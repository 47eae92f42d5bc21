import type { FastifyInstance } from 'fastify';
import { storePlatforms } from '../stores/index.ts';
import { LISTING_PLATFORMS, listingFamilyRoutes } from './listings.routes.ts';
import { listingsService } from './listings.service.ts';
import { listingsSyncPlugin } from './sync/index.ts';

/** Listings (issue 15, spec 7.3 / 7.4): the generic family and one per platform, over one service. */
export async function listingsModule(app: FastifyInstance) {
  const { registry } = storePlatforms(app);
  const service = listingsService({ db: app.database.db, jobs: app.jobs, registry, config: app.config });
  await app.register(listingFamilyRoutes(service));
  for (const platform of LISTING_PLATFORMS) await app.register(listingFamilyRoutes(service, platform));
  // The background side (listings-sync): listings.sync and batch jobs, batch routes, catalogue follow-up, price approval.
  await app.register(listingsSyncPlugin);
}
