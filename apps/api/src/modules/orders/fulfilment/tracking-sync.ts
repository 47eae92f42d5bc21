import type { Db } from '../../../platform/database.ts';
import { legOf } from './carrier/carrier-codes.ts';
import type { TrackReport } from './carrier/tracking-service.ts';
import { markParcelDelivered } from './delivery.ts';
import { parcelsRepository, type ParcelRow } from './parcels.repository.ts';

/**
 * Applies what the tracking service reported for a parcel, whether fetched or pushed: new
 * events are stored once each, and a delivered report marks the parcel delivered at the time
 * of the carrier's delivery scan. Answers how many events were new.
 */
export async function applyTrackReport(db: Db, parcel: ParcelRow, report: TrackReport): Promise<number> {
  return db.transaction(async (tx) => {
    const repo = parcelsRepository(tx);
    const added = await repo.addEvents(
      parcel.id,
      report.events.map((event) => ({ leg: legOf(event, parcel), occurredAt: event.occurredAt, location: event.location, description: event.description.slice(0, 500), stage: event.stage })),
    );
    if (report.delivered) {
      const scan = report.events.filter((event) => event.stage === 'Delivered').sort((a, b) => b.occurredAt.getTime() - a.occurredAt.getTime())[0];
      await markParcelDelivered(tx, parcel.id, scan?.occurredAt ?? new Date(), 'system');
    }
    return added;
  });
}
