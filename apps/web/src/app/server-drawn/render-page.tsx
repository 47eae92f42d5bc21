import { StyleProvider, createCache, extractStyle } from '@ant-design/cssinjs';
import { isRtl, type DrawnPage, type PageRequest } from '@threadway/contracts';
import { QueryClient, skipToken, type Query } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { drawnAt } from '../../components/product/clock';
import { serverLayout } from '../../components/useIsDesktop';
import { changeLocale, initI18n } from '../../i18n';
import { setApiTransport } from '../../lib/api-client';
import { setServerOrigin } from '../../lib/in-browser';
import { preferencesOfRequest, preferencesStore } from '../../lib/preferences';
import { readSession, sessionStore } from '../../lib/session';
import { Providers } from '../providers';
import { AppRoutes } from '../router';
import { drawnAnswers, isServerDrawn, type ServerDrawnState } from './state';

/**
 * Data a page asks for only once another answer is there (the product, then the countries its warehouse ships
 * to, then the shipping quote) takes another pass; after this many the page is sent as it is and the browser
 * asks for the rest.
 */
const MAX_PASSES = 4;
/** A page that waits longer than this for its turn is left to the browser: a busy server answers at once. */
const MAX_WAIT_MS = 2_000;

const phoneAgent = /Mobi|Android|iPhone|iPod/i;
let i18nReady: Promise<unknown> | undefined;
let turn: Promise<unknown> = Promise.resolve();

/**
 * Draws a shopping page on the server (decision 0056), or null for a page the browser draws (or one
 * that failed here, which the browser then draws as before). The session, preferences and layout are
 * the app's module-wide stores, so pages are drawn one at a time.
 */
export function renderPage(request: PageRequest): Promise<DrawnPage<ServerDrawnState> | null> {
  if (!isServerDrawn(new URL(request.url, 'http://localhost').pathname)) return Promise.resolve(null);
  const queuedAt = Date.now();
  const drawn = turn.then(() => (Date.now() - queuedAt > MAX_WAIT_MS ? null : draw(request)));
  turn = drawn.catch(() => undefined);
  return drawn.catch((error: unknown) => {
    request.onError(error);
    return null;
  });
}

async function draw(request: PageRequest): Promise<DrawnPage<ServerDrawnState> | null> {
  const preferences = preferencesOfRequest(request.cookies, request.acceptLanguage);
  sessionStore.set(readSession(request.cookies));
  preferencesStore.set(preferences);
  serverLayout.desktop = !phoneAgent.test(request.userAgent ?? '');
  setApiTransport(request.callApi);
  setServerOrigin(request.origin);
  drawnAt.time = Date.now();
  i18nReady ??= initI18n(preferences.locale);
  await i18nReady;
  await changeLocale(preferences.locale);

  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  let failed = false;
  let drawnPage = { html: '', styles: '' };
  for (let pass = 1; pass <= MAX_PASSES; pass++) {
    const cache = createCache();
    const { prelude } = await prerenderToNodeStream(
      <StrictMode>
        <StyleProvider cache={cache}>
          <Providers queryClient={queryClient}>
            <StaticRouter location={request.url}>
              <AppRoutes />
            </StaticRouter>
          </Providers>
        </StyleProvider>
      </StrictMode>,
      {
        // Every boundary inline, in place: React otherwise sends a large one after its fallback, with a script that swaps it in.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onError(error) {
          failed = true;
          request.onError(error);
        },
      },
    );
    let html = '';
    for await (const chunk of prelude) html += String(chunk);
    drawnPage = { html, styles: extractStyle(cache) };
    if (failed) return null;
    if (pass === MAX_PASSES || !(await fetchWhatWasAskedFor(queryClient))) break;
  }
  return {
    ...drawnPage,
    state: { desktop: serverLayout.desktop, locale: preferences.locale, currency: preferences.currency, drawnAt: drawnAt.time, queries: drawnAnswers(queryClient) },
    locale: preferences.locale,
    dir: isRtl(preferences.locale) ? 'rtl' : 'ltr',
  };
}

/** Fetches the queries a pass drew without their data (useQuery does not fetch on the server); false when there were none. */
async function fetchWhatWasAskedFor(queryClient: QueryClient): Promise<boolean> {
  const waiting = queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'pending' && (query.state.fetchStatus === 'fetching' || isEnabled(query)));
  if (waiting.length === 0) return false;
  // A query already on its way (a route's prefetch) hands back the same request.
  await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
  return true;
}

function isEnabled(query: Query): boolean {
  if (query.options.queryFn === skipToken || !query.options.queryFn) return false;
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}
