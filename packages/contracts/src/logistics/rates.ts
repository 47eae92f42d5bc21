import { deliveryDays, formatDeliveryTime } from './shipping-times.ts';

/**
 * Rate selection of the shipping-rate engine. A channel's price to a zone is a list of weight
 * brackets: a parcel pays the first (lightest) bracket whose maximum holds it; heavier than the
 * last bracket, the channel cannot carry it.
 */
export interface RateBracket {
  maxWeightGrams: number;
  /** US cents for the whole parcel. */
  priceCents: number;
}

/** The bracket a parcel of `weightGrams` pays, whatever order the brackets come in; undefined when none holds it. */
export function bracketFor<T extends RateBracket>(brackets: readonly T[], weightGrams: number): T | undefined {
  let best: T | undefined;
  for (const bracket of brackets) {
    if (bracket.maxWeightGrams >= weightGrams && (!best || bracket.maxWeightGrams < best.maxWeightGrams)) best = bracket;
  }
  return best;
}

/** Price in cents of a parcel, or null when the channel cannot carry it. */
export const freightFor = (brackets: readonly RateBracket[], weightGrams: number): number | null => bracketFor(brackets, weightGrams)?.priceCents ?? null;

/**
 * The channel's delivery time as the list shows it ('min~max' days): the route's time of spec 9
 * moved by the channel's own extra days, never below one day and never with max below min.
 */
export function channelDeliveryTime(warehouseCountry: string, destination: string, extra: { extraMinDays: number; extraMaxDays: number }): string {
  const route = deliveryDays(warehouseCountry, destination);
  const min = Math.max(1, route.min + extra.extraMinDays);
  const max = Math.max(min, route.max + extra.extraMaxDays);
  return formatDeliveryTime({ min, max });
}
