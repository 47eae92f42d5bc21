import { orderDetail, orderIdPath, orderListAnswer, orderListRequest, orderStatement, orderTabCounts, translateLines } from '@threadway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userIdOf } from '../../../platform/auth.ts';
import { ok } from '../../../platform/envelope.ts';
import { answers } from '../../../platform/schemas.ts';
import type { InvoiceService } from './invoice.service.ts';
import type { OrderDetailService } from './order-detail.service.ts';
import { findOrders } from './order-list.repository.ts';
import { tabCounts } from './order-counts.repository.ts';
import { loadVocabulary } from '../../catalogue/vocabulary/vocabulary.ts';
import { presentOrder } from './order.presenter.ts';

const tags = ['orders'];

/** Reading the seller's orders: the list, the tab counts, the detail, the statement and the invoice. */
export const orderListRoutes =
  (detail: OrderDetailService, invoices: InvoiceService): FastifyPluginAsyncZod =>
  async (app) => {
    const db = app.database.db;

    app.post(
      '/api/orders/orderList',
      { schema: { tags, summary: 'The seller’s orders, newest first: tab, status, platform, search (order id, SKU or product name), creation days; deleted orders never', body: orderListRequest, response: answers(orderListAnswer) } },
      async (request) => {
        const { pageNumber, pageSize, ...filters } = request.body;
        const [{ rows, total, totalCapped }, vocabulary] = await Promise.all([findOrders(db, userIdOf(request), filters, { pageNumber, pageSize }), loadVocabulary(db)]);
        // Lines keep what was bought; its colour and size, and the channel's name, read in the seller's language.
        const list = rows
          .map(presentOrder)
          .map((order) => ({ ...order, channelName: vocabulary.translate('channel', order.channelName, request.locale), items: translateLines(order.items, vocabulary, request.locale) }));
        return ok(request, { list, total, totalCapped, pageNumber, pageSize });
      },
    );

    app.get(
      '/api/orders/orderCounts',
      { schema: { tags, summary: 'How many orders each tab of the order list holds (deleted orders left out)', response: answers(orderTabCounts) } },
      async (request) => ok(request, await tabCounts(db, userIdOf(request))),
    );

    app.get(
      '/api/orders/orders/:id',
      { schema: { tags, summary: 'Order detail: lines, timeline, income statement, payment, address, channel, parcels, fulfilments, actions', params: orderIdPath, response: answers(orderDetail) } },
      async (request) => {
        const [order, vocabulary] = await Promise.all([detail.detail(userIdOf(request), request.params.id), loadVocabulary(db)]);
        const channel = { ...order.channel, channelName: vocabulary.translate('channel', order.channel.channelName, request.locale) };
        return ok(request, { ...order, channel, channelName: channel.channelName, items: translateLines(order.items, vocabulary, request.locale) });
      },
    );

    app.get(
      '/api/orders/orders/:id/statement',
      { schema: { tags, summary: "The order's money: lines, deductions, freight, total, refunds, profit (store orders with a sale price only)", params: orderIdPath, response: answers(orderStatement) } },
      async (request) => ok(request, await detail.statement(userIdOf(request), request.params.id)),
    );

    app.get(
      '/api/orders/orders/:id/downloadInvoice',
      { schema: { tags, summary: "The order's invoice (application/pdf)", params: orderIdPath, produces: ['application/pdf'] } },
      async (request, reply) => {
        const pdf = await invoices.invoice(userIdOf(request), request.params.id);
        return reply.type('application/pdf').header('content-disposition', `attachment; filename="invoice-${request.params.id}.pdf"`).send(pdf);
      },
    );
  };
