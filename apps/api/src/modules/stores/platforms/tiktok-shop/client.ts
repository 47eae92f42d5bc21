import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type { OutboundInit } from '../../../../platform/outbound-http.ts';
import { PlatformError } from '../platform.ts';
import { tiktokError } from './errors.ts';
import { envelopeSchema, tokenSchema, type TikTokToken } from './schemas.ts';
import { requestSignature } from './signing.ts';

/**
 * The TikTok Shop HTTP client: token calls on the auth host (app key and secret in the query,
 * not signed), and signed calls on the API host (`app_key`, `timestamp`, `sign` in the query, the
 * token in `x-tts-access-token`). Every non-zero `code` becomes a PlatformError (errors.ts).
 */

/** The stores module's fetch (timeouts, size limits, outbound-URL guard): HttpFetch with its init always given. */
export type Http = (url: string, init: OutboundInit) => Promise<Response>;

export interface TikTokClientOptions {
  appKey: string;
  appSecret: string;
  apiUrl: string;
  tokenUrl: string;
  /** Milliseconds since the epoch; tests may pin it. */
  now?: () => number;
}

export interface SignedCall {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  accessToken: string;
  query?: Record<string, string>;
  body?: unknown;
}

const join = (base: string, path: string) => `${base.replace(/\/+$/, '')}${path}`;

export function tiktokClient(options: TikTokClientOptions, http: Http) {
  const now = options.now ?? Date.now;

  async function send(url: string, init: Parameters<Http>[1]): Promise<unknown> {
    let response: Response;
    try {
      response = await http(url, init);
    } catch (error) {
      throw new PlatformError('unavailable', `TikTok Shop unreachable: ${(error as Error).message}`);
    }
    const text = await response.text().catch(() => '');
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    const envelope = envelopeSchema.safeParse(json);
    const retryAfter = response.headers.get('retry-after');
    if (!envelope.success) throw tiktokError(response.status, undefined, `unexpected answer (HTTP ${response.status})`, retryAfter);
    if (envelope.data.code !== 0) throw tiktokError(response.status, envelope.data.code, envelope.data.message, retryAfter);
    return envelope.data.data;
  }

  function read<T>(schema: z.ZodType<T>, data: unknown, what: string): T {
    const parsed = schema.safeParse(data);
    if (!parsed.success) throw new PlatformError('rejected', `TikTok Shop ${what}: unexpected payload`);
    return parsed.data;
  }

  return {
    /** Exchanges an authorization code, or refreshes: GET /api/v2/token/get | /api/v2/token/refresh. */
    async token(grant: { authCode: string } | { refreshToken: string }): Promise<TikTokToken> {
      const byCode = 'authCode' in grant;
      const url = new URL(join(options.tokenUrl, byCode ? '/api/v2/token/get' : '/api/v2/token/refresh'));
      url.searchParams.set('app_key', options.appKey);
      url.searchParams.set('app_secret', options.appSecret);
      if (byCode) url.searchParams.set('auth_code', grant.authCode);
      else url.searchParams.set('refresh_token', grant.refreshToken);
      url.searchParams.set('grant_type', byCode ? 'authorized_code' : 'refresh_token');
      return read(tokenSchema, await send(url.toString(), { method: 'GET' }), 'token');
    },

    /** A signed API call; `body` is serialized once and that exact text is signed and sent. */
    async call<T>(schema: z.ZodType<T>, request: SignedCall): Promise<T> {
      const query = { ...request.query, app_key: options.appKey, timestamp: String(Math.floor(now() / 1000)) };
      const body = request.body === undefined ? '' : JSON.stringify(request.body);
      const url = new URL(join(options.apiUrl, request.path));
      for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
      url.searchParams.set('sign', requestSignature(options.appSecret, request.path, query, body));
      const headers = { 'content-type': 'application/json', 'x-tts-access-token': request.accessToken };
      return read(schema, await send(url.toString(), { method: request.method, headers, body: body || undefined }), request.path);
    },

    /**
     * A signed multipart upload (POST /product/202309/images/upload): the body is not part of the sign
     * (TikTok's rule for multipart/form-data); `file` goes in the form field `data`.
     */
    async upload<T>(schema: z.ZodType<T>, request: Omit<SignedCall, 'method' | 'body'> & { fields: Record<string, string>; file: { name: string; contentType: string; bytes: Uint8Array } }): Promise<T> {
      const query = { ...request.query, app_key: options.appKey, timestamp: String(Math.floor(now() / 1000)) };
      const url = new URL(join(options.apiUrl, request.path));
      for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
      url.searchParams.set('sign', requestSignature(options.appSecret, request.path, query));
      const boundary = `----threadway${randomBytes(12).toString('hex')}`;
      const body = multipart(boundary, request.fields, request.file);
      const headers = { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-tts-access-token': request.accessToken };
      return read(schema, await send(url.toString(), { method: 'POST', headers, body }), request.path);
    },
  };
}

/** A multipart/form-data body: text fields, then the file in the field `data`. */
function multipart(boundary: string, fields: Record<string, string>, file: { name: string; contentType: string; bytes: Uint8Array }): Uint8Array<ArrayBuffer> {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  const filename = file.name.replace(/["\r\n]/g, '');
  parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="data"; filename="${filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`), Buffer.from(file.bytes), Buffer.from(`\r\n--${boundary}--\r\n`));
  return new Uint8Array(Buffer.concat(parts));
}

export type TikTokClient = ReturnType<typeof tiktokClient>;
