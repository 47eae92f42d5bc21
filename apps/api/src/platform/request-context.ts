import { resolveLocale, type LocaleCode } from '@threadway/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    locale: LocaleCode;
  }
}

/**
 * Resolves the caller's language from `Accept-Language` and `Language-Id` (spec 3), and tags the
 * request's log lines with the web build that sent it (`Client-Version`, a build date).
 */
export const requestContext = fp(async (app: FastifyInstance) => {
  app.decorateRequest('locale', 'en');
  app.addHook('onRequest', async (request) => {
    const languageId = request.headers['language-id'];
    request.locale = resolveLocale(request.headers['accept-language'], Array.isArray(languageId) ? languageId[0] : languageId);
    const clientVersion = request.headers['client-version'];
    if (typeof clientVersion === 'string') request.log = request.log.child({ clientVersion: clientVersion.slice(0, 32) });
  });
});
