import type { FastifyInstance } from 'fastify';
import type { PaymentProvider } from '../card/payment-provider.ts';
import { stripeCardVault } from '../card/stripe-cards.ts';
import { cardsService } from './cards.service.ts';
import { consentsService } from './consents.service.ts';
import { paymentManageRoutes } from './payment-manage.routes.ts';
import { topUpService } from './top-up.service.ts';

/**
 * The seller's payment management: top up through the card gateway (the payments module's one
 * `checkout` client), saved cards, consents, automatic payment.
 */
export async function paymentManageModule(app: FastifyInstance, { checkout }: { checkout: PaymentProvider }) {
  const { db } = app.database;
  const { config } = app;
  const gateway = { baseUrl: config.CARD_GATEWAY_URL, secretKey: config.CARD_GATEWAY_SECRET_KEY };
  await app.register(
    paymentManageRoutes(topUpService(db, checkout, config.PUBLIC_URL), cardsService(db, stripeCardVault(gateway), config.PUBLIC_URL), consentsService(db)),
  );
}
