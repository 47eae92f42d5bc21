import { z } from 'zod';

/**
 * A parcel as every answer shows it: the order detail (orderParcel), the seller's tracking
 * (parcelTrack, apps/api/src/modules/orders/fulfilment/schemas.ts) and the back office's
 * shipping calls (adminParcel, apps/api/src/modules/admin/fulfilment/schemas.ts) extend it.
 */

/** A line of a parcel: the order line (kkItemId) and how many of its pieces travel in the parcel. */
export const parcelItem = z.object({ kkItemId: z.number().int(), skuCode: z.string(), quantity: z.number().int() });
export type ParcelItem = z.infer<typeof parcelItem>;

/** A line of a parcel with its product name (order detail). */
export const namedParcelItem = parcelItem.extend({ productName: z.string() });
export type NamedParcelItem = z.infer<typeof namedParcelItem>;

/** A line of a parcel with its product name and picture (the seller's tracking). */
export const picturedParcelItem = namedParcelItem.extend({ imageUrl: z.string().nullable() });
export type PicturedParcelItem = z.infer<typeof picturedParcelItem>;

export const parcelSummary = z.object({
  parcelCode: z.string(),
  /** preparing, shipped, delivered, cancelled. */
  status: z.string(),
  firstCarrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  lastCarrier: z.string().nullable(),
  tailTrackingNumber: z.string().nullable(),
  trackingUrl: z.string().nullable(),
  weightGrams: z.number().int().nullable(),
  shippedAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  items: z.array(parcelItem),
});
export type ParcelSummary = z.infer<typeof parcelSummary>;
