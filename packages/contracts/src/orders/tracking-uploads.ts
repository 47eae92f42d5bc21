import { z } from 'zod';
import { kkOrderIdRule } from './schemas.ts';

/**
 * A tracking push to the seller's store (issue 17) as the order detail shows it: a parcel we shipped or the
 * seller's own Fulfill Order. status pending → uploaded ('Tracking uploaded to store'), or failed with the
 * store's words in `error` (or a `messages` key of ours) and Retry; cancelled after Cancel Fulfillment.
 * `retryable`: the failed upload, or the withdrawal of a cancelled fulfilment the store refused, can be retried.
 */
export const TRACKING_UPLOAD_STATUSES = ['pending', 'uploaded', 'failed', 'cancelled'] as const;

export const orderTrackingUpload = z.object({
  id: z.number().int(),
  parcelCode: z.string().nullable(),
  trackingNumber: z.string(),
  carrier: z.string(),
  trackingUrl: z.string().nullable(),
  status: z.enum(TRACKING_UPLOAD_STATUSES),
  error: z.string().nullable(),
  retryable: z.boolean(),
  updatedAt: z.string(),
});
export type OrderTrackingUpload = z.infer<typeof orderTrackingUpload>;

const invalid = 'validation.invalidValue';
/** POST /api/orders/{kkOrderId}/tracking-uploads/{uploadId}/retry. */
export const trackingUploadPath = z.object({ kkOrderId: kkOrderIdRule, uploadId: z.coerce.number({ error: invalid }).int(invalid).positive(invalid).max(Number.MAX_SAFE_INTEGER, invalid) });
