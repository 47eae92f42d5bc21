import { PAYOUT_RETURN_PAGE } from '@threadway/contracts';
import type { FastifyInstance } from 'fastify';
import { balanceService } from './balance.service.ts';
import { cardRoutes, ONE_PAGE_RETURN_PATH } from './card/card.routes.ts';
import { onePageService } from './card/one-page.service.ts';
import { stripePaymentIntents } from './card/stripe-payment-intents.ts';
import { cardService } from './card/card.service.ts';
import { stripeCheckoutProvider } from './card/stripe-checkout.ts';
import { monduPayLater } from './paylater/mondu-api.ts';
import { payLaterRoutes } from './paylater/paylater.routes.ts';
import { payLaterService } from './paylater/paylater.service.ts';
import { paymentsRoutes } from './payments.routes.ts';
import { transactionsService } from './transactions.service.ts';
import { paypalOrders } from './wallet/paypal-orders.ts';
import { WALLET_RETURN_PATH, walletRoutes } from './wallet/wallet.routes.ts';
import { walletService } from './wallet/wallet.service.ts';
import { payoneerLists } from './payout/payoneer-lists.ts';
import { PAYOUT_NOTIFICATION_PATH, payoutRoutes } from './payout/payout.routes.ts';
import { payoutService } from './payout/payout.service.ts';
import { paymentManageModule } from './payment-manage/index.ts';
import { billingModule } from './billing/index.ts';
import { GIVE_BACK_JOB, giveBackHandler } from './give-back.ts';
import { providerSenders } from '../orders/refunds/refund-senders.ts';

export { CARD_GATEWAY_SLUG } from './card/card.routes.ts';

/** Payment transactions, the balance ledger, card payments through a hosted gateway, pay-later credit, the wallet and the payout/payment provider. */
export async function paymentsModule(app: FastifyInstance) {
  const { db } = app.database;
  const { config } = app;
  // Provider money for something already paid goes back through the refund senders (decision 0017).
  app.jobs.register(GIVE_BACK_JOB, giveBackHandler(app.jobs, providerSenders(config)));
  await app.register(paymentsRoutes(transactionsService(db), balanceService(db, app.jobs)));
  const provider = stripeCheckoutProvider({
    baseUrl: config.CARD_GATEWAY_URL,
    secretKey: config.CARD_GATEWAY_SECRET_KEY,
    webhookSecret: config.CARD_GATEWAY_WEBHOOK_SECRET,
  });
  const onePage = onePageService(db, app.jobs, stripePaymentIntents({ baseUrl: config.CARD_GATEWAY_URL, secretKey: config.CARD_GATEWAY_SECRET_KEY }), {
    publishableKey: config.CARD_GATEWAY_PUBLISHABLE_KEY,
    scriptUrl: config.CARD_GATEWAY_JS_URL,
    publicUrl: config.PUBLIC_URL,
    returnUrl: `${config.PUBLIC_URL}${ONE_PAGE_RETURN_PATH}`,
  });
  await app.register(cardRoutes(cardService(db, app.jobs, provider, config.PUBLIC_URL), onePage));
  const payLater = monduPayLater({ baseUrl: config.PAY_LATER_URL, apiToken: config.PAY_LATER_API_TOKEN, webhookSecret: config.PAY_LATER_WEBHOOK_SECRET });
  await app.register(payLaterRoutes(payLaterService(db, app.jobs, payLater, config.PUBLIC_URL)));
  const wallet = paypalOrders({ baseUrl: config.WALLET_URL, clientId: config.WALLET_CLIENT_ID, clientSecret: config.WALLET_CLIENT_SECRET });
  await app.register(walletRoutes(walletService(db, app.jobs, wallet, config.PUBLIC_URL, `${config.PUBLIC_URL}${WALLET_RETURN_PATH}`)));
  const payout = payoneerLists({ baseUrl: config.PAYOUT_PROVIDER_URL, merchantCode: config.PAYOUT_PROVIDER_MERCHANT_CODE, paymentToken: config.PAYOUT_PROVIDER_TOKEN });
  const payoutUrls = { publicUrl: config.PUBLIC_URL, returnUrl: `${config.PUBLIC_URL}${PAYOUT_RETURN_PAGE}`, notificationUrl: `${config.PUBLIC_URL}${PAYOUT_NOTIFICATION_PATH}` };
  await app.register(payoutRoutes(payoutService(db, app.jobs, payout, payoutUrls)));
  await app.register(paymentManageModule, { checkout: provider });
  await app.register(billingModule);
}
