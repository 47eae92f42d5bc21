import type { FastifyRequest } from 'fastify';
import { envelopeOf } from '@threadway/contracts';
import { z } from 'zod';

/** Response schema map for a route whose success data has the given shape. */
export const answers = <T extends z.ZodType>(data: T) => ({ 200: envelopeOf(data) });
export const noData = { 200: envelopeOf(z.null()) };

/** Tighter per-address limit for sign-in, code sending and password reset (SENSITIVE_RATE_LIMIT_PER_MINUTE). */
export const sensitiveRateLimit = {
  rateLimit: { max: (request: FastifyRequest) => request.server.config.SENSITIVE_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 },
};
