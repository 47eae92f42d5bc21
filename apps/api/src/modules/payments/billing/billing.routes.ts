import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userIdOf } from '../../../platform/auth.ts';
import { ok } from '../../../platform/envelope.ts';
import { answers } from '../../../platform/schemas.ts';
import type { BillPaymentService } from './bill-payment.service.ts';
import { billDetail, billedListRequest, billIdPath, billPayment, creditInfo, incomingBillPage, incomingListRequest, issuedBillPage, payBillRequest } from './billing.schemas.ts';
import type { BillsService } from './bills.service.ts';

const tags = ['billing'];
const base = '/api/payment/bill';

/** Credit bills on /billing (spec 7); every bill is the caller's, another seller's is 404. */
export const billingRoutes =
  (bills: BillsService, payments: BillPaymentService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(`${base}/credit`, { schema: { tags, summary: "The caller's credit line (cents): limit, available credit, provider status, unpaid bills", response: answers(creditInfo) } }, async (request) =>
      ok(request, await bills.credit(userIdOf(request))),
    );

    app.post(`${base}/getBilleds`, { schema: { tags, summary: 'Issued bills, newest period first; optional status', body: billedListRequest, response: answers(issuedBillPage) } }, async (request) =>
      ok(request, await bills.issued(userIdOf(request), request.body)),
    );

    app.get(`${base}/billedDetail/:id`, { schema: { tags, summary: 'One issued bill with its lines (one per shipped parcel)', params: billIdPath, response: answers(billDetail) } }, async (request) =>
      ok(request, await bills.detail(userIdOf(request), request.params.id)),
    );

    app.get(
      `${base}/statement/:id`,
      { schema: { tags, summary: "The bill's statement (application/pdf)", params: billIdPath, produces: ['application/pdf'] } },
      async (request, reply) => {
        const pdf = await bills.statement(userIdOf(request), request.params.id);
        return reply.type('application/pdf').header('content-disposition', `attachment; filename="statement-${request.params.id}.pdf"`).send(pdf);
      },
    );

    app.post(`${base}/getBills`, { schema: { tags, summary: 'Incoming bills: parcels of credit-paid orders not on a bill yet, newest first', body: incomingListRequest, response: answers(incomingBillPage) } }, async (request) =>
      ok(request, await bills.incoming(userIdOf(request), request.body)),
    );

    app.post(
      `${base}/:id/pay`,
      {
        schema: {
          tags,
          summary: 'Pay Now: from the balance (0) at once, or by card (1, 3/4): the bill waits in paymentProcessing and the answer names the transaction to open at the card gateway',
          params: billIdPath,
          body: payBillRequest,
          response: answers(billPayment),
        },
      },
      async (request) => {
        const paid = await payments.pay(userIdOf(request), request.params.id, request.body.paymentMethod);
        return ok(request, paid, paid.status === 'paid' ? 'payments.paid' : undefined);
      },
    );
  };
