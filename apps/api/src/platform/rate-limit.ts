import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { tooManyRequests } from './errors.ts';

/**
 * A general ceiling per signed-in user, or per address for guests. Sign-in, code sending and
 * password reset have their own tighter limits in the accounts module.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance) => {
  await app.register(rateLimit, {
    global: true,
    hook: 'preHandler',
    max: app.config.RATE_LIMIT_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request) => (request.principal ? `${request.principal.type}:${request.principal.id}` : `ip:${request.ip}`),
    errorResponseBuilder: () => tooManyRequests(),
  });
});
