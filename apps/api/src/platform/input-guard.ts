import { ErrorCode } from '@threadway/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './errors.ts';

const NUL = '\u0000';
/** `%00` is the only way a NUL gets into a URL: the HTTP parser refuses a raw one, and in headers. */
const ENCODED_NUL = /%00/i;

/**
 * Where the first string holding a NUL is, as a dotted field path ('' for the value itself), or
 * undefined when there is none. Keys count too; bytes (uploaded files) are not text and are skipped.
 * Iterative, so a deeply nested JSON body cannot overflow the stack.
 */
export function nulField(root: unknown): string | undefined {
  const pending: [unknown, string][] = [[root, '']];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [value, path] = next;
    if (typeof value === 'string') {
      if (value.includes(NUL)) return path;
      continue;
    }
    if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) continue;
    for (const [key, child] of Object.entries(value)) {
      const at = path ? `${path}.${key}` : key;
      if (key.includes(NUL)) return at;
      pending.push([child, at]);
    }
  }
  return undefined;
}

const nulRefused = (field: string | undefined) => new AppError(ErrorCode.badRequest, 'validation.invalidValue', 400, {}, { field: field || null });

/**
 * Refuses a NUL character (U+0000) anywhere in the input, once for every route: PostgreSQL cannot
 * store one in text and would fail the query (a 500). No field of ours ever needs one. Path and query
 * are checked on arrival, before authentication reads anything; the body just before the handler,
 * because multipart fields are only attached by their route's own preValidation hook. The answer is
 * the bad-input envelope naming the field, like a failed validation.
 */
export const inputGuard = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request) => {
    const field = nulField(request.params) ?? nulField(request.query);
    if (field !== undefined || ENCODED_NUL.test(request.url)) throw nulRefused(field);
  });
  app.addHook('preHandler', async (request) => {
    const field = nulField(request.body);
    if (field !== undefined) throw nulRefused(field);
  });
});
