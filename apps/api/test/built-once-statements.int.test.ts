import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { idempotencyKeys } from '../src/db/schema/index.ts';
import { builtOnce } from '../src/platform/prepared-statements.ts';
import { useTestServer } from './harness.ts';

/**
 * Statements built once (decision 0059) run on the executor they are given: inside a transaction they are part of it.
 * On PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
const server = useTestServer();

const claim = builtOnce('tw_test_built_once_claim', (db) =>
  db
    .insert(idempotencyKeys)
    .values({ userId: sql.placeholder('userId'), scope: 'built-once', key: sql.placeholder('key'), requestHash: 'h' })
    .returning({ key: idempotencyKeys.key }),
);

const answered = alias(idempotencyKeys, 'answered');
const withAnswer = builtOnce('tw_test_built_once_with_answer', (db) =>
  db
    .select({ key: idempotencyKeys.key, answerStatus: answered.responseStatus })
    .from(idempotencyKeys)
    .leftJoin(answered, and(eq(answered.userId, idempotencyKeys.userId), eq(answered.scope, 'answered'), eq(answered.key, idempotencyKeys.key)))
    .where(and(eq(idempotencyKeys.userId, sql.placeholder('userId')), eq(idempotencyKeys.scope, 'built-once')))
    .orderBy(idempotencyKeys.key),
);

const keysOf = async (userId: number) =>
  (await server.db.select({ key: idempotencyKeys.key }).from(idempotencyKeys).where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.scope, 'built-once')))).map((row) => row.key).sort();

test('run in a transaction, a statement built once is part of it: gone when it rolls back, kept when it commits', async () => {
  const userId = Math.floor(Math.random() * 1e9);
  const rolledBack = randomUUID();
  await assert.rejects(
    server.db.transaction(async (tx) => {
      assert.deepEqual(await claim(tx, { userId, key: rolledBack }), [{ key: rolledBack }]);
      throw new Error('roll back');
    }),
    /roll back/,
  );
  const committed = randomUUID();
  await server.db.transaction(async (tx) => {
    await claim(tx, { userId, key: committed });
  });
  const alone = randomUUID();
  await claim(server.db, { userId, key: alone });
  assert.deepEqual(await keysOf(userId), [committed, alone].sort());
});

test('a select built once maps its rows as drizzle does, each run with its own values; a left join that finds nothing answers null', async () => {
  const [first, second] = [Math.floor(Math.random() * 1e9), Math.floor(Math.random() * 1e9)];
  await claim(server.db, { userId: first, key: 'a' });
  await claim(server.db, { userId: first, key: 'b' });
  await claim(server.db, { userId: second, key: 'c' });
  await server.db.insert(idempotencyKeys).values({ userId: first, scope: 'answered', key: 'b', requestHash: 'h', responseStatus: 200 });
  assert.deepEqual(await withAnswer(server.db, { userId: first }), [
    { key: 'a', answerStatus: null },
    { key: 'b', answerStatus: 200 },
  ]);
  const inTransaction = await server.db.transaction((tx) => withAnswer(tx, { userId: second }));
  assert.deepEqual(inTransaction, [{ key: 'c', answerStatus: null }]);
});
