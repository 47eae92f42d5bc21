import type { FastifyInstance } from 'fastify';
import { exportTasks } from '../../notifications/station/index.ts';
import { operatorsService } from '../operators.service.ts';
import { adminLettersService } from './letters.service.ts';
import { adminNotificationsRoutes } from './notifications.routes.ts';

/**
 * Back office: station letters and sellers' export tasks (decision 0015). The 'support' role;
 * the operator is re-read on every call, so a role taken away applies at once.
 */
export async function adminNotificationsModule(app: FastifyInstance) {
  const operators = operatorsService(app);
  await app.register(adminNotificationsRoutes(adminLettersService(app.database.db), exportTasks(app), (request) => operators.current(request, 'support')));
}
