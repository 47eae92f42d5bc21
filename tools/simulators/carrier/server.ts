import { createHash } from 'node:crypto';
import { listen, simulatorApp } from '../shared/server.ts';
import { webhookSender } from '../shared/webhooks.ts';
import { JOURNEY } from './journey.ts';

/**
 * A local stand-in for a parcel-tracking service speaking 17TRACK's Tracking API v2.2:
 * POST /track/v2.2/register and /track/v2.2/gettrackinfo (JSON arrays of {number, carrier,
 * final_carrier, tag}, header `17token`), and TRACKING_UPDATED pushes signed
 * `sign: hex SHA-256(body + '/' + webhook secret)`. Every registered number moves one step of
 * JOURNEY forward each `stepSeconds`; POST /simulator/advance moves parcels on at once (tests,
 * demos). Rules: ../README.md.
 */

export interface CarrierOptions {
  /** 0 picks a free port. */
  port: number;
  /** The API key expected in `17token`; without one any `track_test_...` key is taken. */
  apiKey?: string;
  webhookUrl?: string;
  webhookSecret: string;
  /** Seconds between two steps of a parcel; default 60. */
  stepSeconds?: number;
  host?: string;
}

export interface CarrierSimulator {
  url: string;
  setWebhookUrl(url: string): void;
  /** Moves one parcel (or every parcel) `steps` steps on and pushes what changed. */
  advance(number?: string, steps?: number): Promise<void>;
  close(): Promise<void>;
}

interface Parcel {
  number: string;
  carrier: number;
  finalCarrier: number | null;
  tag: string | null;
  registeredAt: number;
  /** Steps given by advance() on top of those time brought. */
  extraSteps: number;
  /** Steps reached so far with their times (kept, so an event never changes once reported). */
  times: number[];
  pushed: number;
}

const NOT_REGISTERED = -18019902;
const ALREADY_REGISTERED = -18019901;
/** 17TRACK's code of China Post, taken when a number is registered with auto-detection. */
const DETECTED_CARRIER = 3011;
const isoSeconds = (ms: number) => new Date(Math.floor(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z');

export async function startCarrierSimulator(options: CarrierOptions): Promise<CarrierSimulator> {
  const app = simulatorApp();
  const parcels = new Map<string, Parcel>();
  const webhook = webhookSender(options.webhookUrl);
  const stepMs = (options.stepSeconds ?? 60) * 1000;
  const keyAccepted = (key: unknown) => typeof key === 'string' && (options.apiKey ? key === options.apiKey : key.startsWith('track_test_'));

  /** Brings a parcel's steps up to what time and advance() allow; times only ever grow. */
  function catchUp(parcel: Parcel, now = Date.now()) {
    const byTime = 1 + Math.floor((now - parcel.registeredAt) / stepMs);
    const target = Math.min(JOURNEY.length, byTime + parcel.extraSteps);
    while (parcel.times.length < target) {
      const i = parcel.times.length;
      const due = parcel.registeredAt + i * stepMs;
      const previous = parcel.times[i - 1] ?? 0;
      parcel.times.push(Math.max(Math.min(due, now), previous + 1000));
    }
  }

  function trackInfo(parcel: Parcel) {
    catchUp(parcel);
    const reached = parcel.times.map((time, i) => ({ step: JOURNEY[i]!, time }));
    const events = (lastMile: boolean) =>
      reached
        .filter(({ step }) => (parcel.finalCarrier ? step.lastMile === lastMile : !lastMile))
        .reverse()
        .map(({ step, time }) => ({ time_iso: isoSeconds(time), time_utc: isoSeconds(time), description: step.description, location: step.location, stage: step.stage, sub_status: step.subStatus }));
    const providers = [{ provider: { key: parcel.carrier, name: null }, events: events(false) }];
    if (parcel.finalCarrier) providers.unshift({ provider: { key: parcel.finalCarrier, name: null }, events: events(true) });
    const latest = reached.at(-1)!;
    return {
      latest_status: { status: latest.step.status, sub_status: latest.step.subStatus },
      latest_event: { time_utc: isoSeconds(latest.time), description: latest.step.description, location: latest.step.location },
      tracking: { providers: providers.filter((p) => p.events.length > 0) },
    };
  }

  async function push(parcel: Parcel) {
    catchUp(parcel);
    if (parcel.times.length === parcel.pushed) return;
    parcel.pushed = parcel.times.length;
    const body = JSON.stringify({ event: 'TRACKING_UPDATED', data: { number: parcel.number, carrier: parcel.carrier, tag: parcel.tag, track_info: trackInfo(parcel) } });
    await webhook.post(body, { sign: createHash('sha256').update(`${body}/${options.webhookSecret}`, 'utf8').digest('hex') });
  }

  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith('/track/') && !keyAccepted(request.headers['17token'])) return reply.status(401).send({ code: -18010002, data: { errors: [{ code: -18010002, message: 'The access token is invalid.' }] } });
  });

  app.post('/track/v2.2/register', async (request, reply) => {
    const items = Array.isArray(request.body) ? (request.body as Record<string, unknown>[]) : null;
    if (!items || items.length === 0 || items.length > 40) return reply.status(400).send({ code: -18010012, data: { errors: [{ code: -18010012, message: 'The data format is invalid.' }] } });
    const accepted: object[] = [];
    const rejected: object[] = [];
    const fresh: Parcel[] = [];
    for (const item of items) {
      const number = typeof item.number === 'string' ? item.number.trim() : '';
      if (!/^[A-Za-z0-9-]{5,50}$/.test(number)) {
        rejected.push({ number, error: { code: -18010013, message: 'The tracking number is invalid.' } });
        continue;
      }
      if (parcels.has(number)) {
        rejected.push({ number, error: { code: ALREADY_REGISTERED, message: 'The tracking number has been registered, do not repeat registration.' } });
        continue;
      }
      const parcel: Parcel = {
        number,
        carrier: Number(item.carrier) || DETECTED_CARRIER,
        finalCarrier: Number(item.final_carrier) || null,
        tag: typeof item.tag === 'string' ? item.tag : null,
        registeredAt: Date.now(),
        extraSteps: 0,
        times: [],
        pushed: 0,
      };
      parcels.set(number, parcel);
      fresh.push(parcel);
      accepted.push({ origin: 1, number, carrier: parcel.carrier, tag: parcel.tag });
    }
    // The service answers first and pushes the first scan shortly after.
    setImmediate(() => void Promise.all(fresh.map(push)));
    return { code: 0, data: { accepted, rejected } };
  });

  app.post('/track/v2.2/gettrackinfo', async (request, reply) => {
    const items = Array.isArray(request.body) ? (request.body as Record<string, unknown>[]) : null;
    if (!items || items.length === 0 || items.length > 40) return reply.status(400).send({ code: -18010012, data: { errors: [{ code: -18010012, message: 'The data format is invalid.' }] } });
    const accepted: object[] = [];
    const rejected: object[] = [];
    for (const item of items) {
      const parcel = parcels.get(String(item.number ?? ''));
      if (!parcel) rejected.push({ number: item.number, error: { code: NOT_REGISTERED, message: 'The tracking number is not registered, please register first.' } });
      else accepted.push({ number: parcel.number, carrier: parcel.carrier, tag: parcel.tag, track_info: trackInfo(parcel) });
    }
    return { code: 0, data: { accepted, rejected } };
  });

  async function advance(number?: string, steps = 1) {
    const chosen = number ? [parcels.get(number)].filter((p): p is Parcel => p !== undefined) : [...parcels.values()];
    for (const parcel of chosen) parcel.extraSteps += steps;
    await Promise.all(chosen.map(push));
  }

  app.post('/simulator/advance', async (request, reply) => {
    const body = (request.body ?? {}) as { number?: unknown; steps?: unknown };
    const number = typeof body.number === 'string' ? body.number : undefined;
    if (number && !parcels.has(number)) return reply.status(404).send({ error: 'not registered' });
    await advance(number, Math.max(1, Math.min(JOURNEY.length, Number(body.steps) || 1)));
    return { advanced: number ?? 'all' };
  });

  // Time moves parcels on by itself; the pushes follow it.
  const ticker = setInterval(() => void Promise.all([...parcels.values()].map(push)), Math.min(stepMs, 5000));
  ticker.unref();

  const url = await listen(app, options);
  return {
    url,
    setWebhookUrl: (target) => webhook.setUrl(target),
    advance,
    close: async () => {
      clearInterval(ticker);
      await app.close();
    },
  };
}
