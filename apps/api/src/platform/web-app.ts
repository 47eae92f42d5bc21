import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { ErrorCode } from '@threadway/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { translate } from './i18n.ts';
import { withHead } from './page-heads.ts';
import { pageStylesheets } from './page-stylesheets.ts';
import { loadWebServerBundle, serverDrawnPage } from './server-drawn-pages.ts';

/**
 * Serves the built web app on the same port as the API. Hashed assets are cached for a year;
 * every other path that is not an API call gets index.html so the client router decides
 * (unknown pages go to /404 there). Unknown API paths get a 404 envelope.
 */
export const webAppPlugin = fp(async (app: FastifyInstance) => {
  const root = path.resolve(app.config.WEB_DIST);
  const hasWeb = app.config.WEB_DIST !== '' && existsSync(path.join(root, 'index.html'));
  const serverBundle = hasWeb ? await loadWebServerBundle(root) : null;
  const serverDrawing = serverBundle && { bundle: serverBundle, stylesheets: await pageStylesheets(root, await readFile(path.join(root, 'index.html'), 'utf8')) };
  if (hasWeb) {
    await app.register(async (files) => {
      // Every route of this scope serves a built file: marked so that no rate limit counts it.
      files.addHook('onRoute', (route) => {
        route.config = { ...route.config, builtFile: true };
      });
      await files.register(fastifyStatic, {
        root,
        wildcard: false,
        index: false,
        // The build writes .br and .gz beside each text asset; the one the browser accepts is sent.
        preCompressed: true,
        setHeaders: (res, file) => {
          res.header('cache-control', file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    // A hashed asset that is not there (an old chunk after a deploy) is a 404, not the app's HTML,
    // so the browser reports a failed load instead of running a page as a script.
    // HEAD is answered like GET (without the body), so uptime checks see the site up.
    if (request.url.startsWith('/api/') || request.url.startsWith('/assets/') || !hasWeb || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({ code: ErrorCode.notFound, data: null, message: translate(request.locale, 'errors.routeNotFound') });
    }
    reply.header('cache-control', 'no-cache');
    const head = await app.pageHeads.render(request).catch((err: unknown) => {
      // The page still works without its head; the crawler just sees the generic one.
      request.log.error({ err }, 'page head failed');
      return null;
    });
    const index = await readFile(path.join(root, 'index.html'), 'utf8');
    const html = head ? withHead(index, head.html) : index;
    // The shopping pages come drawn (decision 0056); a page that is not found keeps the plain one.
    const drawn = serverDrawing && request.method === 'GET' && (head?.status ?? 200) === 200 ? await serverDrawnPage(app, serverDrawing, request, html) : null;
    // A drawn page may show the visitor's own cart and name: no shared cache keeps it.
    if (drawn) reply.header('cache-control', 'private, no-cache');
    return reply.status(head?.status ?? 200).type('text/html; charset=utf-8').send(drawn ?? html);
  });
});
