import {
  balanceAnswer,
  balancePayment,
  type Envelope,
  createTransactionRequest,
  paymentTransaction,
  transactionIdPath,
  transactionsPage,
  transactionsQuery,
  transactionStatusAnswer,
} from '@threadway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userIdOf } from '../../platform/auth.ts';
import { ok } from '../../platform/envelope.ts';
import { idempotent } from '../../platform/idempotency.ts';
import { answers } from '../../platform/schemas.ts';
import type { BalancePayment, BalanceService } from './balance.service.ts';
import type { TransactionsService } from './transactions.service.ts';

const tags = ['payments'];

export const paymentsRoutes =
  (transactions: TransactionsService, balance: BalanceService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/payment/balance',
      { schema: { tags, summary: "The seller's balance in cents: the sum of their ledger", response: answers(balanceAnswer) } },
      async (request) => ok(request, { balance: await balance.balance(userIdOf(request)) }),
    );

    app.get(
      '/api/payment/transactions',
      { schema: { tags, summary: 'Balance movements, newest first, by type (ledger category), direction and days', querystring: transactionsQuery, response: answers(transactionsPage) } },
      async (request) => ok(request, await balance.transactions(userIdOf(request), request.query)),
    );

    app.post(
      '/api/payment/transaction',
      {
        schema: {
          tags,
          summary: "Creates a payment transaction for the caller's orders awaiting payment; data is its id. Takes Idempotency-Key",
          body: createTransactionRequest,
          response: answers(z.number().int()),
        },
      },
      async (request, reply) => {
        const userId = userIdOf(request);
        const answer = await idempotent(request, reply, 'payments.transaction', userId, async () => ok(request, await transactions.create(userId, request.body)));
        return answer as Envelope<number>;
      },
    );

    app.get(
      '/api/payment/transaction/:id',
      { schema: { tags, summary: 'One of the caller’s payment transactions', params: transactionIdPath, response: answers(paymentTransaction) } },
      async (request) => ok(request, await transactions.get(userIdOf(request), request.params.id)),
    );

    app.get(
      '/api/payment/transaction/:id/status',
      { schema: { tags, summary: 'Status to poll: created, processing, succeeded, failed, cancelled', params: transactionIdPath, response: answers(transactionStatusAnswer) } },
      async (request) => {
        const { id, status, failureMessage } = await transactions.get(userIdOf(request), request.params.id);
        return ok(request, { id, status, failureMessage });
      },
    );

    app.post(
      '/api/payment/balance/:id',
      {
        schema: {
          tags,
          summary: 'Pays a transaction (method 0) from the balance, once. Takes Idempotency-Key',
          params: transactionIdPath,
          response: answers(balancePayment),
        },
      },
      async (request, reply) => {
        const userId = userIdOf(request);
        const answer = await idempotent(request, reply, 'payments.balance', userId, async () => ok(request, await balance.pay(userId, request.params.id), 'payments.paid'));
        return answer as Envelope<BalancePayment>;
      },
    );
  };
