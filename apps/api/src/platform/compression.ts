import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Below this many bytes compressing costs more than it saves (a header and a round of CPU). */
const THRESHOLD_BYTES = 1024;

/**
 * Compresses what the server makes per request (API JSON, the app's HTML with its page head)
 * when the browser accepts it. Built assets are compressed once at build time and sent as they
 * are (web-app.ts, preCompressed), which this plugin leaves alone since they already carry a
 * Content-Encoding. Brotli at quality 4 is about as fast as gzip and still smaller; the default
 * 11 is for build time, not for every request (decision 0022).
 */
export const compressionPlugin = fp(async (app: FastifyInstance) => {
  await app.register(compress, {
    global: true,
    threshold: THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
});
