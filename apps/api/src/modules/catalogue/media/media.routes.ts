import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from '../../../platform/errors.ts';
import { resolveMedia, type MediaTarget } from './media-names.ts';
import type { MediaStore } from './media-store.ts';

/** A file's content never changes under its name (drawing version or content hash in it). */
const IMMUTABLE = 'public, max-age=31536000, immutable';

const targetOf = (request: FastifyRequest): MediaTarget | null => resolveMedia((request.params as { '*': string })['*']);

/** The ETag is the file name: the name already fixes the content. */
const etagOf = (target: MediaTarget) => `"${target.file}"`;

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const value = tag.trim().replace(/^W\//, '');
    return value === '*' || value === etag;
  });
}

/**
 * GET /media/*: generated pictures (rendered on first request, then from disk) and uploads.
 * Unknown or invalid names get the 404 envelope. Files already on disk are never rate limited
 * (a product list shows dozens); drawing one counts against MEDIA_RENDERS_PER_MINUTE per address,
 * apart from the API's limit, so browsing pictures never costs a seller their API calls.
 */
export function mediaRoutes(store: MediaStore) {
  return async (app: FastifyInstance) => {
    app.get(
      '/media/*',
      {
        schema: { hide: true },
        config: {
          access: 'public',
          // A ceiling of its own (a separate count from the API's), on drawing only.
          rateLimit: {
            max: app.config.MEDIA_RENDERS_PER_MINUTE,
            allowList: async (request: FastifyRequest) => {
              const target = targetOf(request);
              return target !== null && (await store.exists(target));
            },
          },
        },
      },
      async (request, reply) => {
        const target = targetOf(request);
        if (!target) throw notFound();
        const etag = etagOf(target);
        // A generated picture always exists (it can be drawn), an upload only if it is on disk.
        if (matches(request.headers['if-none-match'], etag) && (target.kind !== 'uploads' || (await store.exists(target)))) {
          return reply.status(304).header('cache-control', IMMUTABLE).header('etag', etag).send();
        }
        const bytes = await store.read(target);
        if (!bytes) throw notFound();
        return reply.header('cache-control', IMMUTABLE).header('etag', etag).type(target.contentType).send(bytes);
      },
    );
  };
}
