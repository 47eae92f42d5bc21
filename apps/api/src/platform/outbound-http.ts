import dns, { type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';

/**
 * Every call to a store platform or a seller-given store URL goes through here (docs/decisions/0019).
 * Store URLs are seller input that the server calls, so in production a target that resolves to a
 * private, loopback, link-local, unique-local or otherwise non-public address is refused: the check runs
 * inside the socket's DNS lookup, so the address checked is the address connected to (no second
 * resolution to rebind), on every redirect hop too. IP literals are checked before connecting. Every call
 * has an overall timeout and a response-size cap. Development and tests allow private targets (the
 * simulators listen on 127.0.0.1).
 */

export interface OutboundInit {
  method?: string;
  headers?: Record<string, string>;
  /** JSON text, or bytes (a multipart upload). */
  body?: string | Uint8Array<ArrayBuffer>;
}
/** The HTTP function adapters receive: fetch's shape, a standard Response back. */
export type HttpFetch = (url: string, init?: OutboundInit) => Promise<Response>;

export class OutboundRefused extends Error {
  constructor(
    readonly reason: 'scheme' | 'address' | 'tooLarge' | 'timeout' | 'redirects',
    message: string,
  ) {
    super(message);
  }
}

export interface OutboundOptions {
  allowPrivate: boolean;
  timeoutMs: number;
  maxBytes: number;
  maxRedirects?: number;
}

const V4_BLOCKED: [string, number][] = [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.0.2.0', 24], ['192.88.99.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15],
  ['198.51.100.0', 24], ['203.0.113.0', 24], ['224.0.0.0', 4], ['240.0.0.0', 4],
];
const v4Number = (ip: string) => ip.split('.').reduce((n, part) => n * 256 + Number(part), 0);
const inV4 = (ip: number, base: string, bits: number) => bits === 0 || Math.floor(ip / 2 ** (32 - bits)) === Math.floor(v4Number(base) / 2 ** (32 - bits));

function isPublicV4(ip: string): boolean {
  const n = v4Number(ip);
  return !V4_BLOCKED.some(([base, bits]) => inV4(n, base, bits));
}

/** The 8 groups of an IPv6 address (an embedded IPv4 tail becomes two groups). */
function v6Groups(ip: string): number[] {
  let text = ip.toLowerCase().split('%')[0]!;
  const v4Tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4Tail) {
    const n = v4Number(v4Tail[1]!);
    text = `${text.slice(0, -v4Tail[1]!.length)}${(n >>> 16).toString(16)}:${(n & 0xffff).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const parse = (part: string) => (part ? part.split(':').map((g) => parseInt(g, 16)) : []);
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

const v4Of = (high: number, low: number) => `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;

function isPublicV6(ip: string): boolean {
  const g = v6Groups(ip);
  const [a, b] = [g[0]!, g[1]!];
  // IPv4-mapped (::ffff:0:0/96), IPv4-compatible (::/96) and NAT64 (64:ff9b::/96) carry an IPv4 address: judge that one.
  if (g.slice(0, 5).every((x) => x === 0) && (g[5] === 0xffff || g[5] === 0)) return g[5] === 0 && g[6] === 0 ? false : isPublicV4(v4Of(g[6]!, g[7]!));
  if (a === 0x64 && b === 0xff9b && g.slice(2, 6).every((x) => x === 0)) return isPublicV4(v4Of(g[6]!, g[7]!));
  // 6to4 embeds the IPv4 address in the next 32 bits.
  if (a === 0x2002) return isPublicV4(v4Of(b, g[2]!));
  // Only global unicast (2000::/3) is public; within it Teredo (2001::/32), documentation (2001:db8::/32) and ORCHIDv2 are not.
  if ((a & 0xe000) !== 0x2000) return false;
  if (a === 0x2001 && (b === 0 || b === 0xdb8 || (b & 0xfff0) === 0x20)) return false;
  return true;
}

/** Whether an address is a public unicast one (the only targets production calls). */
export function isPublicAddress(ip: string): boolean {
  const family = net.isIP(ip);
  if (family === 4) return isPublicV4(ip);
  if (family === 6) return isPublicV6(ip);
  return false;
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** A socket lookup that refuses non-public answers; the connection uses exactly the addresses checked. */
function guardedLookup(hostname: string, options: dns.LookupOptions, callback: LookupCallback): void {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    const refused = addresses.find((entry) => !isPublicAddress(entry.address));
    if (refused || addresses.length === 0) return callback(new OutboundRefused('address', `${hostname} resolves to a non-public address`) as NodeJS.ErrnoException, []);
    if (options.all) return callback(null, addresses);
    callback(null, addresses[0]!.address, addresses[0]!.family);
  });
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const NULL_BODY = new Set([101, 204, 205, 304]);

export function outboundHttp(options: OutboundOptions): HttpFetch {
  const maxRedirects = options.maxRedirects ?? 5;

  function once(url: URL, init: OutboundInit, deadline: number): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return Promise.reject(new OutboundRefused('scheme', `${url.protocol} is not allowed`));
    const literal = url.hostname.replace(/^\[|\]$/g, '');
    if (!options.allowPrivate && net.isIP(literal) && !isPublicAddress(literal)) return Promise.reject(new OutboundRefused('address', `${literal} is not a public address`));
    return new Promise((resolve, reject) => {
      // Failing destroys the request without an error, so no socket emits an error nobody listens to.
      const fail = (error: Error) => {
        reject(error);
        request.destroy();
      };
      // Node sends a DELETE's body with neither a length nor chunking, so the server reads none: the length is always given.
      const headers = init.body === undefined ? init.headers : { ...init.headers, 'content-length': String(Buffer.byteLength(init.body)) };
      const request = (url.protocol === 'https:' ? https : http).request(
        url,
        { method: init.method ?? 'GET', headers, ...(options.allowPrivate ? {} : { lookup: guardedLookup as never }) },
        (response) => {
          const chunks: Buffer[] = [];
          let size = 0;
          response.on('data', (chunk: Buffer) => {
            size += chunk.length;
            if (size > options.maxBytes) fail(new OutboundRefused('tooLarge', `the answer is larger than ${options.maxBytes} bytes`));
            else chunks.push(chunk);
          });
          response.on('end', () => resolve({ status: response.statusCode ?? 502, headers: response.headers, body: Buffer.concat(chunks) }));
          response.on('error', fail);
        },
      );
      const timer = setTimeout(() => fail(new OutboundRefused('timeout', `no answer within ${options.timeoutMs} ms`)), Math.max(0, deadline - Date.now()));
      request.on('error', fail);
      request.on('close', () => clearTimeout(timer));
      request.end(init.body);
    });
  }

  return async (target, init = {}) => {
    const deadline = Date.now() + options.timeoutMs;
    let url = new URL(target);
    let current: OutboundInit = init;
    for (let hop = 0; ; hop++) {
      const answer = await once(url, current, deadline);
      const location = answer.headers.location;
      if (REDIRECTS.has(answer.status) && location) {
        if (hop >= maxRedirects) throw new OutboundRefused('redirects', `more than ${maxRedirects} redirects`);
        const next = new URL(location, url);
        const headers = { ...current.headers };
        // Credentials never follow a redirect to another origin.
        if (next.origin !== url.origin) for (const name of Object.keys(headers)) if (/^(authorization|x-shopify-access-token|x-tts-access-token)$/i.test(name)) delete headers[name];
        current = answer.status === 303 || ((answer.status === 301 || answer.status === 302) && current.method && current.method !== 'GET') ? { method: 'GET', headers } : { ...current, headers };
        url = next;
        continue;
      }
      const headers = new Headers();
      for (const [name, value] of Object.entries(answer.headers)) if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
      const status = answer.status < 200 || answer.status > 599 ? 502 : answer.status;
      return new Response(NULL_BODY.has(status) ? null : new Uint8Array(answer.body), { status, headers });
    }
  };
}
