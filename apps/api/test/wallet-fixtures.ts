import assert from 'node:assert/strict';
import { startCardGatewaySimulator, type CardGatewaySimulator } from '../../../tools/simulators/card-gateway/server.ts';
import { expectOk, startTestServer, type TestServer } from './harness.ts';

/** A test server wired to a card-gateway simulator (webhooks pointed at the server), for the wallet tests. */
export async function startWithGateway(): Promise<{ server: TestServer; gateway: CardGatewaySimulator }> {
  const secrets = { webhookSecret: 'whsec_wallet_test', secretKey: 'sk_test_wallet' };
  const gateway = await startCardGatewaySimulator({ port: 0, ...secrets });
  const server = await startTestServer({ env: { CARD_GATEWAY_URL: gateway.url, CARD_GATEWAY_SECRET_KEY: secrets.secretKey, CARD_GATEWAY_WEBHOOK_SECRET: secrets.webhookSecret } });
  gateway.setWebhookUrl(`${server.baseUrl}/api/payment/open/cardgateway/webhook`);
  return { server, gateway };
}

/** What a browser does on the gateway's hosted page: submit the card form; answers where it is sent next. */
export async function submitHostedCard(pageUrl: string, cardNumber: string) {
  const response = await fetch(pageUrl, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ cardNumber, expiry: '12/34', cvc: '123', name: 'Ana Buyer' }),
  });
  return { status: response.status, location: response.headers.get('location'), text: await response.text() };
}

export const BILLING = {
  fullName: 'Ana Buyer',
  phoneNumber: '+1 2025550111',
  streetAddressLine1: '1 Main St',
  city: 'Austin',
  province: 'TX',
  countryCode: 'US',
  zipCode: '73301',
  acceptTerms: 'true',
};

/** Adds a card the way the page does: open the hosted form, type the card, come back with the session id and keep it. */
export async function addCard(server: TestServer, token: string, cardNumber = '4242 4242 4242 4242') {
  const setup = expectOk<{ redirectUrl: string; sessionId: string }>(await server.request('GET', '/api/payment/cardgateway/customers/clientSecret', { token, query: BILLING }));
  const result = await submitHostedCard(setup.redirectUrl, cardNumber);
  assert.equal(result.status, 303, result.text);
  assert.equal(result.location, `${server.config.PUBLIC_URL}/personal-center/payment-manage?cardSession=${setup.sessionId}`);
  return expectOk<{ id: number; brand: string; last4: string; isDefault: boolean }>(await server.request('POST', '/api/payment/creditCards', { token, body: { sessionId: setup.sessionId } }));
}
