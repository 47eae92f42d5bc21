import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';

/**
 * The connection to REDIS_URL, shared by the rate limit and the change notices. A call fails fast
 * while Redis is away (one retry) instead of queueing requests behind it; the client keeps
 * reconnecting in the background.
 */
export function openRedis(url: string, log: FastifyBaseLogger): Redis {
  const redis = new Redis(url, { connectTimeout: 2000, maxRetriesPerRequest: 1, enableAutoPipelining: true });
  redis.on('error', (error: Error) => log.warn({ err: error }, 'redis connection error'));
  return redis;
}
