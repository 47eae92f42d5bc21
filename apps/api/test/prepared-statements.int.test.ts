import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { prepareStatementsOf } from '../src/platform/prepared-statements.ts';
import { dropTestDatabase, testDatabaseName } from './harness.ts';

/**
 * Parameterised statements go out as named prepared statements (decision 0048), so each connection parses them once
 * and PostgreSQL can keep a generic plan. PostgreSQL only: PGlite has no pool.
 */
const adminUrl = process.env.TEST_DATABASE_URL;

describe('prepared statements on pooled connections', { skip: adminUrl ? false : 'needs TEST_DATABASE_URL' }, () => {
  const name = testDatabaseName();
  let pool: pg.Pool;

  before(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    await admin.end();
    // One connection, so every statement below shares a session and its prepared statements.
    pool = new pg.Pool({ connectionString: Object.assign(new URL(adminUrl!), { pathname: `/${name}` }).toString(), max: 1 });
    prepareStatementsOf(pool);
    await pool.query('create table garments (id int primary key, name text not null)');
  });

  after(async () => {
    await pool?.end();
    await dropTestDatabase(adminUrl!, name);
  });

  const prepared = async () => (await pool.query<{ statement: string }>('select statement from pg_prepared_statements order by prepare_time')).rows.map((row) => row.statement);

  test('a statement with parameters is prepared once per connection and answers as before; one without is not prepared', async () => {
    const db = drizzle(pool);
    await db.execute(sql`insert into garments (id, name) values (${1}, ${'Linen shirt'}), (${2}, ${'Denim jacket'})`);
    const names: string[] = [];
    for (const id of [1, 2, 1]) names.push(((await db.execute(sql`select name from garments where id = ${id}`)).rows[0] as { name: string }).name);
    assert.deepEqual(names, ['Linen shirt', 'Denim jacket', 'Linen shirt']);
    const texts = await prepared();
    assert.equal(texts.filter((text) => text === 'select name from garments where id = $1').length, 1, texts.join('\n'));
    assert.ok(!texts.some((text) => text.startsWith('create table')), 'a statement without parameters stays unnamed');
  });

  test('a statement that failed to prepare (its table did not exist yet) is prepared again once it can be', async () => {
    const count = () => pool.query<{ n: number }>('select count(*)::int as n from fabrics where weight > $1', [100]);
    await assert.rejects(count(), /relation "fabrics" does not exist/);
    await pool.query('create table fabrics (weight int)');
    await pool.query('insert into fabrics values ($1), ($2)', [120, 80]);
    assert.equal((await count()).rows[0]!.n, 1);
  });

  test('inside a transaction that an error aborted, the next transaction on the connection still runs the statement', async () => {
    const client = await pool.connect();
    try {
      await client.query('begin');
      await assert.rejects(client.query('select name from garments where id = $1::int', ['not a number']), /invalid input syntax/);
      await client.query('rollback');
      assert.equal((await client.query<{ name: string }>('select name from garments where id = $1::int', [2])).rows[0]!.name, 'Denim jacket');
    } finally {
      client.release();
    }
  });
});
