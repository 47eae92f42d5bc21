import type { z } from 'zod';
import type { OutboundInit } from '../../../../platform/outbound-http.ts';
import { PlatformError } from '../platform.ts';
import { SUCCESS, temuError } from './errors.ts';
import { envelopeSchema } from './schemas.ts';
import { temuSignature } from './signing.ts';

/**
 * The Temu HTTP client: every call is a JSON POST to the router of the shop's region, carrying
 * `type` (the API name), `app_key`, `access_token`, `timestamp` (Unix seconds), `data_type: 'JSON'`,
 * the API's own parameters and `sign` (signing.ts). `success: false` becomes a PlatformError.
 */

/** The stores module's fetch (timeouts, size limits, outbound-URL guard): HttpFetch with its init always given. */
export type Http = (url: string, init: OutboundInit) => Promise<Response>;

export const TEMU_REGIONS = ['us', 'eu', 'global'] as const;
export type TemuRegion = (typeof TEMU_REGIONS)[number];
export const isTemuRegion = (value: string | undefined): value is TemuRegion => TEMU_REGIONS.includes(value as TemuRegion);

/** One router per region: US; EU (Germany, France, Italy, Spain, United Kingdom, …); global (Mexico, Japan, …). */
export const TEMU_ROUTERS: Record<TemuRegion, string> = {
  us: 'https://openapi-b-us.temu.com',
  eu: 'https://openapi-b-eu.temu.com',
  global: 'https://openapi-b-global.temu.com',
};
export const ROUTER_PATH = '/openapi/router';

export interface TemuClientOptions {
  appKey: string;
  appSecret: string;
  /** Unset: the region's real router. Set (the local simulator): one router for every region. */
  apiUrl?: string;
  now?: () => number;
}

export interface TemuCall {
  type: string;
  region: TemuRegion;
  accessToken: string;
  params?: Record<string, unknown>;
}

export function temuClient(options: TemuClientOptions, http: Http) {
  const now = options.now ?? Date.now;
  const routerOf = (region: TemuRegion) => `${(options.apiUrl ?? TEMU_ROUTERS[region]).replace(/\/+$/, '')}${ROUTER_PATH}`;

  async function post(url: string, body: string): Promise<unknown> {
    let response: Response;
    try {
      response = await http(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    } catch (error) {
      throw new PlatformError('unavailable', `Temu unreachable: ${(error as Error).message}`);
    }
    let json: unknown;
    try {
      json = JSON.parse(await response.text());
    } catch {
      json = undefined;
    }
    const envelope = envelopeSchema.safeParse(json);
    if (!envelope.success) throw temuError(response.status, undefined, `unexpected answer (HTTP ${response.status})`);
    const { success, errorCode, errorMsg, result } = envelope.data;
    if (!success || (errorCode !== undefined && errorCode !== SUCCESS)) throw temuError(response.status, errorCode, errorMsg ?? '');
    return result;
  }

  return {
    async call<T>(schema: z.ZodType<T>, request: TemuCall): Promise<T> {
      const params = {
        ...request.params,
        type: request.type,
        app_key: options.appKey,
        access_token: request.accessToken,
        timestamp: Math.floor(now() / 1000),
        data_type: 'JSON',
      };
      // Serialized once: JSON.stringify writes each nested value exactly as signedValue did.
      const body = JSON.stringify({ ...params, sign: temuSignature(options.appSecret, params) });
      const parsed = schema.safeParse(await post(routerOf(request.region), body));
      if (!parsed.success) throw new PlatformError('rejected', `Temu ${request.type}: unexpected payload`);
      return parsed.data;
    },
  };
}
export type TemuClient = ReturnType<typeof temuClient>;
