import {
  addressChangeRequest,
  attachmentOption,
  channelChangeRequest,
  createOrderRequest,
  kkOrderIdParam,
  kkOrderIdsRequest,
  ordersSum,
  paymentOrder,
  placeIdParam,
  remarkRequest,
  saveAttachmentsRequest,
  savedAttachment,
  whetherToPayAnswer,
} from '@threadway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userIdOf } from '../../platform/auth.ts';
import { ok } from '../../platform/envelope.ts';
import { translate } from '../../platform/i18n.ts';
import { idempotent } from '../../platform/idempotency.ts';
import { answers, noData } from '../../platform/schemas.ts';
import { ATTACHMENT_OPTIONS, type AttachmentsService } from './attachments.ts';
import type { CreateOrderService } from './create-order.service.ts';
import type { PaymentPageService } from './payment-page.service.ts';

const tags = ['orders'];

export const ordersRoutes =
  (create: CreateOrderService, page: PaymentPageService, attachments: AttachmentsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/orders/orders',
      { schema: { tags, summary: 'Create the orders of a checkout (one per warehouse); data is the order numbers. Honours Idempotency-Key', body: createOrderRequest, response: answers(z.array(z.string())) } },
      async (request, reply) => {
        const userId = userIdOf(request);
        // A replay is sent by idempotent() itself (the stored answer), hence the cast.
        return (await idempotent(request, reply, 'orders.create', userId, async () => ok(request, await create.create(userId, request.body)))) as ReturnType<typeof ok<string[]>>;
      },
    );

    app.get(
      '/api/orders/orders/place/:id',
      { schema: { tags, summary: 'The order to pay with the other orders of its checkout (spec 3 Payment order)', params: placeIdParam, response: answers(paymentOrder) } },
      async (request) => ok(request, await page.place(userIdOf(request), request.params.id, request.locale)),
    );

    app.put(
      '/api/orders/orders/channel/:kkOrderId',
      { schema: { tags, summary: 'Change the channel per warehouse; freight and total are priced again', params: kkOrderIdParam, body: channelChangeRequest, response: noData } },
      async (request) => {
        await page.changeChannel(userIdOf(request), request.params.kkOrderId, request.body);
        return ok(request, null);
      },
    );

    app.put(
      '/api/orders/orders/addresses/:kkOrderId',
      { schema: { tags, summary: "Change the checkout's shipping address (must stay deliverable), payment method and note", params: kkOrderIdParam, body: addressChangeRequest, response: noData } },
      async (request) => {
        await page.changeAddress(userIdOf(request), request.params.kkOrderId, request.body);
        return ok(request, null, 'addresses.changed');
      },
    );

    app.put(
      '/api/orders/orders/remark/:kkOrderId',
      { schema: { tags, summary: 'Change the note of an order waiting for payment', params: kkOrderIdParam, body: remarkRequest, response: noData } },
      async (request) => {
        await page.changeRemark(userIdOf(request), request.params.kkOrderId, request.body.remark);
        return ok(request, null);
      },
    );

    app.get(
      '/api/orders/orders/attachments',
      { schema: { tags, summary: 'Customised services on offer: Tags, Bags, Cards', response: answers(z.array(attachmentOption)) } },
      async (request) => ok(request, [...ATTACHMENT_OPTIONS]),
    );

    app.put(
      '/api/orders/orders/attachment',
      { schema: { tags, summary: 'Replace the customised services of orders waiting for payment', body: saveAttachmentsRequest, response: noData } },
      async (request) => {
        await attachments.save(userIdOf(request), request.body);
        return ok(request, null);
      },
    );

    app.get(
      '/api/orders/orders/attachments/:kkOrderId',
      { schema: { tags, summary: 'The customised services saved on an order', params: kkOrderIdParam, response: answers(z.array(savedAttachment)) } },
      async (request) => ok(request, await attachments.ofOrder(userIdOf(request), request.params.kkOrderId)),
    );

    app.post(
      '/api/orders/orders/check/whetherToPay',
      { schema: { tags, summary: 'Whether the orders can still be paid (waiting for payment, products still on sale)', body: kkOrderIdsRequest, response: answers(whetherToPayAnswer) } },
      async (request) => {
        const { soldOutKey, ...answer } = await page.whetherToPay(userIdOf(request), request.body.kkOrderIds);
        return ok(request, { ...answer, message: soldOutKey ? translate(request.locale, soldOutKey) : null });
      },
    );

    app.post(
      '/api/orders/orders/sum',
      { schema: { tags, summary: "The total of the given orders, cents", body: kkOrderIdsRequest, response: answers(ordersSum) } },
      async (request) => ok(request, await page.sum(userIdOf(request), request.body.kkOrderIds)),
    );
  };
