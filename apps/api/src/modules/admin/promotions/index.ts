import type { FastifyInstance } from 'fastify';
import { catalogueAccess } from '../catalogue/access.ts';
import { couponTemplatesService } from './coupon-templates.service.ts';
import { promoCodesAdminService } from './promo-codes.service.ts';
import { adminPromotionsRoutes } from './promotions.routes.ts';

/** Back office for coupons and promo codes, under /api/admin/promotions/. Every change is audit-logged. */
export async function adminPromotionsModule(app: FastifyInstance) {
  await app.register(adminPromotionsRoutes(couponTemplatesService(app), promoCodesAdminService(app), catalogueAccess(app)));
}
