import { cancelOrderRequest, orderCouponAnswer, orderCouponRequest, orderIdPath, orderSplitAnswer } from '@threadway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userIdOf } from '../../../platform/auth.ts';
import { ok } from '../../../platform/envelope.ts';
import { answers, noData } from '../../../platform/schemas.ts';
import type { OosSplitService } from './oos-split.service.ts';
import type { OrderActionsService } from './order-actions.service.ts';
import type { OrderCouponService } from './order-coupon.service.ts';
import type { SplitPackService } from './split-pack.service.ts';
import type { OrderLogisticsService } from './order-logistics.service.ts';

const tags = ['orders'];

/** The seller's order actions (spec 4); a status that does not allow one answers 409 with why. */
export const orderActionRoutes =
  (actions: OrderActionsService, logistics: OrderLogisticsService, oos: OosSplitService, packs: SplitPackService, coupons: OrderCouponService): FastifyPluginAsyncZod =>
  async (app) => {
    app.put(
      '/api/orders/orders',
      { schema: { tags, summary: 'Cancel Order (unpaid or abnormal unpaid): reason required; stock, flash-sale pieces and promotions come back', body: cancelOrderRequest, response: noData } },
      async (request) => {
        await actions.cancel(userIdOf(request), request.body.kkOrderId, request.body.cancelReason);
        return ok(request, null, 'orders.cancelSuccess');
      },
    );

    app.delete(
      '/api/orders/orders/:id',
      { schema: { tags, summary: 'Delete: hide a cancelled, complete or refunded order from the lists', params: orderIdPath, response: noData } },
      async (request) => {
        await actions.remove(userIdOf(request), request.params.id);
        return ok(request, null, 'success.deleted');
      },
    );

    app.put(
      '/api/orders/orders/:id/receipt',
      { schema: { tags, summary: 'Confirm Receipt of a shipped order: complete', params: orderIdPath, response: noData } },
      async (request) => {
        await actions.confirmReceipt(userIdOf(request), request.params.id);
        return ok(request, null, 'orders.transactionCompleted');
      },
    );

    app.put(
      '/api/orders/orders/:id/cancelDelivery',
      { schema: { tags, summary: 'Cancel Delivery of an order waiting to ship (held from shipping; then request a refund)', params: orderIdPath, response: noData } },
      async (request) => {
        await actions.cancelDelivery(userIdOf(request), request.params.id);
        return ok(request, null, 'orders.deliveryCancelled');
      },
    );

    app.post(
      '/api/orders/orders/:id/logistics',
      { schema: { tags, summary: 'Get Logistics for an abnormal order: quote the route again; success resolves the order', params: orderIdPath, response: noData } },
      async (request) => {
        await logistics.getLogistics(userIdOf(request), request.params.id);
        return ok(request, null, 'orders.logisticsUpdated');
      },
    );

    app.put(
      '/api/orders/orders/oosSplit/:id',
      { schema: { tags, summary: 'Out-of-stock split of an unpaid order: its lines no longer on sale move into a new, cancelled order', params: orderIdPath, response: answers(orderSplitAnswer) } },
      async (request) => ok(request, await oos.split(userIdOf(request), request.params.id), 'orders.oosSplit'),
    );

    app.put(
      '/api/orders/:id/automaticSplitPack',
      { schema: { tags, summary: 'Automatic split pack of an unpaid order: packs of at most 2 kg, each other pack a new order of the same checkout', params: orderIdPath, response: answers(orderSplitAnswer) } },
      async (request) => ok(request, await packs.split(userIdOf(request), request.params.id), 'orders.splitPackDone'),
    );

    app.put(
      '/api/orders/orders/coupon/:id',
      { schema: { tags, summary: 'Change (or remove) the coupon ticket of an unpaid order; the order is priced again', params: orderIdPath, body: orderCouponRequest, response: answers(orderCouponAnswer) } },
      async (request) => ok(request, await coupons.change(userIdOf(request), request.params.id, request.body.selectCouponTicketId), 'orders.couponChanged'),
    );
  };
