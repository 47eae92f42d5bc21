import type { FastifyInstance } from 'fastify';
import { systemRoutes } from './system.routes.ts';
import { systemService } from './system.service.ts';

export { systemService, type SystemService } from './system.service.ts';

/** Reference data (currencies, countries, select lists), visitor tickets and the update popup. */
export async function systemModule(app: FastifyInstance) {
  await app.register(systemRoutes(systemService(app)));
}
