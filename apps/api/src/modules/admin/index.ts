import type { FastifyInstance } from 'fastify';
import { adminRoutes } from './admin.routes.ts';
import { adminCatalogueModule } from './catalogue/index.ts';
import { adminPromotionsModule } from './promotions/index.ts';
import { operatorsService } from './operators.service.ts';
import { adminFulfilmentModule } from './fulfilment/index.ts';
import { adminRefundsModule } from './refunds/index.ts';
import { adminFinanceModule } from './finance/index.ts';
import { adminNotificationsModule } from './notifications/index.ts';
import { adminJobsModule } from './jobs/index.ts';

/** The back office: operators and their roles, the maintenance switch, currency rates, the audit log. */
export async function adminModule(app: FastifyInstance) {
  await app.register(adminRoutes(operatorsService(app)));
  await app.register(adminCatalogueModule);
  await app.register(adminPromotionsModule);
  await app.register(adminFulfilmentModule);
  await app.register(adminRefundsModule);
  await app.register(adminFinanceModule);
  await app.register(adminNotificationsModule);
  await app.register(adminJobsModule);
}
