import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, describe, test } from 'node:test';
import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import { localChangeBus, redisChangeBus, type ChangeBus } from './changes.ts';

/** The bus only warns; these tests read its listeners, not its log. */
const log = { warn: () => undefined } as unknown as FastifyBaseLogger;

/** Counts how often each topic's listener ran on a bus. */
function counting(bus: ChangeBus) {
  const seen = { catalogue: 0, settings: 0 };
  bus.on('catalogue', () => seen.catalogue++);
  bus.on('settings', () => seen.settings++);
  return seen;
}

const until = async (check: () => boolean) => {
  const deadline = Date.now() + 3000;
  while (!check() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
};

test('one process: a notice runs this process’s listeners of its topic, at once', async () => {
  const bus = localChangeBus();
  const seen = counting(bus);
  await bus.announce('catalogue');
  assert.deepEqual(seen, { catalogue: 1, settings: 0 });
});

const redisUrl = process.env.TEST_REDIS_URL;
describe('several processes on one Redis', { skip: redisUrl ? false : 'needs TEST_REDIS_URL' }, () => {
  const connections: Redis[] = [];
  const buses: ChangeBus[] = [];
  after(async () => {
    await Promise.all(buses.map((bus) => bus.close()));
    await Promise.all(connections.map((redis) => redis.quit()));
  });
  const open = async (prefix: string) => {
    const redis = new Redis(redisUrl!);
    connections.push(redis);
    const bus = await redisChangeBus(redis, prefix, log);
    buses.push(bus);
    return { bus, seen: counting(bus) };
  };

  test('a notice reaches the other processes of the deployment once, and its own process once; another prefix hears nothing', async () => {
    const prefix = `tw-unit-${randomBytes(4).toString('hex')}:`;
    const [one, two, other] = [await open(prefix), await open(prefix), await open(`${prefix}other:`)];
    await one.bus.announce('settings');
    await until(() => two.seen.settings === 1);
    assert.deepEqual(two.seen, { catalogue: 0, settings: 1 });
    // Its own notice comes back from Redis too; the process ran its listeners already and ignores it.
    await two.bus.announce('catalogue');
    await until(() => one.seen.catalogue === 1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    assert.deepEqual(one.seen, { catalogue: 1, settings: 1 });
    assert.deepEqual(other.seen, { catalogue: 0, settings: 0 });
  });
});
