import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { parcelItems, parcels } from '../src/db/schema/index.ts';
import { startPayLaterSimulator, type PayLaterSimulator } from '../../../tools/simulators/pay-later/server.ts';
import { expectOk, startTestServer, type SignedUp, type TestServer } from './harness.ts';
import { insertOrderWithItems, type OrderLineSpec, type PlacedOrder } from './paid-order-fixture.ts';
import { makeJobsDue } from './job-fixtures.ts';

/**
 * Credit-bill tests: the API with the pay-later simulator, sellers approved through the provider's
 * hosted application, orders paid on credit through its checkout, and parcels written straight
 * into the database (what the operators' shipping screen writes).
 */

const WEBHOOK_SECRET = 'whsec_billing_test';
const API_TOKEN = 'pl_test_billing';

export interface BillingWorld {
  server: TestServer;
  provider: PayLaterSimulator;
}

export function useBillingWorld(): BillingWorld {
  const world = {} as BillingWorld;
  before(async () => {
    world.provider = await startPayLaterSimulator({ port: 0, webhookSecret: WEBHOOK_SECRET, apiToken: API_TOKEN });
    world.server = await startTestServer({ env: { PAY_LATER_URL: world.provider.url, PAY_LATER_API_TOKEN: API_TOKEN, PAY_LATER_WEBHOOK_SECRET: WEBHOOK_SECRET } });
    world.provider.setWebhookUrl(`${world.server.baseUrl}/api/payment/open/paylater/webhook`);
  });
  after(async () => {
    await world.server?.close();
    await world.provider?.close();
  });
  return world;
}

/** What a browser does on a hosted page: submit the form. */
export async function submitForm(url: string, form: Record<string, string>) {
  const response = await fetch(url, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form) });
  return { status: response.status, location: response.headers.get('location') };
}

/** A seller whose application the simulator's review switch decided (approve by default). */
export async function sellerWithCredit(world: BillingWorld, review: 'accepted' | 'declined' | 'pending' = 'accepted'): Promise<SignedUp> {
  const seller = await world.server.signUp();
  const application = { companyName: 'Bill Buyer LLC', email: seller.email, phone: '+1 2025550111', country: 'US', requestedLimit: 5_000_000 };
  const widget = expectOk(await world.server.request('POST', '/api/payment/paylater/buyer', { token: seller.token, body: application }));
  assert.equal((await submitForm(widget.redirectUrl, { terms: 'accepted', review, decision: 'submit' })).status, 303);
  return seller;
}

/** An order with real lines paid by pay-later through the provider's checkout (Approve). */
export async function creditPaidOrder(world: BillingWorld, seller: SignedUp, lines: OrderLineSpec[], options: { shippingCents?: number } = {}): Promise<PlacedOrder> {
  const { server } = world;
  const order = await insertOrderWithItems(server, seller.userId, lines, options);
  const transactionId = expectOk<number>(
    await server.request('POST', '/api/payment/transaction', { token: seller.token, body: { amount: order.totalCents, paymentMethod: 8, currencyCode: 'USD', paymentType: 0, kkOrderIds: [order.kkOrderId] } }),
  );
  const widget = expectOk(await server.request('POST', `/api/payment/paylater/checkout/${transactionId}`, { token: seller.token }));
  assert.equal((await submitForm(widget.redirectUrl, { decision: 'approve' })).status, 303);
  return order;
}

/** A parcel of some of the order's pieces; shipped ones get a shipping time (default now). */
export async function insertParcel(
  server: TestServer,
  order: PlacedOrder,
  pieces: { itemIndex: number; quantity: number }[],
  options: { status?: 'preparing' | 'shipped' | 'delivered' | 'cancelled'; shippedAt?: Date } = {},
) {
  const status = options.status ?? 'shipped';
  const shipped = status === 'shipped' || status === 'delivered';
  const [parcel] = await server.db
    .insert(parcels)
    .values({
      parcelCode: `PC${randomBytes(5).toString('hex').toUpperCase()}`,
      orderId: order.id,
      warehouseCode: 'CN_S',
      status,
      firstCarrier: shipped ? 'YunExpress' : null,
      trackingNumber: shipped ? `YT${randomBytes(6).toString('hex')}` : null,
      shippedAt: shipped ? (options.shippedAt ?? new Date()) : null,
      deliveredAt: status === 'delivered' ? new Date() : null,
    })
    .returning({ id: parcels.id, parcelCode: parcels.parcelCode });
  await server.db.insert(parcelItems).values(pieces.map((piece) => ({ parcelId: parcel!.id, orderItemId: order.items[piece.itemIndex]!.id, quantity: piece.quantity })));
  return parcel!;
}

export const setParcelStatus = (server: TestServer, parcelId: number, status: string, shippedAt: Date | null = new Date()) =>
  server.db.update(parcels).set({ status, shippedAt }).where(eq(parcels.id, parcelId));

/** Makes every queued job of `name` due now and runs the queue. */
export async function runJobsNow(server: TestServer, name: string) {
  await makeJobsDue(server.db, { name });
  await server.app.jobs.runDue(100);
}

export const creditInfo = async (server: TestServer, seller: SignedUp) => expectOk(await server.request('GET', '/api/payment/bill/credit', { token: seller.token }));

export async function issueNow(server: TestServer) {
  const admin = await server.adminLogin();
  return expectOk(await server.request('POST', '/api/admin/finance/statements', { token: admin.token }));
}
