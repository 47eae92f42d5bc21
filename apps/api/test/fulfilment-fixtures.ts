import { sql } from 'drizzle-orm';
import { startCarrierSimulator, type CarrierSimulator } from '../../../tools/simulators/carrier/server.ts';
import { expectOk, startTestServer, type SignedUp, type TestServer } from './harness.ts';
import type { PlacedOrder } from './paid-order-fixture.ts';
import { makeJobsDue } from './job-fixtures.ts';

export const CARRIER_KEY = 'track_test_fulfilment';
export const CARRIER_SECRET = 'whsec_carrier_test';
export const TRACKING_WEBHOOK = '/api/orders/open/tracking/webhook';

/** The API with the carrier simulator as its tracking service (pushes to the API's webhook unless `webhooks` is false). */
export async function startWithCarrier(options: { webhooks?: boolean } = {}): Promise<{ server: TestServer; carrier: CarrierSimulator }> {
  // Steps an hour apart: only advance() moves parcels during a test.
  const carrier = await startCarrierSimulator({ port: 0, apiKey: CARRIER_KEY, webhookSecret: CARRIER_SECRET, stepSeconds: 3600 });
  const server = await startTestServer({ env: { CARRIER_TRACKING_URL: carrier.url, CARRIER_TRACKING_API_KEY: CARRIER_KEY, CARRIER_WEBHOOK_SECRET: CARRIER_SECRET } });
  if (options.webhooks !== false) carrier.setWebhookUrl(`${server.baseUrl}${TRACKING_WEBHOOK}`);
  return { server, carrier };
}

/** An operator with only the given roles, signed in. */
export async function operatorWith(server: TestServer, roles: string[]): Promise<{ token: string }> {
  const admin = await server.adminLogin();
  const email = server.uniqueEmail('operator');
  expectOk(await server.request('POST', '/api/admin/operators', { token: admin.token, body: { email, fullName: 'Ship Operator', password: 'Operator123', roles } }));
  return server.adminLogin(email, 'Operator123');
}

/** A file's shipping world: the API with the carrier simulator, a fulfilment operator and a seller. */
export async function shippingWorld(): Promise<{ server: TestServer; carrier: CarrierSimulator; shipper: { token: string }; seller: SignedUp }> {
  const { server, carrier } = await startWithCarrier();
  return { server, carrier, shipper: await operatorWith(server, ['fulfilment']), seller: await server.signUp() };
}

export async function closeShippingWorld(world: { server?: TestServer; carrier?: CarrierSimulator }): Promise<void> {
  await world.server?.close();
  await world.carrier?.close();
}

let numbers = 0;
/** A tracking number the simulator has not seen in this process. */
export const trackingNumber = () => `LX${Date.now().toString(36).toUpperCase()}${String(++numbers).padStart(4, '0')}CN`;

/** The parcel body for the ship call: every line's given quantity (default: all that remains). */
export function parcelBody(order: PlacedOrder, quantities?: number[], extra: Record<string, unknown> = {}) {
  return {
    kkOrderId: order.kkOrderId,
    lines: order.items.map((item, i) => ({ kkItemId: item.id, quantity: quantities ? quantities[i]! : item.quantity })),
    firstCarrier: 'China Post',
    trackingNumber: trackingNumber(),
    ...extra,
  };
}

export const ship = (server: TestServer, token: string, body: object) => server.request('POST', '/api/admin/fulfilment/parcels', { token, body });

/** Makes every pending job due now and runs the due ones. */
export async function runJobsNow(server: TestServer): Promise<number> {
  await makeJobsDue(server.db);
  return server.app.jobs.runDue(100);
}

/** Polls until `check` holds (the simulator pushes after answering); fails after `ms`. */
export async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, ms = 5000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (check(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
