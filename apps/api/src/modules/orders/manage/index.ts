import type { FastifyInstance } from 'fastify';
import { invoiceService } from './invoice.service.ts';
import { issuerOf } from '../../../platform/pdf/parties.ts';
import { orderActionRoutes } from './order-actions.routes.ts';
import { orderActionsService } from './order-actions.service.ts';
import { orderDetailService } from './order-detail.service.ts';
import { orderListRoutes } from './order-list.routes.ts';
import { orderLogisticsService } from './order-logistics.service.ts';
import { oosSplitService } from './oos-split.service.ts';
import { orderCouponService } from './order-coupon.service.ts';
import { splitPackService } from './split-pack.service.ts';
import { checkoutPricing } from '../../checkout/index.ts';

/** The seller's order list, detail, documents and order actions (spec 2.5, 4, 7 Orders). */
export async function orderManagementModule(app: FastifyInstance) {
  const db = app.database.db;
  await app.register(orderListRoutes(orderDetailService(db), invoiceService(db, issuerOf(app.config))));
  await app.register(orderActionRoutes(orderActionsService(db, app.jobs), orderLogisticsService(db), oosSplitService(db, app.jobs), splitPackService(db, app.jobs), orderCouponService(db, checkoutPricing(db))));
}
