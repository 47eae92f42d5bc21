/**
 * Between the API server and the web app's server bundle (decision 0056): the request for a shopping page, and the
 * page the bundle drew for it.
 */
export interface PageRequest {
  /** Path and query. */
  url: string;
  /** Where the site is served (its links to itself are told by it). */
  origin: string;
  cookies: string;
  acceptLanguage: string | undefined;
  userAgent: string | undefined;
  /** Calls the API in process, as this visitor: the server's own router, no network. */
  callApi: (target: string, init: RequestInit) => Promise<Response>;
  /** Told what went wrong when the page is left to the browser. */
  onError: (error: unknown) => void;
}

/** The page drawn: the markup of #root, Ant Design's styles it used, and the state hydration starts from. */
export interface DrawnPage<State = unknown> {
  html: string;
  styles: string;
  state: State;
  locale: string;
  dir: 'ltr' | 'rtl';
}

/** The element of a drawn page that holds its state, as JSON. */
export const SERVER_DRAWN_STATE_ID = 'tw-server-drawn';
