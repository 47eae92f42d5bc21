import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/**
 * What changed, as far as some process keeps it in memory: `catalogue` (products, pictures,
 * categories: the filter-value caches and the visual-search index) and `settings` (the
 * maintenance switch).
 */
export type ChangeTopic = 'catalogue' | 'settings';
const TOPICS: readonly ChangeTopic[] = ['catalogue', 'settings'];

/**
 * Change notices between the API processes (decision 0023). The database stays the truth: a
 * notice only tells the listeners of every process that what they hold in memory may be stale,
 * so they drop it and read again. Listeners run in this process at once, and in the others as the
 * notice arrives. A notice may be lost (Redis pub/sub keeps nothing), so each cache still has its
 * own bound on staleness, and a process that was cut off from Redis treats everything as changed.
 */
export interface ChangeBus {
  announce(topic: ChangeTopic): Promise<void>;
  on(topic: ChangeTopic, listener: () => void): void;
  close(): Promise<void>;
}

function listeners() {
  const byTopic = new Map<ChangeTopic, (() => void)[]>();
  return {
    add: (topic: ChangeTopic, listener: () => void) => byTopic.set(topic, [...(byTopic.get(topic) ?? []), listener]),
    run: (topic: ChangeTopic) => byTopic.get(topic)?.forEach((listener) => listener()),
  };
}

/** One process (no REDIS_URL): a notice reaches this process's listeners only. */
export function localChangeBus(): ChangeBus {
  const local = listeners();
  return {
    announce: async (topic) => local.run(topic),
    on: local.add,
    close: async () => undefined,
  };
}

/** Several processes: notices travel on a Redis channel; `redis` publishes, a second connection listens. */
export async function redisChangeBus(redis: Redis, keyPrefix: string, log: FastifyBaseLogger): Promise<ChangeBus> {
  const channel = `${keyPrefix}changes`;
  const local = listeners();
  const me = randomUUID();
  const subscriber = redis.duplicate();
  subscriber.on('error', (error: Error) => log.warn({ err: error }, 'redis change-notice connection error'));
  subscriber.on('message', (_channel: string, message: string) => {
    const notice = JSON.parse(message) as { topic: ChangeTopic; from: string };
    if (notice.from !== me && TOPICS.includes(notice.topic)) local.run(notice.topic);
  });
  let subscribed = false;
  // ioredis subscribes again after a reconnect; whatever was announced meanwhile was missed.
  subscriber.on('ready', () => {
    if (subscribed) TOPICS.forEach(local.run);
  });
  await subscriber.subscribe(channel);
  subscribed = true;
  return {
    async announce(topic) {
      local.run(topic);
      await redis.publish(channel, JSON.stringify({ topic, from: me })).catch((error: unknown) => log.warn({ err: error, topic }, 'change notice not sent; other processes catch up on their own'));
    },
    on: local.add,
    async close() {
      subscriber.disconnect();
    },
  };
}
