import type { FastifyInstance } from 'fastify';
import { catalogueAccess } from './access.ts';
import { advertsRoutes } from './adverts.routes.ts';
import { advertsService } from './adverts.service.ts';
import { albumsRoutes } from './albums.routes.ts';
import { albumsService } from './albums.service.ts';
import { bannersRoutes } from './banners.routes.ts';
import { bannersService } from './banners.service.ts';
import { categoriesRoutes } from './categories.routes.ts';
import { categoriesService } from './categories.service.ts';
import { eventsRoutes } from './events.routes.ts';
import { eventsService } from './events.service.ts';
import { importRoutes } from './import/import.routes.ts';
import { importService } from './import/import.service.ts';
import { navigationRoutes } from './navigation.routes.ts';
import { navigationService } from './navigation.service.ts';
import { productsRoutes } from './products.routes.ts';
import { productsService } from './products.service.ts';
import { shippingRoutes } from './shipping.routes.ts';
import { shippingService } from './shipping.service.ts';
import { skusService } from './skus.service.ts';
import { termsRoutes } from './terms.routes.ts';
import { termsService } from './terms.service.ts';

/**
 * Back office for the catalogue (categories, products, SKUs, stock, prices, vocabularies' translations, CSV import),
 * merchandising (events, albums, banners, navigation, ad bar and popups) and logistics
 * (channels and rates), under /api/admin/catalogue/. Every change is audit-logged.
 */
export async function adminCatalogueModule(app: FastifyInstance) {
  const access = catalogueAccess(app);
  // Every change made here (products, pictures, categories, stock, merchandising) is announced once it has committed,
  // before the operator hears back, so caches and the visual-search index of every process follow it.
  app.addHook('onSend', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) await app.changes.announce('catalogue');
  });
  const products = productsService(app);
  await app.register(categoriesRoutes(categoriesService(app), access));
  await app.register(productsRoutes(products, skusService(app, products), access));
  await app.register(termsRoutes(termsService(app), access));
  await app.register(importRoutes(importService(app), access));
  await app.register(eventsRoutes(eventsService(app), access));
  await app.register(albumsRoutes(albumsService(app), access));
  await app.register(bannersRoutes(bannersService(app), access));
  await app.register(navigationRoutes(navigationService(app), access));
  await app.register(advertsRoutes(advertsService(app), access));
  await app.register(shippingRoutes(shippingService(app), access));
}
