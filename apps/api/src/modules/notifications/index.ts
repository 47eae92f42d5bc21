import type { FastifyInstance } from 'fastify';
import { mailboxRoutes } from './mailbox.routes.ts';
import { orderEventsModule } from './order-events/index.ts';
import { stationModule } from './station/index.ts';

export { createMailer, type Mailer, type OutgoingMessage } from './mailer.ts';

export async function notificationsModule(app: FastifyInstance) {
  if (app.config.devMailbox) await app.register(mailboxRoutes);
  await app.register(stationModule);
  await app.register(orderEventsModule);
}
