import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { SERVER_DRAWN_STATE_ID, type DrawnPage, type PageRequest } from '@threadway/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PageStylesheets } from './page-stylesheets.ts';

/** The web app's server bundle (apps/web/src/entry-server.tsx). */
interface WebServerBundle {
  renderPage(request: PageRequest): Promise<DrawnPage | null>;
}

/**
 * The web app's server bundle, built beside the folder the server serves (apps/web/dist-server beside
 * apps/web/dist), or null when there is none (development, API tests): every page is then drawn by the browser.
 */
export async function loadWebServerBundle(webRoot: string): Promise<WebServerBundle | null> {
  const entry = `${webRoot}-server/entry-server.js`;
  return existsSync(entry) ? ((await import(pathToFileURL(entry).href)) as WebServerBundle) : null;
}

/**
 * Draws a shopping page for this request with the web app's own components and puts it into index.html
 * (decision 0056); the page's calls reach the API in process (app.inject), as this visitor. Null leaves the
 * page to the browser, as for every other page.
 */
export async function serverDrawnPage(
  app: FastifyInstance,
  { bundle, stylesheets }: { bundle: WebServerBundle; stylesheets: PageStylesheets },
  request: FastifyRequest,
  indexHtml: string,
): Promise<string | null> {
  const page = await bundle.renderPage({
    url: request.url,
    // The origin the visitor's browser is at (its links to this site are drawn as the browser would).
    origin: `${request.protocol}://${request.host}`,
    cookies: request.headers.cookie ?? '',
    acceptLanguage: request.headers['accept-language'],
    userAgent: request.headers['user-agent'],
    callApi: async (target, init) => {
      const answer = await app.inject({
        method: (init.method ?? 'GET') as 'GET',
        url: target,
        headers: { ...(init.headers as Record<string, string>), 'user-agent': request.headers['user-agent'] ?? '' },
        payload: typeof init.body === 'string' ? init.body : undefined,
        remoteAddress: request.ip,
      });
      return new Response(answer.body, { status: answer.statusCode, headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') } });
    },
    onError: (err) => request.log.warn({ err }, 'the server could not draw the page; the browser draws it'),
  });
  return page && withDrawnPage(indexHtml, { ...page, styles: stylesheets.antd(page.styles) }, stylesheets.chunks(page.html));
}

/** JSON that is safe inside a <script> element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

const MODULE_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/g;

/**
 * The app's scripts, asked for once the drawn page has been painted: started in the head they share a slow
 * line with the page and its pictures, and the first paint waits for them (decision 0054). Where the browser
 * reports its paints, they wait for the first contentful paint to be on screen: a frame callback can run before
 * its frame is shown, and the scripts then still raced the pictures of the first screen (decision 0062).
 * Elsewhere they start after the next frame. Module scripts run in the order their imports set, whenever they are added.
 */
const scriptsAfterFirstPaint = (sources: string[]) =>
  '<script>(function(sources){' +
  "function start(){sources.forEach(function(src){var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=src;document.head.appendChild(s)})}" +
  'var types=(window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes)||[];' +
  "if(types.indexOf('paint')<0){requestAnimationFrame(function(){setTimeout(start)});return}" +
  "var observer=new PerformanceObserver(function(list){if(list.getEntriesByName('first-contentful-paint').length===0)return;observer.disconnect();setTimeout(start)});" +
  "observer.observe({type:'paint',buffered:true})" +
  `})(${JSON.stringify(sources)})</script>`;

/**
 * index.html with the drawn page: its language and direction on <html>, Ant Design's styles before the app's
 * stylesheet (which overrides them, as in the browser), its chunks' stylesheets after it, the markup in #root, the state hydration starts from,
 * and the app's scripts started after the first paint.
 */
export function withDrawnPage(indexHtml: string, page: DrawnPage, chunkStyles: string): string {
  const scripts = [...indexHtml.matchAll(MODULE_SCRIPT)].map((match) => match[1]!);
  return indexHtml
    .replace(MODULE_SCRIPT, '')
    .replace(/<html[^>]*>/i, () => `<html lang="${page.locale}" dir="${page.dir}">`)
    .replace(/(<link rel="stylesheet")|(<\/head>)/i, (tag) => `${page.styles}\n    ${tag}`)
    .replace(/<\/head>/i, () => `${chunkStyles}\n  </head>`)
    .replace(
      '<div id="root"></div>',
      () => `<div id="root">${page.html}</div>\n    <script type="application/json" id="${SERVER_DRAWN_STATE_ID}">${scriptJson(page.state)}</script>\n    ${scriptsAfterFirstPaint(scripts)}`,
    );
}
