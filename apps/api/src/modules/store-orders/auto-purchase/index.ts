import type { FastifyInstance } from 'fastify';
import { stripeCardVault } from '../../payments/card/stripe-cards.ts';
import { autoCheckoutRoutes } from './auto-checkout.routes.ts';
import { autoCheckoutService } from './auto-checkout.service.ts';
import { AUTO_PURCHASE_JOB } from './enqueue.ts';
import { AUTO_PURCHASE_POLICY, autoPurchaseHandler } from './job.ts';

/** Store orders paid automatically (the auto-purchase job) or by the seller's Auto Checkout; decision 0029. */
export async function autoPurchaseModule(app: FastifyInstance) {
  const { config } = app;
  const vault = stripeCardVault({ baseUrl: config.CARD_GATEWAY_URL, secretKey: config.CARD_GATEWAY_SECRET_KEY });
  app.jobs.register(AUTO_PURCHASE_JOB, autoPurchaseHandler(app.jobs, vault), AUTO_PURCHASE_POLICY);
  await app.register(autoCheckoutRoutes(autoCheckoutService(app.database.db, app.jobs, vault)));
}
