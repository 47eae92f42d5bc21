import type { FastifyInstance } from 'fastify';
import { mediaStore } from '../../catalogue/media/media-store.ts';
import { stripeCheckoutProvider } from '../../payments/card/stripe-checkout.ts';
import { payoneerLists } from '../../payments/payout/payoneer-lists.ts';
import { paypalOrders } from '../../payments/wallet/paypal-orders.ts';
import { REFUND_PAYOUT_JOB, refundPayoutHandler } from './refund-payout.job.ts';
import { cardRefundSender, payLaterRefundSender, payoutRefundSender, walletRefundSender } from './refund-senders.ts';
import { refundsRoutes } from './refunds.routes.ts';
import { refundsService } from './refunds.service.ts';

/** Refund applications and after-sales orders; approved refunds to cards, the wallet, the payout provider and pay-later credit go out through the refunds.payout job. */
export async function refundsModule(app: FastifyInstance) {
  const { config } = app;
  const gateway = stripeCheckoutProvider({ baseUrl: config.CARD_GATEWAY_URL, secretKey: config.CARD_GATEWAY_SECRET_KEY, webhookSecret: config.CARD_GATEWAY_WEBHOOK_SECRET });
  const payLater = { baseUrl: config.PAY_LATER_URL, apiToken: config.PAY_LATER_API_TOKEN, webhookSecret: config.PAY_LATER_WEBHOOK_SECRET };
  const wallet = paypalOrders({ baseUrl: config.WALLET_URL, clientId: config.WALLET_CLIENT_ID, clientSecret: config.WALLET_CLIENT_SECRET });
  const payout = payoneerLists({ baseUrl: config.PAYOUT_PROVIDER_URL, merchantCode: config.PAYOUT_PROVIDER_MERCHANT_CODE, paymentToken: config.PAYOUT_PROVIDER_TOKEN });
  app.jobs.register(
    REFUND_PAYOUT_JOB,
    refundPayoutHandler({ card: cardRefundSender(gateway), payLater: payLaterRefundSender(payLater), wallet: walletRefundSender(wallet), payout: payoutRefundSender(payout) }),
  );
  await app.register(refundsRoutes(refundsService(app.database.db), mediaStore(config.MEDIA_DIR)));
}
