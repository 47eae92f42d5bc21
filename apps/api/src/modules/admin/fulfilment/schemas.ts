import { parcelSummary, WAREHOUSES } from '@threadway/contracts';
import { ADMIN_MAX_WEIGHT_GRAMS, int, invalid } from '@threadway/contracts/admin/fields';
import { z } from 'zod';
import { carrierField, kkOrderIdField, optionalCarrierField, trackingNumberField, trackingUrlField } from '../../orders/fulfilment/schemas.ts';

/** The back office's shipping calls (/api/admin/fulfilment/...). */

const warehouseCodes = WAREHOUSES.map((w) => w.code) as unknown as readonly ['CN_S', 'CN_N', 'US', 'GB', 'DE'];
const page = {
  pageNumber: z.coerce.number({ error: invalid }).int(invalid).min(1, invalid).max(10_000, invalid).default(1),
  pageSize: z.coerce.number({ error: invalid }).int(invalid).min(1, invalid).max(100, invalid).default(20),
};
const search = z
  .string({ error: invalid })
  .trim()
  .max(60, 'validation.tooLong')
  .optional()
  .transform((value) => value || undefined);

export const shipQueueQuery = z.object({ warehouseCode: z.enum(warehouseCodes, { error: invalid }).optional(), search, ...page });
export const inTransitQuery = shipQueueQuery;

export const shipParcelRequest = z
  .object({
    kkOrderId: kkOrderIdField,
    lines: z
      .array(z.object({ kkItemId: int(1, Number.MAX_SAFE_INTEGER), quantity: int(0, 9999) }), { error: 'fulfilment.nothingToShip' })
      .min(1, 'fulfilment.nothingToShip')
      .max(200, invalid),
    firstCarrier: carrierField,
    trackingNumber: trackingNumberField,
    lastCarrier: optionalCarrierField,
    tailTrackingNumber: trackingNumberField.nullish().or(z.literal('')).transform((value) => value || null),
    trackingUrl: trackingUrlField,
    weightGrams: int(1, ADMIN_MAX_WEIGHT_GRAMS).nullish().transform((value) => value ?? null),
  })
  // A tail number belongs to a last-mile carrier, and the other way round.
  .refine((body) => (body.lastCarrier === null) === (body.tailTrackingNumber === null), { path: ['lastCarrier'], message: 'fulfilment.carrierRequired' });

export const parcelCodePath = z.object({ parcelCode: z.string().trim().min(1, invalid).max(60, invalid) });

const queueLine = z.object({
  kkItemId: z.number().int(),
  skuCode: z.string(),
  productName: z.string(),
  imageUrl: z.string().nullable(),
  options: z.string(),
  quantity: z.number().int(),
  shipped: z.number().int(),
  refunded: z.number().int(),
  remaining: z.number().int(),
});

export const adminParcel = parcelSummary.extend({
  kkOrderId: z.string(),
  warehouseCode: z.string(),
  trackingRegistered: z.boolean(),
});
export type AdminParcel = z.infer<typeof adminParcel>;

export const queueOrder = z.object({
  kkOrderId: z.string(),
  status: z.string(),
  warehouseCode: z.string(),
  paidAt: z.string().nullable(),
  recipient: z.string(),
  country: z.string(),
  channelName: z.string(),
  /** Delivery cancelled at the seller's request: shown, not shippable. */
  held: z.boolean(),
  lines: z.array(queueLine),
  parcels: z.array(adminParcel),
});
export type QueueOrder = z.infer<typeof queueOrder>;

export const shipQueuePage = z.object({ list: z.array(queueOrder), total: z.number().int(), pageNumber: z.number().int(), pageSize: z.number().int() });
export const parcelPage = z.object({ list: z.array(adminParcel), total: z.number().int(), pageNumber: z.number().int(), pageSize: z.number().int() });
export const shipResult = z.object({ parcel: adminParcel, orderStatus: z.string() });
