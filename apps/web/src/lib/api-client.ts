import { Headers as H, SUCCESS_CODE, languageIdOf, type Envelope } from '@threadway/contracts';
import { emitApiEvent } from './api-events';
import { inBrowser } from './in-browser';
import { preferencesStore } from './preferences';
import { sessionStore } from './session';

/** A call that did not succeed: the server's code and localized message, and the HTTP status. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly status: number,
    readonly data: unknown = null,
  ) {
    super(message);
  }
  /** The field a validation failure names, when it names one. */
  get field(): string | null {
    const data = this.data as { field?: unknown } | null;
    return typeof data?.field === 'string' ? data.field : null;
  }
}

type Query = Record<string, string | number | boolean | undefined | null>;
interface CallOptions {
  body?: unknown;
  query?: Query;
  /** Token to send instead of the seller's (the back office passes the operator's). */
  token?: string | null;
  /** Don't run the global 401 round trip (sign-in forms handle their own failures). */
  quiet401?: boolean;
  /** Extra headers of one call, e.g. Idempotency-Key on order creation. */
  headers?: Record<string, string>;
}

const TICKET_KEY = 'tw_ticket';
export const visitorTicket = () => (inBrowser ? localStorage.getItem(TICKET_KEY) : null);
export const saveVisitorTicket = (ticket: string) => localStorage.setItem(TICKET_KEY, ticket);

function url(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

/** The headers of spec 3: language, client version, the seller's token and the visitor ticket. */
function requestHeaders(options: CallOptions): Record<string, string> {
  const { locale } = preferencesStore.get();
  const token = options.token !== undefined ? options.token : sessionStore.get()?.token;
  const headers: Record<string, string> = {
    [H.languageId]: String(languageIdOf(locale)),
    [H.locale]: locale,
    [H.clientVersion]: __CLIENT_VERSION__,
  };
  if (token) headers[H.authorization] = `Bearer ${token}`;
  const ticket = visitorTicket();
  if (ticket) headers[H.ticket] = ticket;
  return { ...headers, ...options.headers };
}

/** How requests reach the API: the browser's fetch, or the server's own router while it draws a page (decision 0056). */
let transport: (target: string, init: RequestInit) => Promise<Response> = (target, init) => fetch(target, init);
export const setApiTransport = (next: typeof transport) => {
  transport = next;
};

/** Statuses the root shell already answers (sign-in round trip, update overlay, 'too frequent' toast): pages say nothing more. */
const HANDLED_BY_SHELL = new Set([401, 426, 429]);
export const isHandledByShell = (error: unknown): boolean => error instanceof ApiError && HANDLED_BY_SHELL.has(error.status);

/**
 * Sends a request and checks the envelope. 401 triggers the sign-in round trip, 426 the update
 * overlay and 429 the 'too frequent' toast, through api-events.
 */
async function send<T>(method: string, target: string, headers: Record<string, string>, body: BodyInit | undefined, options: CallOptions): Promise<Envelope<T>> {
  let response: Response;
  try {
    response = await transport(target, { method, headers, body });
  } catch {
    throw new ApiError(0, 'Network error', 0);
  }
  const envelope = (await response.json().catch(() => null)) as Envelope<T> | null;
  if (response.status === 426) emitApiEvent({ type: 'maintenance' });
  if (response.status === 401 && !options.quiet401) emitApiEvent({ type: 'unauthorized', token: headers[H.authorization]?.slice('Bearer '.length) });
  if (response.status === 429) emitApiEvent({ type: 'tooFrequent', message: envelope?.message ?? '' });
  if (!envelope || envelope.code !== SUCCESS_CODE) {
    throw new ApiError(envelope?.code ?? response.status, envelope?.message ?? response.statusText, response.status, envelope?.data ?? null);
  }
  return envelope;
}

/** Calls the API with a JSON body; resolves to the whole envelope, for calls whose success message is shown. */
export async function call<T>(method: string, path: string, options: CallOptions = {}): Promise<Envelope<T>> {
  const headers = requestHeaders(options);
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  return send<T>(method, url(path, options.query), headers, options.body === undefined ? undefined : JSON.stringify(options.body), options);
}

/** Posts a multipart form (file uploads); the browser sets the multipart content type and boundary. */
export const upload = async <T>(path: string, form: FormData, options: Omit<CallOptions, 'body'> = {}): Promise<T> =>
  (await send<T>('POST', url(path, options.query), requestHeaders(options), form, options)).data;

/** Calls the API and resolves to the envelope's data. */
export const api = async <T>(method: string, path: string, options: CallOptions = {}): Promise<T> => (await call<T>(method, path, options)).data;

/** Gets a guest a visitor ticket when there is none; calls open to sellers or visitors need one. */
export async function ensureVisitorTicket(): Promise<void> {
  if (sessionStore.get() || visitorTicket()) return;
  saveVisitorTicket((await api<{ ticket: string }>('GET', '/api/system/open/visitor')).ticket);
}
