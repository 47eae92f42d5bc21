import type { Config } from '../../apps/api/src/platform/config.ts';
import { startCardGatewaySimulator } from './card-gateway/server.ts';
import { startCarrierSimulator } from './carrier/server.ts';
import { startPayLaterSimulator } from './pay-later/server.ts';
import { startPayoutProviderSimulator } from './payout/server.ts';
import { startWalletSimulator } from './wallet/server.ts';

/**
 * Development only: for every outside party (payments, parcel tracking) whose URL is not configured, starts its
 * simulator and points the configuration at it, so `npm start` can pay by card, wallet,
 * pay-later and the payout provider on one machine with no internet. The product code only ever sees a URL and keys,
 * exactly as in production; this file is wired in by the server's entry point, nowhere else.
 * The webhook paths are the API's public callback routes (docs/api-conventions.md, Payments).
 */
export async function withLocalPaymentParties(config: Config): Promise<Config> {
  if (config.NODE_ENV !== 'development') return config;
  const api = `http://127.0.0.1:${config.PORT}`;
  const started: string[] = [];
  let next = config;
  if (!next.CARD_GATEWAY_URL) {
    const simulator = await startCardGatewaySimulator({
      port: config.CARD_GATEWAY_SIMULATOR_PORT,
      webhookUrl: `${api}/api/payment/open/cardgateway/webhook`,
      webhookSecret: config.CARD_GATEWAY_WEBHOOK_SECRET,
      secretKey: config.CARD_GATEWAY_SECRET_KEY,
    });
    started.push(`card gateway ${simulator.url}`);
    next = { ...next, CARD_GATEWAY_URL: simulator.url };
  }
  if (!next.PAY_LATER_URL) {
    const simulator = await startPayLaterSimulator({
      port: config.PAY_LATER_SIMULATOR_PORT,
      webhookUrl: `${api}/api/payment/open/paylater/webhook`,
      webhookSecret: config.PAY_LATER_WEBHOOK_SECRET,
      apiToken: config.PAY_LATER_API_TOKEN,
    });
    started.push(`pay-later ${simulator.url}`);
    next = { ...next, PAY_LATER_URL: simulator.url };
  }
  if (!next.WALLET_URL) {
    const simulator = await startWalletSimulator({ port: config.WALLET_SIMULATOR_PORT, clientId: config.WALLET_CLIENT_ID, clientSecret: config.WALLET_CLIENT_SECRET });
    started.push(`wallet ${simulator.url}`);
    next = { ...next, WALLET_URL: simulator.url };
  }
  if (!next.PAYOUT_PROVIDER_URL) {
    const simulator = await startPayoutProviderSimulator({ port: config.PAYOUT_PROVIDER_SIMULATOR_PORT, merchantCode: config.PAYOUT_PROVIDER_MERCHANT_CODE, paymentToken: config.PAYOUT_PROVIDER_TOKEN });
    started.push(`payout provider ${simulator.url}`);
    next = { ...next, PAYOUT_PROVIDER_URL: simulator.url };
  }
  if (!next.CARRIER_TRACKING_URL) {
    const simulator = await startCarrierSimulator({
      port: config.CARRIER_SIMULATOR_PORT,
      webhookUrl: `${api}/api/orders/open/tracking/webhook`,
      webhookSecret: config.CARRIER_WEBHOOK_SECRET,
      apiKey: config.CARRIER_TRACKING_API_KEY,
      stepSeconds: config.CARRIER_SIMULATOR_STEP_SECONDS,
    });
    started.push(`carrier tracking ${simulator.url}`);
    next = { ...next, CARRIER_TRACKING_URL: simulator.url };
  }
  if (started.length > 0) process.stdout.write(`  Simulators of outside parties: ${started.join(', ')} (test cards and rules in tools/simulators/README.md)\n`);
  return next;
}
