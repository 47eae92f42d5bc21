import type { FastifyInstance } from 'fastify';
import { adminRoutes } from './admin.routes.ts';
import { adminCatalogueModule } from './catalogue/index.ts';
import { adminPromotionsModule } from './promotions/index.ts';
import { operatorsService } from './operators.service.ts';

/** The back office: operators and their roles, the maintenance switch, currency rates, the audit log. */
export async function adminModule(app: FastifyInstance) {
  await app.register(adminRoutes(operatorsService(app)));
  await app.register(adminCatalogueModule);
  await app.register(adminPromotionsModule);
}
