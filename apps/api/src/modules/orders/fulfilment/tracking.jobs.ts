import type { FastifyBaseLogger } from 'fastify';
import type { Db, Executor } from '../../../platform/database.ts';
import type { JobHandler, JobQueue } from '../../../platform/jobs.ts';
import type { TrackingService } from './carrier/tracking-service.ts';
import { parcelsRepository } from './parcels.repository.ts';
import { applyTrackReport } from './tracking-sync.ts';

/**
 * Tracking of shipped parcels through the durable job queue (decision 0009):
 * - fulfilment.register-tracking: registers a parcel's number with the tracking service. It is
 *   queued with the shipment (same transaction) a minute ahead, and the shipment also tries at
 *   once after committing; whichever comes second finds the parcel registered.
 * - fulfilment.track-parcel: fetches a registered parcel's track, stores new events, and queues
 *   its next round until the parcel is delivered (or MAX_ROUNDS). Webhooks usually bring events
 *   sooner; both paths store each event once.
 */
export const REGISTER_TRACKING_JOB = 'fulfilment.register-tracking';
export const TRACK_PARCEL_JOB = 'fulfilment.track-parcel';
/** Polling stops after this many rounds (60 days at the default hourly interval). */
const MAX_ROUNDS = 1440;
const REGISTER_FALLBACK_MS = 60_000;

export function parcelTracking(jobs: JobQueue, tracking: TrackingService, pollSeconds: number, log: FastifyBaseLogger) {
  const nextRound = (executor: Executor, parcelId: number, round: number) =>
    jobs.enqueue(executor, TRACK_PARCEL_JOB, { parcelId, round }, { runAt: new Date(Date.now() + pollSeconds * 1000), singletonKey: `${parcelId}:${round}` });

  async function register(db: Db, parcelId: number): Promise<void> {
    const repo = parcelsRepository(db);
    const parcel = await repo.byId(parcelId);
    if (!parcel || parcel.trackingRegisteredAt || parcel.status !== 'shipped' || !parcel.trackingNumber || !parcel.firstCarrier) return;
    await tracking.register([{ number: parcel.trackingNumber, carrier: parcel.firstCarrier, finalCarrier: parcel.lastCarrier, tag: parcel.parcelCode }]);
    await db.transaction(async (tx) => {
      await parcelsRepository(tx).markRegistered(parcelId);
      await nextRound(tx, parcelId, 1);
    });
  }

  const registerHandler: JobHandler = async (payload, { db }) => register(db, Number(payload.parcelId));

  const pollHandler: JobHandler = async (payload, { db }) => {
    const parcelId = Number(payload.parcelId);
    const round = Number(payload.round) || 1;
    const parcel = await parcelsRepository(db).byId(parcelId);
    if (!parcel || parcel.status !== 'shipped' || !parcel.trackingNumber || !parcel.firstCarrier) return;
    const [report] = await tracking.trackInfo([{ number: parcel.trackingNumber, carrier: parcel.firstCarrier }]);
    if (report) await applyTrackReport(db, parcel, report);
    if (!report?.delivered && round < MAX_ROUNDS) await nextRound(db, parcelId, round + 1);
  };

  return {
    register() {
      jobs.register(REGISTER_TRACKING_JOB, registerHandler);
      jobs.register(TRACK_PARCEL_JOB, pollHandler);
    },
    /** Queued in the shipment's transaction, so a shipped parcel is always registered eventually. */
    queueRegistration: (executor: Executor, parcelId: number) =>
      jobs.enqueue(executor, REGISTER_TRACKING_JOB, { parcelId }, { runAt: new Date(Date.now() + REGISTER_FALLBACK_MS), singletonKey: String(parcelId), maxAttempts: 10 }),
    /** The prompt attempt after the shipment committed; a failure is left to the queued job. */
    async registerNow(db: Db, parcelId: number): Promise<void> {
      try {
        await register(db, parcelId);
      } catch (error) {
        log.warn({ err: error, parcelId }, 'tracking registration failed; the queued job retries');
      }
    },
  };
}
export type ParcelTracking = ReturnType<typeof parcelTracking>;
