import type { FastifyInstance } from 'fastify';
import { rawJsonOf } from './raw-json.ts';

/**
 * Switches tests and the bench turn on in the store simulators (not part of any platform), per shop:
 * - too many requests: the next N API calls are refused the way the platform refuses an over-limit call;
 * - reject: a product whose title contains a marker, or the next N product writes, fail the platform's
 *   product validation with a message the test chooses;
 * - latency: every API call waits this long first (the platform's own time, for the bench).
 * Routes, under the simulator's shop prefix: POST {prefix}/too-many {calls}, POST {prefix}/reject
 * {titleContains?, next?, message?}, DELETE {prefix}/reject, POST /simulator/latency {ms} (or ?ms=).
 */
interface ShopSwitches {
  tooMany: number;
  rejectNext: number;
  rejectMarker?: string;
  rejectMessage?: string;
}

export const DEFAULT_REJECTION = 'The product was rejected by the store: its title contains a prohibited word.';

export function testSwitches() {
  const shops = new Map<string, ShopSwitches>();
  let latencyMs = 0;
  const of = (key: string) => {
    let found = shops.get(key);
    if (!found) {
      found = { tooMany: 0, rejectNext: 0 };
      shops.set(key, found);
    }
    return found;
  };

  return {
    /** True (and counts one down) when this call is to be refused as over the limit. */
    takeTooMany(key: string): boolean {
      const shop = of(key);
      if (shop.tooMany <= 0) return false;
      shop.tooMany -= 1;
      return true;
    },
    /** The validation message a product write of this title is to fail with, or null. */
    rejection(key: string, title: string): string | null {
      const shop = of(key);
      if (shop.rejectNext > 0) {
        shop.rejectNext -= 1;
        return shop.rejectMessage ?? DEFAULT_REJECTION;
      }
      if (shop.rejectMarker && title.includes(shop.rejectMarker)) return shop.rejectMessage ?? DEFAULT_REJECTION;
      return null;
    },
    async delay(): Promise<void> {
      if (latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, latencyMs));
    },
    setTooMany: (key: string, calls: number) => void (of(key).tooMany = calls),
    setReject(key: string, rule: { titleContains?: string; next?: number; message?: string }) {
      Object.assign(of(key), { rejectMarker: rule.titleContains, rejectNext: rule.next ?? 0, rejectMessage: rule.message });
    },
    setLatency: (ms: number) => void (latencyMs = Math.max(0, ms)),

    /** The control routes; `keyOf` names the shop from the route's params. */
    routes(app: FastifyInstance, prefix: string, keyOf: (params: Record<string, string>) => string) {
      // Simulators that keep the raw JSON text (TikTok Shop) hand bodies over as {raw, json}.
      const body = (request: { body: unknown }): Record<string, unknown> => {
        const given = request.body && typeof request.body === 'object' && 'raw' in request.body ? rawJsonOf(request.body).json : request.body;
        return given && typeof given === 'object' ? (given as Record<string, unknown>) : {};
      };
      app.post(`${prefix}/too-many`, async (request) => {
        this.setTooMany(keyOf(request.params as Record<string, string>), Number(body(request).calls ?? 1));
        return { ok: true };
      });
      app.post(`${prefix}/reject`, async (request) => {
        const rule = body(request);
        this.setReject(keyOf(request.params as Record<string, string>), {
          titleContains: typeof rule.titleContains === 'string' ? rule.titleContains : undefined,
          next: Number(rule.next ?? 0),
          message: typeof rule.message === 'string' ? rule.message : undefined,
        });
        return { ok: true };
      });
      app.delete(`${prefix}/reject`, async (request) => {
        this.setReject(keyOf(request.params as Record<string, string>), {});
        return { ok: true };
      });
      if (!app.hasRoute({ method: 'POST', url: '/simulator/latency' })) {
        app.post<{ Querystring: { ms?: string } }>('/simulator/latency', async (request) => {
          this.setLatency(Number(request.query.ms ?? body(request).ms ?? 0));
          return { ok: true, ms: latencyMs };
        });
      }
    },
  };
}
export type TestSwitches = ReturnType<typeof testSwitches>;
