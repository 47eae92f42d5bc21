import { parseDeliveryTime, type Channel } from '../logistics/channels.ts';
import { shippingMethodFor, type StoreShippingMethod } from './settings.ts';

const cheapest = <T extends Channel>(channels: readonly T[]) => [...channels].sort((a, b) => a.estimatedFreight - b.estimatedFreight)[0];
const minDays = (channel: Channel) => parseDeliveryTime(channel.deliveryTime)?.min ?? Number.POSITIVE_INFINITY;

/**
 * The channel a store order ships with (spec 2.4 default shipping method, 9.4): the store's setting, or
 * the store order's own method matched by name ('original'), Express when the name matches none.
 * Standard, Express and Expedited are our channel grades (the cheapest channel of the grade); Faster is
 * the quickest channel that is not Express (a step up from Standard at a lower price than Express).
 * When the route has no channel of that grade: Express, then whatever the route offers, cheapest first.
 */
export function storeOrderChannel<T extends Channel>(channels: readonly T[], setting: StoreShippingMethod, orderMethodName?: string | null): T | undefined {
  const method = shippingMethodFor(setting, orderMethodName);
  if (method === 'Faster') {
    const fastest = channels.filter((c) => c.agingGrade !== 'Express').sort((a, b) => minDays(a) - minDays(b) || a.estimatedFreight - b.estimatedFreight)[0];
    if (fastest) return fastest;
  } else {
    const ofGrade = cheapest(channels.filter((c) => c.agingGrade === method));
    if (ofGrade) return ofGrade;
  }
  return cheapest(channels.filter((c) => c.agingGrade === 'Express')) ?? cheapest(channels);
}
