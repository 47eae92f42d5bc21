import { SERVER_DRAWN_STATE_ID } from '@threadway/contracts';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { matchPath } from 'react-router';

/**
 * The shopping pages the server draws (decision 0056): a phone on a slow network sees them before any
 * script has run. Other pages (account, back office, sign-in) are drawn by the browser, as before.
 */
const SERVER_DRAWN = ['/', '/mall', '/product-list', '/product-list/:menu', '/product-list/:menu/:param', '/product-detail', '/product-detail/:menu/:param', '/confirm-order'];
export const isServerDrawn = (pathname: string) => SERVER_DRAWN.some((pattern) => matchPath(pattern, pathname) !== null);

/** What the page was drawn with, written into it as JSON for hydration to start from the same place. */
export interface ServerDrawnState {
  /** The layout drawn: a phone's (told by the User-Agent) or a desktop's. */
  desktop: boolean;
  /** The language and currency it was drawn in (its data came in that language). */
  locale: string;
  currency: string;
  /** When it was drawn (epoch ms): its countdowns show that moment. */
  drawnAt: number;
  /** The answers the page was drawn from. */
  queries: DrawnAnswer[];
}

/** One query a page was drawn from: its key, its answer, and when the server had it. */
export interface DrawnAnswer {
  queryKey: QueryKey;
  data: unknown;
  dataUpdatedAt: number;
}

/** The answers a drawn page carries: the queries that succeeded on the server. A failed one is asked again by the browser. */
export const drawnAnswers = (queryClient: QueryClient): DrawnAnswer[] =>
  queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'success')
    .map(({ queryKey, state }) => ({ queryKey, data: state.data, dataUpdatedAt: state.dataUpdatedAt }));

/**
 * Puts a drawn page's answers into the browser's query cache, as fresh as they were when drawn. TanStack Query's
 * `hydrate` does this for every state a query can be in, and its code put 1 KB more into every first load, which
 * took the product page over its 200 KB budget (`npm run bench bundle`).
 */
export function takeDrawnAnswers(queryClient: QueryClient, answers: DrawnAnswer[]): void {
  for (const { queryKey, data, dataUpdatedAt } of answers) queryClient.setQueryData(queryKey, data, { updatedAt: dataUpdatedAt });
}

/** The state a server-drawn page carries, or null for a page the browser draws. */
export function readServerDrawnState(): ServerDrawnState | null {
  const element = document.getElementById(SERVER_DRAWN_STATE_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as ServerDrawnState;
  } catch {
    return null;
  }
}
