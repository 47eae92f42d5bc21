import type { HttpFetch } from '../../../../platform/outbound-http.ts';
import { call, jsonOf, retryAfterMs } from '../extras.ts';
import { PlatformError, type StoreConnection } from '../platform.ts';

/**
 * The WooCommerce REST v3 call every adapter operation goes through: HTTP Basic consumer key and secret,
 * WooCommerce's answers mapped to PlatformError kinds (429 with Retry-After → rate_limited; 5xx → unavailable;
 * 401/403 → unauthorized; other 4xx → rejected with WooCommerce's message). WooCommerce publishes no rate
 * limit of its own (hosts and security plugins add theirs), so there is no pacing: their 429s are retried.
 */

interface WooError {
  code?: string;
  message?: string;
}
export interface WooRequest {
  method?: string;
  body?: object;
  /** Another REST namespace of the site (a plugin's, e.g. 'wc-shipment-tracking/v3'; '' for the /wp-json index); wc/v3 by default. */
  namespace?: string;
}
export type WooKeys = readonly [storeUrl: string, consumerKey: string, consumerSecret: string];

export const keysOf = (connection: StoreConnection): WooKeys => [connection.storeUrl, connection.credentials.extra.consumerKey ?? '', connection.credentials.extra.consumerSecret ?? ''];

export function wooRest(http: HttpFetch) {
  const authOf = (key: string, secret: string) => `Basic ${Buffer.from(`${key}:${secret}`).toString('base64')}`;

  async function rest<T>([storeUrl, key, secret]: WooKeys, path: string, init: WooRequest = {}): Promise<{ data: T; headers: Headers; status: number; code?: string }> {
    const namespace = init.namespace ?? 'wc/v3';
    const response = await call(http, `${storeUrl}/wp-json${namespace ? `/${namespace}` : ''}${path}`, {
      method: init.method ?? 'GET',
      headers: { authorization: authOf(key, secret), accept: 'application/json', ...(init.body ? { 'content-type': 'application/json' } : {}) },
      body: init.body ? JSON.stringify(init.body) : undefined,
    });
    if (response.status === 429) throw new PlatformError('rate_limited', 'the store throttled the call', retryAfterMs(response));
    if (response.status >= 500) throw new PlatformError('unavailable', `the store answered ${response.status}`);
    const data = await jsonOf<T & WooError>(response);
    // woocommerce_rest_cannot_view, woocommerce_rest_authentication_error (wrong key or secret), ..._cannot_create (read-only key).
    if (response.status === 401 || response.status === 403) throw new PlatformError('unauthorized', `${data.code ?? response.status}: ${data.message ?? ''}`);
    if (response.status === 404 && data.code === 'rest_no_route') throw new WooRejected(404, 'rest_no_route', namespace === 'wc/v3' ? 'no WooCommerce REST API at this address' : `no ${namespace} REST API at this address`);
    if (!response.ok) throw new WooRejected(response.status, data.code ?? String(response.status), data.message ?? '');
    return { data, headers: response.headers, status: response.status };
  }

  /** Every page of a list (100 a page, at most 20 pages). */
  async function all<T>(keys: WooKeys, path: string): Promise<T[]> {
    const found: T[] = [];
    for (let page = 1; page <= 20; page++) {
      const { data, headers } = await rest<T[]>(keys, `${path}${path.includes('?') ? '&' : '?'}per_page=100&page=${page}`);
      found.push(...data);
      if (page >= Number(headers.get('x-wp-totalpages') ?? 1)) break;
    }
    return found;
  }

  return { rest, all };
}

/** A 4xx answer: the request's own fault, in WooCommerce's words; `code` says which (e.g. product_invalid_sku). */
export class WooRejected extends PlatformError {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super('rejected', message || code);
  }
}
