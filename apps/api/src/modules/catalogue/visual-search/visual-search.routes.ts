import { similarPage, similarRequest } from '@threadway/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../platform/envelope.ts';
import { answers } from '../../../platform/schemas.ts';
import { viewerOf } from '../viewer.ts';
import type { VisualSearchService } from './visual-search.service.ts';

const tags = ['catalogue'];

/** Our own origins: PUBLIC_URL and the one this call came to (absolute /media/ URLs on them are ours). */
const originsOf = (request: FastifyRequest) => [new URL(request.server.config.PUBLIC_URL).origin, `${request.protocol}://${request.host}`];

/**
 * Search by picture (spec 5 and 7). The picture is one of ours: an upload
 * (/media/uploads/...) or a catalogue or Explore picture (Shop Similar). The GET form takes the
 * same fields in the query string, so a results page (/mall/similar?imageUrl=...) can be shared.
 */
export const visualSearchRoutes =
  (service: VisualSearchService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/product/open/recommend/searchProductSimilarImgList',
      { schema: { tags, summary: 'Products that look like a picture (imageUrl: an upload or one of our /media/ pictures)', body: similarRequest, response: answers(similarPage) } },
      async (request) => ok(request, await service.similar({ ...request.body, origins: originsOf(request) }, viewerOf(request))),
    );
    app.get(
      '/api/product/open/recommend/searchProductImgList',
      { schema: { tags, summary: 'The same search with the fields in the query string (shareable links)', querystring: similarRequest, response: answers(similarPage) } },
      async (request) => ok(request, await service.similar({ ...request.query, origins: originsOf(request) }, viewerOf(request))),
    );
  };
