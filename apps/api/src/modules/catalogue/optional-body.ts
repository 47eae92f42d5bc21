import { z } from 'zod';

/**
 * A JSON body that may be left out: Fastify hands a request without a body to validation as
 * null, which an object schema refuses. Missing means {} (every field at its default).
 */
export const optionalBody = <T extends z.ZodType>(schema: T) => z.preprocess((value) => value ?? {}, schema);
