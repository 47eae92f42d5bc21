import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { test } from 'node:test';
import { sql } from 'drizzle-orm';
import { AUTO_CANCEL_JOB } from '../src/modules/orders/auto-cancel.ts';
import { useTestServer } from './harness.ts';
import { makeJobsDue, pendingJobs } from './job-fixtures.ts';
import { addToCart, stockOf, stockedSku, usAddress } from './orders-fixture.ts';

/**
 * A worker process (`npm run worker`'s entry) killed with SIGKILL in the middle of a batch of
 * auto-cancels: once a new worker runs, no job is lost (every unpaid order is cancelled) and no
 * effect happens twice (the stock comes back exactly once per order). Jobs the dead worker held
 * expire after JOBS_EXPIRE_SECONDS and run again. Needs PostgreSQL (TEST_DATABASE_URL): the
 * embedded database lives inside one process.
 */
const ORDERS = 30;
const PER_ORDER = 2;
const worker = fileURLToPath(new URL('../src/worker.ts', import.meta.url));
// Every process of a deployment has the same expiry: jobs carry it from their queue when enqueued.
const s = useTestServer({ rateLimitPerMinute: 100_000, env: { JOBS_EXPIRE_SECONDS: '2' } });

const rows = async <T>(query: ReturnType<typeof sql>) => ((await s.db.execute(query)) as unknown as { rows: T[] }).rows;
/** The buyer's auto-cancels still waiting, retrying or running. */
const pendingCancels = async (userId: number) => {
  const ids = new Set((await rows<{ id: number }>(sql`select id from orders where user_id = ${userId}`)).map((row) => String(row.id)));
  return (await pendingJobs(s.db, { name: AUTO_CANCEL_JOB })).filter((job) => job.singleton_key !== null && ids.has(job.singleton_key)).length;
};
const cancelled = async (userId: number) => Number((await rows<{ n: number }>(sql`select count(*)::int as n from orders where user_id = ${userId} and status = 'cancelled'`))[0]!.n);

function startWorker(): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', worker], {
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'info', DATABASE_URL: s.config.DATABASE_URL!, DATA_DIR: 'memory://', WEB_DIST: '', SEED_DEMO: 'off', JOBS_EXPIRE_SECONDS: '2', JOBS_POLL_MS: '500' },
    // Its log lines go to this test's output.
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

async function until(condition: () => Promise<boolean>, timeoutMs: number, every = 20): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await sleep(every);
  }
}

test('a worker killed mid-batch loses no job and runs no effect twice', { skip: !process.env.TEST_DATABASE_URL && 'needs TEST_DATABASE_URL (a worker process and the test share the database)' }, async () => {
  const buyer = await s.signUp();
  const sku = await stockedSku(s.db, { priceCents: 700, weightGrams: 100, stock: { CN_S: ORDERS * PER_ORDER + 5 } });
  for (let i = 0; i < ORDERS; i++) {
    const body = { orderAddresses: usAddress, grandTotal: 99_999_999, paymentMethod: 0, cartIds: [await addToCart(s.db, buyer.userId, sku.skuId, 'CN_S', PER_ORDER)], order: [{ warehouseCode: 'CN_S', channelCode: 'TW_EXPRESS', orderItems: [] }] };
    const probe = await s.request('POST', '/api/orders/orders', { token: buyer.token, body });
    const placed = await s.request('POST', '/api/orders/orders', { token: buyer.token, body: { ...body, grandTotal: probe.body.data.grandTotal } });
    assert.equal(placed.status, 200, JSON.stringify(placed.body));
  }
  assert.equal(await stockOf(s.db, sku.skuId, 'CN_S'), 5);
  await s.db.execute(sql`update orders set pay_by = now() - interval '1 second' where user_id = ${buyer.userId}`);
  await makeJobsDue(s.db, { name: AUTO_CANCEL_JOB });

  const first = startWorker();
  // A worker builds the whole app before it takes jobs: slow on a loaded machine.
  await until(async () => (await cancelled(buyer.userId)) > 0, 180_000);
  first.kill('SIGKILL');
  await once(first, 'exit');
  const atKill = await cancelled(buyer.userId);
  const held = (await pendingJobs(s.db, { name: AUTO_CANCEL_JOB })).filter((job) => job.state === 'active').length;
  assert.ok(atKill < ORDERS, `the worker was killed mid-batch (${atKill} of ${ORDERS} done, ${held} running)`);

  const second = startWorker();
  try {
    // The held jobs expire (the supervisor moves them from active to retry); their retry delay (30 s) is made due
    // here, as the orders' payment deadline was above.
    await until(
      async () => {
        await makeJobsDue(s.db, { name: AUTO_CANCEL_JOB });
        return (await cancelled(buyer.userId)) === ORDERS && (await pendingCancels(buyer.userId)) === 0;
      },
      90_000,
      200,
    );
  } finally {
    second.kill('SIGTERM');
    await once(second, 'exit');
  }
  assert.equal(await stockOf(s.db, sku.skuId, 'CN_S'), ORDERS * PER_ORDER + 5, 'every order gave its stock back exactly once');
  const failed = await rows<{ n: number }>(sql`select count(*)::int as n from pgboss.job where name = ${AUTO_CANCEL_JOB} and state = 'failed'`);
  assert.equal(Number(failed[0]!.n), 0);
});
