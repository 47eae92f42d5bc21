import type { FastifyInstance } from 'fastify';
import { addressesRoutes } from './addresses.routes.ts';
import { addressesService } from './addresses.service.ts';

/** The seller's address book (shipping and bill addresses). */
export async function addressesPlugin(app: FastifyInstance) {
  await app.register(addressesRoutes(addressesService(app.database.db)));
}
