/**
 * Delivery times in business days by warehouse country and destination (spec 9):
 * US from the US warehouse 3-7; US from China or Germany 7-10; Western Europe except the UK from
 * Germany 3-7; Western Europe (the UK included) from China or the US 8-11; elsewhere 10-20. The
 * spec names no time for the UK warehouse at home; it is read as domestic like the US, 3-7.
 */
export const WESTERN_EUROPE = ['AT', 'BE', 'CH', 'DE', 'DK', 'ES', 'FR', 'GB', 'IE', 'IT', 'LI', 'LU', 'MC', 'NL', 'PT'] as const;

export interface DayRange {
  min: number;
  max: number;
}

const isWesternEurope = (country: string) => (WESTERN_EUROPE as readonly string[]).includes(country);

/** `warehouseCountry` is CN for both Chinese warehouses (CN_S, CN_N). */
export function deliveryDays(warehouseCountry: string, destination: string): DayRange {
  if (warehouseCountry === destination && (destination === 'US' || destination === 'GB')) return { min: 3, max: 7 };
  if (destination === 'US') return { min: 7, max: 10 };
  if (isWesternEurope(destination)) return warehouseCountry === 'DE' && destination !== 'GB' ? { min: 3, max: 7 } : { min: 8, max: 11 };
  return { min: 10, max: 20 };
}

/** As the channel list shows it: 'min~max'. */
export const formatDeliveryTime = (range: DayRange): string => `${range.min}~${range.max}`;
