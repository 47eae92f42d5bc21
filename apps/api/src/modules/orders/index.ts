import type { FastifyInstance } from 'fastify';
import { attachmentsService } from './attachments.ts';
import { AUTO_CANCEL_JOB, autoCancelHandler } from './auto-cancel.ts';
import { checkoutPricing } from '../checkout/index.ts';
import { createOrderService } from './create-order.service.ts';
import { ordersRoutes } from './orders.routes.ts';
import { paymentPageService } from './payment-page.service.ts';
import { orderManagementModule } from './manage/index.ts';
import { fulfilmentModule } from './fulfilment/index.ts';
import { refundsModule } from './refunds/index.ts';

/** Order creation and the payment page; unpaid orders are cancelled by the orders.auto-cancel job. */
export async function ordersModule(app: FastifyInstance) {
  const db = app.database.db;
  app.jobs.register(AUTO_CANCEL_JOB, autoCancelHandler(app.jobs));
  await app.register(ordersRoutes(createOrderService(db, app.jobs, checkoutPricing(db)), paymentPageService(db), attachmentsService(db)));
  await app.register(orderManagementModule);
  await app.register(fulfilmentModule);
  await app.register(refundsModule);
}
