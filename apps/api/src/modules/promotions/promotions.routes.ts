import { couponCodeCheckRequest, couponCollectionRequest, couponDetail, couponDetailRequest, couponTicketPage, promoCodeResult } from '@threadway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userIdOf } from '../../platform/auth.ts';
import type { Executor } from '../../platform/database.ts';
import { ok } from '../../platform/envelope.ts';
import { notFound } from '../../platform/errors.ts';
import { translate } from '../../platform/i18n.ts';
import { answers } from '../../platform/schemas.ts';
import { promoCodesService, toPromoCodeResult } from './promo-codes.service.ts';
import { standaloneUsability, toCouponTicketInfo } from './tickets.presenter.ts';
import { ticketsRepository } from './tickets.repository.ts';

const tags = ['promotions'];

/** Promo-code check, the seller's coupons (/personal-center/coupons) and one coupon or code in detail. */
export const promotionsRoutes =
  (db: Executor): FastifyPluginAsyncZod =>
  async (app) => {
    const promoCodes = promoCodesService(db);
    const tickets = ticketsRepository(db);

    app.post(
      '/api/product/open/coupon/couponCodeCheck',
      { schema: { tags, summary: 'Checks a promo code against an order (cents); refusals are 4xx with the reason', body: couponCodeCheckRequest, response: answers(promoCodeResult) } },
      async (request) => {
        const message = translate(request.locale, 'promotions.codeApplied');
        return ok(request, await promoCodes.check(request.body, Date.now(), message), 'promotions.codeApplied');
      },
    );

    app.post(
      '/api/product/userCouponTicketDetail',
      { schema: { tags, summary: "One of the seller's coupons (another seller's is 404) and/or a promo code's rules", body: couponDetailRequest, response: answers(couponDetail) } },
      async (request) => {
        const now = Date.now();
        const { userCouponTicketId, couponCode } = request.body;
        let couponTicket = null;
        if (userCouponTicketId != null) {
          const row = await tickets.owned(userIdOf(request), userCouponTicketId, new Date(now));
          if (!row) throw notFound();
          couponTicket = toCouponTicketInfo(row, standaloneUsability(row, now));
        }
        const code = couponCode == null ? null : await promoCodes.known(couponCode);
        return ok(request, { couponTicket, couponCode: code && toPromoCodeResult(code, null, '') });
      },
    );

    app.get(
      '/api/product/userCouponTicketCollectionForm',
      { schema: { tags, summary: "The seller's coupons with one status (0 available, 1 used, 2 expired, 3 unavailable)", querystring: couponCollectionRequest, response: answers(couponTicketPage) } },
      async (request) => {
        const { status, pageNumber, pageSize } = request.query;
        const now = Date.now();
        const page = await tickets.page(userIdOf(request), status, new Date(now), pageSize, (pageNumber - 1) * pageSize);
        return ok(request, { list: page.rows.map((row) => toCouponTicketInfo(row, standaloneUsability(row, now))), total: page.total, pageNumber, pageSize });
      },
    );
  };
