import { transactionIdPath, walletCheckout, walletReturnQuery } from '@threadway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userIdOf } from '../../../platform/auth.ts';
import { ok } from '../../../platform/envelope.ts';
import { answers } from '../../../platform/schemas.ts';
import type { WalletService } from './wallet.service.ts';

const tags = ['payments'];
/** Path segment naming our wallet provider (spec 7 leaves it to us). */
export const WALLET_SLUG = 'wallet';
export const WALLET_RETURN_PATH = `/api/payment/open/${WALLET_SLUG}/return`;

export const walletRoutes =
  (service: WalletService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      `/api/payment/${WALLET_SLUG}/orders/:id`,
      { schema: { tags, summary: "Wallet (method 2): creates the provider's order for a transaction; the browser goes to redirectUrl to approve it", params: transactionIdPath, response: answers(walletCheckout) } },
      async (request) => ok(request, await service.startCheckout(userIdOf(request), request.params.id)),
    );

    app.get(
      WALLET_RETURN_PATH,
      { schema: { tags, summary: 'Where the wallet sends the buyer after approving: captures the order, then redirects (303) to the payment status page', querystring: walletReturnQuery } },
      async (request, reply) => reply.redirect(await service.completeReturn(request.query.token), 303),
    );
  };
