import { orderAddressInput } from '@threadway/contracts';
import type { OrderAddress } from '../../db/schema/index.ts';
import type { StoreOrderAddress } from '../stores/platforms/platform.ts';

/**
 * The recipient of a store order as our order keeps it, and whether we can ship to it: the checkout's own
 * address rules (name, phone, street, city, country, the country's postal code format). What is missing is
 * kept empty: the order is abnormal ('address') until the seller completes it and asks Get Logistics.
 */
export function orderAddressOf(address: StoreOrderAddress | null): { address: OrderAddress; complete: boolean } {
  const given = {
    recipient: address?.name ?? '',
    phone: address?.phone ?? '',
    street1: address?.street1 ?? '',
    street2: address?.street2 ?? null,
    city: address?.city ?? '',
    province: address?.province ?? null,
    country: (address?.country ?? '').toUpperCase(),
    zip: address?.zip ?? '',
    vat: null,
    ioss: null,
  };
  const checked = orderAddressInput.safeParse(given);
  if (!checked.success) return { address: given, complete: false };
  const a = checked.data;
  return { address: { recipient: a.recipient, phone: a.phone, street1: a.street1, street2: a.street2, city: a.city, province: a.province, country: a.country, zip: a.zip, vat: null, ioss: null }, complete: true };
}
