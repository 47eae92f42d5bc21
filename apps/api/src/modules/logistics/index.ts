import type { FastifyInstance } from 'fastify';
import { channelsRoutes } from './channels.routes.ts';
import { channelsService } from './channels.service.ts';

export { syncShipTo } from './channels.service.ts';

/** The shipping-rate engine: channels per warehouse and destination, prices by weight. */
export async function logisticsModule(app: FastifyInstance) {
  await app.register(channelsRoutes(channelsService(app.database.db), app.database.db));
}
