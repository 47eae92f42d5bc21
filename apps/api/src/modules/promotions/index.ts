import type { FastifyInstance } from 'fastify';
import { promotionsRoutes } from './promotions.routes.ts';

export { conditionNotMet, promoCodesService, toPromoCodeRule, type PromoCodesService } from './promo-codes.service.ts';
export { toCouponRule, toCouponTicketInfo } from './tickets.presenter.ts';
export { ticketsRepository, type TicketRow } from './tickets.repository.ts';

/** Coupons and promo codes for sellers (spec 3, 7); checkout prices them, the back office manages them. */
export async function promotionsModule(app: FastifyInstance) {
  await app.register(promotionsRoutes(app.database.db));
}
