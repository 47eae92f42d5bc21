import {
  adminCouponTemplate,
  adminCouponTemplatePage,
  adminPromoCode,
  adminPromoCodePage,
  couponTemplateListRequest,
  createCouponTemplateRequest,
  createPromoCodeRequest,
  issueCouponRequest,
  issueCouponResult,
  promoCodeListRequest,
  promotionIdPath,
  updateCouponTemplateRequest,
  updatePromoCodeRequest,
} from '@threadway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../platform/envelope.ts';
import { answers } from '../../../platform/schemas.ts';
import type { CatalogueAccess } from '../catalogue/access.ts';
import type { CouponTemplatesService } from './coupon-templates.service.ts';
import type { PromoCodesAdminService } from './promo-codes.service.ts';

const tags = ['back office: promotions'];
const base = '/api/admin/promotions';

/** Coupon templates and promo codes; the merchandising ('catalogue') role, like events. */
export const adminPromotionsRoutes =
  (coupons: CouponTemplatesService, codes: PromoCodesAdminService, access: CatalogueAccess): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(`${base}/coupons`, { schema: { tags, summary: 'Coupon templates, newest first (status 1 active, 0 withdrawn)', querystring: couponTemplateListRequest, response: answers(adminCouponTemplatePage) } }, async (request) => {
      await access.catalogue(request);
      const { status, pageNumber, pageSize } = request.query;
      return ok(request, await coupons.list(status, pageNumber, pageSize));
    });
    app.post(`${base}/coupons`, { schema: { tags, summary: 'Create a coupon template (products by kkProductId for applicableType 3)', body: createCouponTemplateRequest, response: answers(adminCouponTemplate) } }, async (request) => {
      const actor = await access.catalogue(request);
      return ok(request, await coupons.create(actor.id, request.body), 'success.saved');
    });
    app.put(`${base}/coupons/:id`, { schema: { tags, summary: 'Change a coupon template', params: promotionIdPath, body: updateCouponTemplateRequest, response: answers(adminCouponTemplate) } }, async (request) => {
      const actor = await access.catalogue(request);
      return ok(request, await coupons.update(actor.id, request.params.id, request.body), 'success.saved');
    });
    app.post(`${base}/coupons/:id/withdraw`, { schema: { tags, summary: "Withdraw a template: sellers' unused tickets become unavailable", params: promotionIdPath, response: answers(adminCouponTemplate) } }, async (request) => {
      const actor = await access.catalogue(request);
      return ok(request, await coupons.withdraw(actor.id, request.params.id), 'success.saved');
    });
    app.post(`${base}/coupons/:id/issue`, { schema: { tags, summary: 'Issue the template to sellers (ids, e-mails) or to all sellers; one ticket per seller', params: promotionIdPath, body: issueCouponRequest, response: answers(issueCouponResult) } }, async (request) => {
      const actor = await access.catalogue(request);
      return ok(request, await coupons.issue(actor.id, request.params.id, request.body), 'promotions.issued');
    });

    app.get(`${base}/promo-codes`, { schema: { tags, summary: 'Promo codes, newest first; search by part of the code', querystring: promoCodeListRequest, response: answers(adminPromoCodePage) } }, async (request) => {
      await access.catalogue(request);
      const { search, pageNumber, pageSize } = request.query;
      return ok(request, await codes.list(search, pageNumber, pageSize));
    });
    app.post(`${base}/promo-codes`, { schema: { tags, summary: 'Create a promo code (unique without case)', body: createPromoCodeRequest, response: answers(adminPromoCode) } }, async (request) => {
      const actor = await access.catalogue(request);
      return ok(request, await codes.create(actor.id, request.body), 'success.saved');
    });
    app.put(`${base}/promo-codes/:id`, { schema: { tags, summary: 'Change a promo code', params: promotionIdPath, body: updatePromoCodeRequest, response: answers(adminPromoCode) } }, async (request) => {
      const actor = await access.catalogue(request);
      return ok(request, await codes.update(actor.id, request.params.id, request.body), 'success.saved');
    });
    app.post(`${base}/promo-codes/:id/disable`, { schema: { tags, summary: 'Disable a promo code', params: promotionIdPath, response: answers(adminPromoCode) } }, async (request) => {
      const actor = await access.catalogue(request);
      return ok(request, await codes.disable(actor.id, request.params.id), 'success.saved');
    });
  };
