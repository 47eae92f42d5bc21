import type { FastifyInstance } from 'fastify';
import { storePlatforms } from '../stores/index.ts';
import { listingActionsService } from './listing-actions.service.ts';
import { listingToolsRoutes } from './listing-tools.routes.ts';
import { LISTING_PLATFORMS, listingFamilyRoutes } from './listings.routes.ts';
import { listingsService } from './listings.service.ts';
import { platformExtrasRoutes } from './platform-extras.routes.ts';
import { storeTaxonomiesService } from './store-taxonomies.service.ts';
import { listingsSyncPlugin } from './sync/index.ts';

/** Listings (issue 15, spec 7.3 / 7.4): the generic family and one per platform, over one service. */
export async function listingsModule(app: FastifyInstance) {
  const { registry, box } = storePlatforms(app);
  const db = app.database.db;
  const taxonomies = storeTaxonomiesService({ db, registry, box });
  const listings = listingsService({ db, jobs: app.jobs, registry, config: app.config, categoryAttributes: taxonomies.attributes });
  const actions = listingActionsService({ db, jobs: app.jobs, registry, box, listings });
  await app.register(listingFamilyRoutes(listings, actions));
  for (const platform of LISTING_PLATFORMS) await app.register(listingFamilyRoutes(listings, actions, platform));
  await app.register(listingToolsRoutes(actions, taxonomies));
  await app.register(platformExtrasRoutes(taxonomies));
  // The background side (listings-sync): listings.sync and batch jobs, batch routes, catalogue follow-up, price approval.
  await app.register(listingsSyncPlugin);
}
