import { CARRIERS, parcelSummary, picturedParcelItem, urlRule } from '@threadway/contracts';
import { invalid } from '@threadway/contracts/admin/fields';
import { z } from 'zod';

/**
 * Requests and answers of the seller's logistics calls (spec 7: logisticsTrackInfo,
 * fulfillment, cancelFulfillment) and of the tracking service's webhook. Spec 8 names the
 * messages of the three required fulfilment fields.
 */

const required = (message: 'fulfilment.kkOrderIdRequired' | 'fulfilment.trackingNumberRequired', max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, 'validation.tooLong');
const optionalText = (max: number) =>
  z
    .string({ error: invalid })
    .trim()
    .max(max, 'validation.tooLong')
    .nullish()
    .transform((value) => value || null);

export const kkOrderIdField = required('fulfilment.kkOrderIdRequired', 40);
export const trackingNumberField = z
  .string({ error: 'fulfilment.trackingNumberRequired' })
  .trim()
  .min(1, 'fulfilment.trackingNumberRequired')
  .max(50, 'validation.tooLong')
  .regex(/^[A-Za-z0-9-]+$/, invalid);
/** A carrier of CARRIERS; empty or missing is spec 8's "shipping carrier can't be empty". */
export const carrierField = z
  .string({ error: 'fulfilment.carrierRequired' })
  .trim()
  .min(1, 'fulfilment.carrierRequired')
  .refine((value) => (CARRIERS as readonly string[]).includes(value), invalid);
export const optionalCarrierField = z
  .string({ error: invalid })
  .trim()
  .nullish()
  .transform((value) => value || null)
  .refine((value) => value === null || (CARRIERS as readonly string[]).includes(value), invalid);
export const trackingUrlField = z
  .union([urlRule, z.literal('')])
  .nullish()
  .transform((value) => value || null);

export const logisticsTrackInfoRequest = z.object({ kkOrderId: kkOrderIdField, parcelCode: optionalText(60) });

export const fulfillmentRequest = z.object({
  kkOrderId: kkOrderIdField,
  store: optionalText(100),
  storeOrderId: optionalText(100),
  trackingNumber: trackingNumberField,
  shippingCarrier: carrierField,
  trackingUrl: trackingUrlField,
});
export type FulfillmentRequest = z.output<typeof fulfillmentRequest>;

export const cancelFulfillmentRequest = z.object({ kkOrderId: kkOrderIdField });

const trackingEvent = z.object({ time: z.string(), location: z.string().nullable(), description: z.string(), stage: z.string() });

export const parcelTrack = parcelSummary.extend({
  items: z.array(picturedParcelItem),
  /** Newest first, per leg. */
  firstLegEvents: z.array(trackingEvent),
  lastLegEvents: z.array(trackingEvent),
  /** 'Logistics information has not been updated yet' while the parcel has no event, else null. */
  message: z.string().nullable(),
});
export type ParcelTrack = z.infer<typeof parcelTrack>;

export const fulfilment = z.object({
  store: z.string().nullable(),
  storeOrderId: z.string().nullable(),
  trackingNumber: z.string(),
  shippingCarrier: z.string(),
  trackingUrl: z.string().nullable(),
  createdAt: z.string(),
});

export const logisticsTrackInfo = z.object({
  kkOrderId: z.string(),
  orderStatus: z.string(),
  parcels: z.array(parcelTrack),
  /** What the seller entered with Fulfill Order (store orders), or null. */
  fulfilment: fulfilment.nullable(),
});
export type LogisticsTrackInfo = z.infer<typeof logisticsTrackInfo>;
