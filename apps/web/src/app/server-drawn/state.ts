import { SERVER_DRAWN_STATE_ID } from '@threadway/contracts';
import type { DehydratedState } from '@tanstack/react-query';
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
  /** The answers the page was drawn from, as the browser's query cache takes them. */
  queries: DehydratedState;
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
