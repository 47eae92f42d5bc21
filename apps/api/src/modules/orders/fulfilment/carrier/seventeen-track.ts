import { createHash, timingSafeEqual } from 'node:crypto';
import { carrierCodeOf } from './carrier-codes.ts';
import { InvalidTrackingSignature, TrackingUnavailable, type TrackedEvent, type TrackingRegistration, type TrackingService, type TrackReport } from './tracking-service.ts';

/**
 * Adapter for 17TRACK's Tracking API v2.2: JSON arrays of numbers POSTed to
 * /track/v2.2/register and /track/v2.2/gettrackinfo with the `17token` header, answered as
 * {code: 0, data: {accepted, rejected}}; pushes arrive as {event: 'TRACKING_UPDATED', data:
 * {number, carrier, tag, track_info}} signed `sign: hex SHA-256(body + '/' + secret)`.
 */

export interface SeventeenTrackOptions {
  /** Unset: no service is configured and calls answer 'unavailable'. */
  baseUrl: string | undefined;
  apiKey: string;
  webhookSecret: string;
}

const API = '/track/v2.2';
/** 17TRACK takes at most 40 numbers per call. */
const BATCH = 40;
/** Rejection code of a number registered already: for us, a success. */
export const ALREADY_REGISTERED = -18019901;

interface RawEvent {
  time_iso?: string | null;
  time_utc?: string | null;
  description?: string | null;
  location?: string | null;
  stage?: string | null;
  sub_status?: string | null;
}
interface RawTrackInfo {
  latest_status?: { status?: string | null } | null;
  tracking?: { providers?: { provider?: { key?: number | null } | null; events?: RawEvent[] | null }[] | null } | null;
}
interface RawAccepted {
  number?: string;
  tag?: string | null;
  track_info?: RawTrackInfo | null;
}
interface RawAnswer {
  code?: number;
  data?: { accepted?: RawAccepted[]; rejected?: { number?: string; error?: { code?: number; message?: string } }[] };
}

/** The signature 17TRACK puts in the `sign` header of its pushes. */
export const signatureOf = (rawBody: string, secret: string) => createHash('sha256').update(`${rawBody}/${secret}`, 'utf8').digest('hex');

/** An event's stage: 17TRACK's own `stage`, else the main part of its sub-status (InTransit_PickedUp → InTransit). */
const stageOf = (event: RawEvent) => event.stage || event.sub_status?.split('_')[0] || 'InTransit';

/** Reads one accepted number's track; events without a time or a description are left out. */
export function readTrack(accepted: RawAccepted): TrackReport {
  const providers = accepted.track_info?.tracking?.providers ?? [];
  const events: TrackedEvent[] = providers.flatMap((provider) =>
    (provider.events ?? []).flatMap((event) => {
      const time = event.time_utc || event.time_iso;
      const occurredAt = time ? new Date(time) : null;
      const description = event.description?.trim();
      if (!occurredAt || Number.isNaN(occurredAt.getTime()) || !description) return [];
      return [{ occurredAt, description, location: event.location?.trim() || null, stage: stageOf(event), carrierCode: provider.provider?.key ?? null }];
    }),
  );
  const status = accepted.track_info?.latest_status?.status ?? 'NotFound';
  return { number: String(accepted.number ?? ''), tag: accepted.tag ?? null, status, delivered: status === 'Delivered' || events.some((e) => e.stage === 'Delivered'), events };
}

const header = (headers: Record<string, string | string[] | undefined>, name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

export function seventeenTrack(options: SeventeenTrackOptions): TrackingService {
  async function post(path: string, body: object[]): Promise<RawAnswer> {
    if (!options.baseUrl) throw new TrackingUnavailable('CARRIER_TRACKING_URL is not set');
    let response: Response;
    try {
      response = await fetch(new URL(`${API}${path}`, options.baseUrl), {
        method: 'POST',
        headers: { '17token': options.apiKey, 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(10_000),
      });
    } catch (error) {
      throw new TrackingUnavailable(`tracking service unreachable: ${(error as Error).message}`);
    }
    const answer = (await response.json().catch(() => null)) as RawAnswer | null;
    if (!response.ok || !answer || answer.code !== 0) throw new TrackingUnavailable(`tracking service ${path} answered ${response.status} ${answer?.code ?? ''}`);
    return answer;
  }

  const batches = <T>(items: T[]) => Array.from({ length: Math.ceil(items.length / BATCH) }, (_, i) => items.slice(i * BATCH, (i + 1) * BATCH));

  return {
    async register(parcels) {
      for (const batch of batches(parcels)) {
        const answer = await post(
          '/register',
          batch.map((parcel: TrackingRegistration) => {
            const carrier = carrierCodeOf(parcel.carrier);
            const finalCarrier = carrierCodeOf(parcel.finalCarrier);
            return { number: parcel.number, ...(carrier ? { carrier } : { auto_detection: true }), ...(finalCarrier ? { final_carrier: finalCarrier } : {}), tag: parcel.tag };
          }),
        );
        const refused = (answer.data?.rejected ?? []).filter((r) => r.error?.code !== ALREADY_REGISTERED);
        if (refused.length > 0) throw new TrackingUnavailable(`tracking service refused ${refused.map((r) => `${r.number}: ${r.error?.message}`).join('; ')}`);
      }
    },

    async trackInfo(parcels) {
      const reports: TrackReport[] = [];
      for (const batch of batches(parcels)) {
        const answer = await post(
          '/gettrackinfo',
          batch.map((parcel) => {
            const carrier = carrierCodeOf(parcel.carrier);
            return { number: parcel.number, ...(carrier ? { carrier } : {}) };
          }),
        );
        reports.push(...(answer.data?.accepted ?? []).map(readTrack));
      }
      return reports;
    },

    readWebhook(rawBody, headers) {
      const sign = header(headers, 'sign') ?? '';
      const expected = signatureOf(rawBody, options.webhookSecret);
      if (sign.length !== expected.length || !timingSafeEqual(Buffer.from(sign.toLowerCase()), Buffer.from(expected))) throw new InvalidTrackingSignature();
      let push: { event?: string; data?: RawAccepted } | null;
      try {
        push = JSON.parse(rawBody) as { event?: string; data?: RawAccepted } | null;
      } catch {
        return null;
      }
      if (push?.event !== 'TRACKING_UPDATED' || !push.data?.number) return null;
      return readTrack(push.data);
    },
  };
}
