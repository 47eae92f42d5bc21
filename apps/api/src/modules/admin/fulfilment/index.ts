import type { FastifyInstance } from 'fastify';
import { fulfilmentParts } from '../../orders/fulfilment/index.ts';
import { catalogueAccess } from '../catalogue/access.ts';
import { shipOrdersRoutes } from './ship-orders.routes.ts';
import { shipOrdersService } from './ship-orders.service.ts';

/** Back office: orders to ship, parcels in transit, delivery by hand (under /api/admin/fulfilment/). */
export async function adminFulfilmentModule(app: FastifyInstance) {
  await app.register(shipOrdersRoutes(shipOrdersService(app, fulfilmentParts(app).jobs), catalogueAccess(app)));
}
