import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/envelope.ts';
import { answers } from '../../platform/schemas.ts';

type Headers = Record<string, string | string[] | undefined>;

/**
 * A provider's signed webhook route. The signature covers the exact bytes, so the route keeps
 * the body as text (in its own context, leaving JSON parsing of other routes alone).
 */
export const signedWebhookRoute =
  (route: { url: string; summary: string; handle: (rawBody: string, headers: Headers) => Promise<{ received: boolean }> }): FastifyPluginAsyncZod =>
  async (webhook) => {
    webhook.removeContentTypeParser('application/json');
    webhook.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    webhook.post(
      route.url,
      { schema: { tags: ['payments'], summary: route.summary, body: z.string(), response: answers(z.object({ received: z.boolean() })) } },
      async (request) => ok(request, await route.handle(String(request.body), request.headers)),
    );
  };
