import { startCardGatewaySimulator, type CardGatewaySimulator } from '../../../tools/simulators/card-gateway/server.ts';
import { startTestServer, type TestServer } from './harness.ts';

/** A test server whose card gateway is a simulator with these keys, its webhooks sent back to the server. */
export async function startServerWithCardGateway(card: { secretKey: string; webhookSecret: string }): Promise<{ server: TestServer; gateway: CardGatewaySimulator }> {
  const gateway = await startCardGatewaySimulator({ port: 0, ...card });
  const server = await startTestServer({
    rateLimitPerMinute: 100_000,
    env: { CARD_GATEWAY_URL: gateway.url, CARD_GATEWAY_SECRET_KEY: card.secretKey, CARD_GATEWAY_WEBHOOK_SECRET: card.webhookSecret },
  });
  gateway.setWebhookUrl(`${server.baseUrl}/api/payment/open/cardgateway/webhook`);
  return { server, gateway };
}
