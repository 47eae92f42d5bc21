import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';
import { sql } from 'drizzle-orm';
import type { CardGatewaySimulator } from '../../../tools/simulators/card-gateway/server.ts';
import { stripeCardVault } from '../src/modules/payments/card/stripe-cards.ts';
import { GatewayUnreachable, runAutoPurchase } from '../src/modules/store-orders/auto-purchase/job.ts';
import { startServerWithCardGateway } from './card-gateway-server.ts';
import type { TestServer } from './harness.ts';
import { assertLedgerBalanced } from './ledger-check.ts';
import { insertOrderWithItems } from './paid-order-fixture.ts';
import { markAsStoreOrder } from './store-order-marking-fixture.ts';
import { addCard } from './wallet-fixtures.ts';

/**
 * Two off-session charges of one payment asked at the same moment, with its one Idempotency-Key (the job's retry
 * and the sweep, or Auto Checkout, meeting on a charge whose first answer was lost; decisions 0029, 0043). The
 * gateway answers the second 409 `idempotency_key_in_use` while the first runs, as Stripe does: that is "still
 * processing", never a decline. Its own file: store-orders-auto-purchase.int.test.ts is long already.
 */

const CARD = { secretKey: 'sk_test_same_key', webhookSecret: 'whsec_same_key' };
let server: TestServer;
let gateway: CardGatewaySimulator;

before(async () => {
  ({ server, gateway } = await startServerWithCardGateway(CARD));
});
after(async () => {
  await server?.close();
  await gateway?.close();
});

const rows = async <T>(query: ReturnType<typeof sql>) => ((await server.db.execute(query)) as unknown as { rows: T[] }).rows;

test('the same charge asked twice at once: the second is told "still processing" (409), not declined; the card is charged once and the order paid once', async () => {
  const seller = await server.signUp();
  const order = await insertOrderWithItems(server, seller.userId, [{ priceCents: 1_000, quantity: 2 }]);
  await markAsStoreOrder(server, seller.userId, [order.id]);
  await addCard(server, seller.token);
  const run = { userId: seller.userId, orderIds: [order.id] };
  // The first attempt's answer is lost: its payment stays 'processing', to be asked again with its key.
  const unreachable = stripeCardVault({ baseUrl: 'http://127.0.0.1:9', secretKey: CARD.secretKey });
  await assert.rejects(runAutoPurchase(server.db, server.app.jobs, unreachable, { ...run, lastAttempt: false }), GatewayUnreachable);
  const [open] = await rows<{ id: number }>(sql`select id::float8 as id from payment_transactions where user_id = ${seller.userId}`);

  // Two attempts ask again: the second reaches the gateway while the first is still running there (held on its webhook).
  const vault = stripeCardVault({ baseUrl: gateway.url, secretKey: CARD.secretKey });
  let second: Promise<unknown> | undefined;
  const hook = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', async () => {
      if ((JSON.parse(body) as { type: string }).type === 'payment_intent.succeeded' && !second) {
        second = runAutoPurchase(server.db, server.app.jobs, vault, { ...run, lastAttempt: false }).then(
          () => 'finished',
          (error: unknown) => error,
        );
        await second;
      }
      response.writeHead(200).end('{}');
    });
  });
  await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
  gateway.setWebhookUrl(`http://127.0.0.1:${(hook.address() as AddressInfo).port}/`);
  try {
    await runAutoPurchase(server.db, server.app.jobs, vault, { ...run, lastAttempt: false });
  } finally {
    gateway.setWebhookUrl(`${server.baseUrl}/api/payment/open/cardgateway/webhook`);
    hook.close();
  }

  assert.ok(second, 'the second attempt ran while the first was at the gateway');
  assert.ok((await second) instanceof GatewayUnreachable, 'the second attempt is retried later, with the same key');
  const payments = await rows<{ id: number; status: string; failure_message: string | null; provider_ref: string }>(
    sql`select id::float8 as id, status, failure_message, provider_ref from payment_transactions where user_id = ${seller.userId} order by id`,
  );
  assert.deepEqual(payments.map((p) => [p.id, p.status, p.failure_message]), [[open!.id, 'succeeded', null]], 'one payment, never failed');
  const [state] = await rows<{ status: string; payment_transaction_id: number }>(sql`select status, payment_transaction_id::float8 as payment_transaction_id from orders where id = ${order.id}`);
  assert.deepEqual(state, { status: 'waitingShip', payment_transaction_id: open!.id });
  const events = await rows<{ type: string }>(sql`select type from order_events where order_id = ${order.id} and status = 'autoCheckoutFailed'`);
  assert.deepEqual(events, [], 'never shown as Auto Checkout Failed');

  // The queue's retry of the second attempt asks with the same key: the gateway answers the first outcome, nothing more is taken.
  await runAutoPurchase(server.db, server.app.jobs, vault, { ...run, lastAttempt: false });
  const intent = await fetch(`${gateway.url}/v1/payment_intents/${payments[0]!.provider_ref}`, { headers: { authorization: `Bearer ${CARD.secretKey}` } }).then((r) => r.json());
  assert.deepEqual([intent.status, intent.amount, intent.metadata.transactionId], ['succeeded', 2_500, String(open!.id)]);
  assert.equal((await rows(sql`select 1 from payment_transactions where user_id = ${seller.userId}`)).length, 1);
  await assertLedgerBalanced(server, seller.token);
});
