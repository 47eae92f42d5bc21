import type { Db } from '../../../platform/database.ts';
import { badRequest } from '../../../platform/errors.ts';
import { InvalidTrackingSignature, type TrackingService } from './carrier/tracking-service.ts';
import { parcelsRepository } from './parcels.repository.ts';
import { applyTrackReport } from './tracking-sync.ts';

/**
 * Pushes from the tracking service (POST /api/orders/open/tracking/webhook). The parcel is the
 * one named by the tag we registered (its parcel code) when that parcel carries the number,
 * else the newest parcel with the number. Unknown numbers are acknowledged and ignored, so the
 * service does not retry them; a body that is not JSON, or a bad signature, is 400.
 */
export function trackingWebhook(db: Db, tracking: TrackingService) {
  return async (rawBody: string, headers: Record<string, string | string[] | undefined>): Promise<{ received: boolean }> => {
    // Like the payment webhooks (applyWebhookOnce): a body that is not JSON is a bad request, before the signature.
    try {
      JSON.parse(rawBody);
    } catch {
      throw badRequest();
    }
    let report;
    try {
      report = tracking.readWebhook(rawBody, headers);
    } catch (error) {
      if (error instanceof InvalidTrackingSignature) throw badRequest('payments.invalidSignature');
      throw error;
    }
    if (!report) return { received: false };
    const repo = parcelsRepository(db);
    const tagged = report.tag ? await repo.byCode(report.tag) : undefined;
    const parcel = tagged?.trackingNumber === report.number ? tagged : await repo.byTrackingNumber(report.number);
    if (!parcel || parcel.status === 'cancelled') return { received: false };
    await applyTrackReport(db, parcel, report);
    return { received: true };
  };
}
