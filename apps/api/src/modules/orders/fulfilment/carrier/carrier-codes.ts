import type { CARRIERS } from '@threadway/contracts';

/**
 * 17TRACK's numeric codes of the carriers a parcel can name (its published carrier list). A
 * carrier without a code here is registered with auto-detection instead.
 */
const CODES: Partial<Record<(typeof CARRIERS)[number], number>> = {
  USPS: 21051,
  UPS: 100002,
  FedEx: 100003,
  DHL: 100001,
  'Royal Mail': 11031,
  'Deutsche Post': 7041,
  'La Poste': 6051,
  PostNL: 14041,
  'Canada Post': 3041,
  'Australia Post': 1151,
  'China Post': 3011,
  YunExpress: 190008,
  '4PX': 190094,
  Yanwen: 190012,
  Cainiao: 190271,
};

export const carrierCodeOf = (carrier: string | null | undefined): number | null => (carrier ? (CODES[carrier as keyof typeof CODES] ?? null) : null);

/**
 * Which leg an event belongs to: the last-mile carrier's events are 'last', the rest 'first'. The
 * service names the reporting carrier by code; when the last carrier has no known code, any
 * carrier other than the first one is taken for it.
 */
export function legOf(event: { carrierCode: number | null }, parcel: { firstCarrier: string | null; lastCarrier: string | null }): 'first' | 'last' {
  if (!parcel.lastCarrier || event.carrierCode === null) return 'first';
  const last = carrierCodeOf(parcel.lastCarrier);
  if (last !== null) return event.carrierCode === last ? 'last' : 'first';
  const first = carrierCodeOf(parcel.firstCarrier);
  return first !== null && event.carrierCode !== first ? 'last' : 'first';
}
