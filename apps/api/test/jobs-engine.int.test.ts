import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { jobQueue, type JobQueue } from '../src/platform/jobs.ts';
import { operatorWith } from './fulfilment-fixtures.ts';
import { useTestServer } from './harness.ts';
import { makeJobsDue, pendingJobs } from './job-fixtures.ts';

/**
 * The job queue on pg-boss (decision 0026), on PGlite and on PostgreSQL (TEST_DATABASE_URL): a job
 * enqueued in a transaction lives and dies with it, a singleton key keeps one pending job, a
 * failing job is retried with its attempt count and then dead-lettered, operators see it in the
 * back office and send it back to its queue; the probes of a load balancer answer.
 */
const effects: string[] = [];
let failing = true;
let queue: JobQueue;

const rows = async <T,>(query: ReturnType<typeof sql>) => ((await server.db.execute(query)) as unknown as { rows: T[] }).rows;

const server = useTestServer({}, async () => {
  // A second queue on the same database, with jobs of this test only (the app's queue opened with its modules').
  queue = jobQueue(server.app.database, server.app.log, { expireSeconds: 60, pollMs: 500, supervise: false });
  queue.register('test.effect', async (payload) => void effects.push(String(payload.tag)));
  queue.register(
    'test.flaky',
    async (payload, { attempt }) => {
      if (failing) throw new Error(`provider down (attempt ${attempt})`);
      effects.push(`flaky:${payload.tag}`);
    },
    { maxAttempts: 2, retryDelaySeconds: 60 },
  );
  await queue.open();
});
after(() => queue.stop());

describe('job queue', () => {
  test('a job enqueued in a transaction that rolls back never exists; one that commits runs once', async () => {
    await assert.rejects(
      server.db.transaction(async (tx) => {
        await queue.enqueue(tx, 'test.effect', { tag: 'rolled-back' });
        throw new Error('checkout failed');
      }),
      /checkout failed/,
    );
    await server.db.transaction(async (tx) => queue.enqueue(tx, 'test.effect', { tag: 'committed' }));
    assert.deepEqual((await pendingJobs(server.db, { name: 'test.effect' })).map((job) => job.data.tag), ['committed']);
    assert.equal(await queue.runDue(), 1);
    assert.equal(await queue.runDue(), 0, 'a completed job does not run again');
    assert.deepEqual(effects.splice(0), ['committed']);
  });

  test('a singleton key keeps one pending job; once it ran, the key may be queued again', async () => {
    const later = new Date(Date.now() + 3_600_000);
    await queue.enqueue(server.db, 'test.effect', { tag: 'first' }, { runAt: later, singletonKey: 'order-1' });
    await queue.enqueue(server.db, 'test.effect', { tag: 'second' }, { runAt: later, singletonKey: 'order-1' });
    await queue.enqueue(server.db, 'test.effect', { tag: 'other key' }, { runAt: later, singletonKey: 'order-2' });
    assert.deepEqual((await pendingJobs(server.db, { name: 'test.effect' })).map((job) => job.data.tag), ['first', 'other key']);
    assert.equal(await queue.runDue(), 0, 'not due before its time');
    await makeJobsDue(server.db, { name: 'test.effect' });
    assert.equal(await queue.runDue(), 2);
    await queue.enqueue(server.db, 'test.effect', { tag: 'again' }, { singletonKey: 'order-1' });
    assert.equal(await queue.runDue(), 1);
    assert.deepEqual(effects.splice(0).sort(), ['again', 'first', 'other key']);
  });

  test('a failing job is retried after its back-off, then dead-lettered; operators see it and send it back', async () => {
    await queue.enqueue(server.db, 'test.flaky', { tag: 'a' });
    assert.equal(await queue.runDue(), 1);
    const [retrying] = await pendingJobs(server.db, { name: 'test.flaky' });
    assert.equal(retrying?.state, 'retry');
    assert.equal(retrying?.later, true, 'the retry waits for its back-off');
    assert.match(retrying!.error!, /provider down \(attempt 1\)/);
    assert.equal(await queue.runDue(), 0, 'not retried before the back-off');

    const operator = await operatorWith(server, ['fulfilment']);
    const seen = await server.request('GET', '/api/admin/jobs', { token: operator.token });
    assert.equal(seen.status, 200);
    assert.deepEqual(
      seen.body.data.jobs.filter((job: { queue: string }) => job.queue === 'test.flaky').map((job: { state: string; attempts: number }) => [job.state, job.attempts]),
      [['retrying', 1]],
    );

    await makeJobsDue(server.db, { name: 'test.flaky' });
    assert.equal(await queue.runDue(), 1);
    assert.deepEqual(await pendingJobs(server.db, { name: 'test.flaky' }), [], 'out of attempts: no longer pending');
    const [dead] = await pendingJobs(server.db, { name: 'test.flaky.dead' });
    assert.deepEqual(dead?.data, { tag: 'a' }, 'its payload waits in the dead-letter queue');

    const overview = await server.request('GET', '/api/admin/jobs', { token: operator.token });
    const flaky = overview.body.data.queues.find((q: { name: string }) => q.name === 'test.flaky');
    assert.deepEqual({ failed: flaky.failed, deadLettered: flaky.deadLettered, waiting: flaky.waiting }, { failed: 1, deadLettered: 1, waiting: 0 });
    const [listed] = overview.body.data.jobs.filter((job: { queue: string }) => job.queue === 'test.flaky');
    assert.equal(listed.state, 'deadLettered');
    assert.match(listed.error, /provider down \(attempt 2\)/);
    assert.equal(listed.attempts, 2);

    const seller = await server.signUp();
    assert.equal((await server.request('POST', '/api/admin/jobs/retry', { token: seller.token, body: { queue: 'test.flaky', id: listed.id } })).status, 403, 'sellers may not');
    const support = await operatorWith(server, ['support']);
    assert.equal((await server.request('POST', '/api/admin/jobs/retry', { token: support.token, body: { queue: 'test.flaky', id: listed.id } })).status, 403, 'other roles may not');

    failing = false;
    const retried = await server.request('POST', '/api/admin/jobs/retry', { token: operator.token, body: { queue: 'test.flaky', id: listed.id } });
    assert.equal(retried.status, 200, JSON.stringify(retried.body));
    assert.equal((await server.request('POST', '/api/admin/jobs/retry', { token: operator.token, body: { queue: 'test.flaky', id: listed.id } })).status, 404, 'retried once');
    assert.equal(await queue.runDue(), 1);
    assert.deepEqual(effects.splice(0), ['flaky:a']);
    const audit = await rows<{ action: string; subject: string }>(sql`select action, subject from audit_log where action = 'job.retry'`);
    assert.deepEqual(audit, [{ action: 'job.retry', subject: `test.flaky:${listed.id}` }]);
  });

  test('jobs left in the old jobs table are moved into pg-boss at start: waiting ones to their queue, exhausted ones to the dead letters', async () => {
    await server.db.execute(sql`insert into jobs (name, payload, singleton_key, run_at, attempts, max_attempts) values
      ('test.effect', '{"tag":"legacy"}', 'legacy-1', now() - interval '1 minute', 1, 5),
      ('test.flaky', '{"tag":"legacy-dead"}', null, now(), 5, 5),
      ('test.unknown', '{}', null, now(), 0, 5)`);
    const restarted = jobQueue(server.app.database, server.app.log, { expireSeconds: 60, pollMs: 500, supervise: false });
    restarted.register('test.effect', async (payload) => void effects.push(String(payload.tag)));
    restarted.register('test.flaky', async () => undefined, { maxAttempts: 2, retryDelaySeconds: 60 });
    await restarted.open();
    try {
      assert.deepEqual((await pendingJobs(server.db, { name: 'test.effect', singletonKey: 'legacy-1' })).map((job) => job.retry_count), [0]);
      assert.deepEqual((await pendingJobs(server.db, { name: 'test.flaky.dead' })).map((job) => job.data), [{ tag: 'legacy-dead' }]);
      const left = await rows<{ name: string }>(sql`select name from jobs where done_at is null`);
      assert.deepEqual(left, [{ name: 'test.unknown' }], 'a job without a handler here stays for a process that knows it');
      assert.equal(await restarted.runDue(), 1);
      assert.deepEqual(effects.splice(0), ['legacy']);
    } finally {
      await restarted.stop();
    }
  });

  test('started workers drain a backlog at the handlers\' speed, not a batch per poll interval; a failing job of a batch fails alone', async () => {
    // A poll interval far longer than the test: only fetching again at once after a full batch can run 40 jobs in time.
    const workers = jobQueue(server.app.database, server.app.log, { expireSeconds: 60, pollMs: 30_000, supervise: false });
    const done: string[] = [];
    workers.register(
      'test.backlog',
      async (payload) => {
        if (payload.tag === 'bad') throw new Error('this one fails');
        done.push(String(payload.tag));
      },
      { concurrency: 4, maxAttempts: 1 },
    );
    await workers.open();
    try {
      const tags = Array.from({ length: 40 }, (_, i) => `job-${i}`);
      await server.db.transaction(async (tx) => {
        for (const tag of [...tags.slice(0, 10), 'bad', ...tags.slice(10)]) await workers.enqueue(tx, 'test.backlog', { tag });
      });
      await workers.start();
      const deadline = Date.now() + 15_000;
      while (done.length < tags.length && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      assert.deepEqual([...done].sort(), [...tags].sort(), `${done.length} of 40 ran within 15 s with a 30 s poll interval`);
      // A job is settled just after its handler returns: the last one may still be settling when `done` is full.
      const unsettled = async () =>
        (await rows<{ state: string; tag: string }>(sql`select state, data->>'tag' as tag from pgboss.job where name = 'test.backlog'`)).filter((job) => job.state !== 'completed');
      let states = await unsettled();
      while (states.some((job) => job.state === 'active') && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        states = await unsettled();
      }
      assert.deepEqual(states.map((job) => [job.tag, job.state]), [['bad', 'failed']]);
    } finally {
      await workers.stop();
    }
  });

  test('a batch queue hands the waiting jobs to its handler together, in one transaction; when a batch fails, each job runs alone and only the bad one fails', async () => {
    const workers = jobQueue(server.app.database, server.app.log, { expireSeconds: 60, pollMs: 30_000, supervise: false });
    const batches: string[][] = [];
    workers.registerBatch(
      'test.batch',
      async (jobs, { db, completeWithin }) => {
        const tags = jobs.map((job) => String(job.payload.tag));
        await db.transaction(async (tx) => {
          await completeWithin(tx);
          await tx.execute(sql`select 1`);
          if (tags.includes('bad')) throw new Error('this one fails');
        });
        batches.push(tags);
      },
      { batchSize: 5, maxAttempts: 1 },
    );
    await workers.open();
    try {
      const tags = Array.from({ length: 12 }, (_, i) => `job-${i}`);
      // One after another, not in one transaction: the queue's order (created_on) is then the enqueue order.
      for (const tag of [...tags.slice(0, 2), 'bad', ...tags.slice(2)]) await workers.enqueue(server.db, 'test.batch', { tag });
      // runDue (tests, nudges) runs a batch queue as its workers do.
      assert.equal(await workers.runDue(5, ['test.batch']), 5);
      // pg-boss hands a fetch's jobs over in no set order.
      assert.deepEqual(batches.splice(0).sort(), [['job-0'], ['job-1'], ['job-2'], ['job-3']], 'the first five with the bad job failed together, then each ran alone');
      await workers.start();
      const deadline = Date.now() + 15_000;
      while (batches.flat().length < 8 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      assert.deepEqual(batches.map((batch) => batch.length), [5, 3], 'the workers took the rest in batches of at most 5');
      assert.deepEqual(batches.flat().sort(), tags.slice(4).sort());
      const states = await rows<{ state: string; tag: string }>(sql`select state, data->>'tag' as tag from pgboss.job where name = 'test.batch'`);
      assert.deepEqual(states.filter((job) => job.state !== 'completed').map((job) => [job.tag, job.state]), [['bad', 'failed']]);
    } finally {
      await workers.stop();
    }
  });

  test('/healthz and /readyz answer a load balancer', async () => {
    const health = await server.request('GET', '/healthz');
    assert.deepEqual([health.status, health.body], [200, { status: 'ok' }]);
    const ready = await server.request('GET', '/readyz');
    assert.deepEqual([ready.status, ready.body], [200, { status: 'ready', checks: { database: true, migrations: true, jobs: true } }]);
  });
});
