import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { tooManyRequests } from './errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A built file of the web app (script, style, font, icon): never counted against any limit. */
    builtFile?: boolean;
  }
}

/**
 * A general ceiling per signed-in user, or per address for guests, on the API. Sign-in, code
 * sending and password reset have their own tighter limits in the accounts module; pictures of
 * /media/ have their own ceiling on drawing. Built files of the web app are never limited: a page
 * needs dozens of them, and one refused script chunk leaves the visitor with a blank page.
 * With Redis every count (these and the routes' own) is kept there, so the limits hold across
 * all API processes behind the load balancer; without it, in this process's memory.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance, options: { redis: Redis | null }) => {
  await app.register(rateLimit, {
    // While Redis is away calls go uncounted (its connection logs the error) rather than the whole shop failing.
    ...(options.redis ? { redis: options.redis, nameSpace: `${app.config.REDIS_KEY_PREFIX}rate-limit:`, skipOnError: true } : {}),
    global: true,
    hook: 'preHandler',
    max: app.config.RATE_LIMIT_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request) => (request.principal ? `${request.principal.type}:${request.principal.id}` : `ip:${request.ip}`),
    allowList: (request) => request.routeOptions.config.builtFile === true,
    errorResponseBuilder: () => tooManyRequests(),
  });
});
