import type { FastifyInstance } from 'fastify';
import { stripeCardVault } from '../../payments/card/stripe-cards.ts';
import { autoCheckoutRoutes } from './auto-checkout.routes.ts';
import { autoCheckoutService } from './auto-checkout.service.ts';
import { CHARGE_SWEEP_JOB, CHARGE_SWEEP_MINUTES, chargeSweepHandler } from './charge-sweep.ts';
import { AUTO_PURCHASE_JOB } from './enqueue.ts';
import { AUTO_PURCHASE_POLICY, autoPurchaseHandler } from './job.ts';

/** Store orders paid automatically (the auto-purchase job) or by the seller's Auto Checkout; decision 0029. */
export async function autoPurchaseModule(app: FastifyInstance) {
  const { config } = app;
  const vault = stripeCardVault({ baseUrl: config.CARD_GATEWAY_URL, secretKey: config.CARD_GATEWAY_SECRET_KEY });
  app.jobs.register(AUTO_PURCHASE_JOB, autoPurchaseHandler(app.jobs, vault), AUTO_PURCHASE_POLICY);
  // Charges no attempt asks about any more (the job's last attempt found the gateway down) are asked again here.
  app.jobs.register(CHARGE_SWEEP_JOB, chargeSweepHandler({ jobs: app.jobs, vault, log: app.log.child({ module: 'auto-purchase' }) }), { maxAttempts: 1 });
  app.jobs.schedule(CHARGE_SWEEP_JOB, `FREQ=MINUTELY;INTERVAL=${CHARGE_SWEEP_MINUTES}`);
  await app.register(autoCheckoutRoutes(autoCheckoutService(app.database.db, app.jobs, vault)));
}
