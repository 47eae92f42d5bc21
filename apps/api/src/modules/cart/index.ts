import type { FastifyInstance } from 'fastify';
import { cartRoutes } from './cart.routes.ts';
import { cartService } from './cart.service.ts';

/** The seller's server cart and the guest cart rebuilt from the browser's lines. */
export async function cartModule(app: FastifyInstance) {
  await app.register(cartRoutes(cartService(app.database.db)));
}
