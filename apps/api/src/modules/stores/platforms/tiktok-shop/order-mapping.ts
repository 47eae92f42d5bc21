import type { StoreOrder, StoreOrderAddress, StoreOrderLine } from '../platform.ts';
import { minorUnitsOf } from '../publishing/money.ts';
import type { TikTokOrder, TikTokOrderLineItem } from './order-schemas.ts';

/**
 * A TikTok Shop order (202309) as the store-orders domain reads every store's orders. TikTok writes one line
 * item per unit; lines are the units grouped by SKU and price, named by their first unit's id (uploadTracking
 * finds the other units again from it).
 */

/**
 * Paid and ours to ship. ON_HOLD is paid but inside the buyer's remorse window, when TikTok lets no seller
 * fulfil (US, UK); it becomes AWAITING_SHIPMENT (and is pushed) when the window ends. UNPAID is not a sale.
 */
export const PAID_STATUSES = new Set(['AWAITING_SHIPMENT', 'PARTIALLY_SHIPPING', 'AWAITING_COLLECTION', 'IN_TRANSIT', 'DELIVERED', 'COMPLETED']);
const CANCELLED = 'CANCELLED';

const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

/** Units the buyer still receives: an item cancelled on its own (UK item-level cancellation) is left out; a cancelled order keeps them all. */
export const liveUnits = (order: TikTokOrder) => (order.status === CANCELLED ? order.line_items : order.line_items.filter((unit) => unit.display_status !== CANCELLED));

const unitKey = (unit: TikTokOrderLineItem) => `${unit.sku_id} ${unit.sale_price}`;

/** The units grouped by SKU and price, in the order's order: what one StoreOrderLine stands for. */
export function unitGroups(order: TikTokOrder): TikTokOrderLineItem[][] {
  const groups = new Map<string, TikTokOrderLineItem[]>();
  for (const unit of liveUnits(order)) groups.set(unitKey(unit), [...(groups.get(unitKey(unit)) ?? []), unit]);
  return [...groups.values()];
}

function lineOf(units: TikTokOrderLineItem[], currency: string): StoreOrderLine {
  const first = units[0]!;
  return {
    platformLineId: first.id,
    platformProductId: first.product_id || undefined,
    platformVariantId: first.sku_id || undefined,
    sku: first.seller_sku || undefined,
    title: first.product_name,
    quantity: units.length,
    unitPriceCents: minorUnitsOf(first.sale_price, currency) ?? 0,
  };
}

/**
 * TikTok writes the country code in brackets, '(+44)7700-900123', which no checkout's phone rule takes: the
 * brackets go ('+44 7700-900123'), so the recipient is not an abnormal order for a phone that is complete.
 */
const phoneOf = (raw: string) => raw.trim().replace(/^\(\s*(\+?\d+)\s*\)\s*/, '$1 ').trim();

/** The level's name; its ISO code when TikTok gives one (US-CA → CA), as the province. */
function addressOf(order: TikTokOrder): StoreOrderAddress | null {
  const recipient = order.recipient_address;
  if (!recipient) return null;
  const level = (name: string) => recipient.district_info.find((d) => d.address_level === name);
  const province = level('L1');
  const city = recipient.district_info.find((d) => /city|town/i.test(d.address_level_name)) ?? level('L3') ?? level('L2');
  const name = recipient.name || [recipient.first_name, recipient.last_name].filter(Boolean).join(' ');
  return {
    name,
    phone: phoneOf(recipient.phone_number),
    email: order.buyer_email || undefined,
    street1: recipient.address_line1 || recipient.address_detail || '',
    street2: recipient.address_line2 || undefined,
    city: city?.address_name || recipient.post_town || '',
    province: province ? province.iso_code?.replace(/^[A-Z]{2}-/, '') || province.address_name : undefined,
    country: recipient.region_code.toUpperCase(),
    zip: recipient.postal_code,
  };
}

export function storeOrderOf(order: TikTokOrder): StoreOrder {
  const currency = order.payment.currency;
  const address = addressOf(order);
  return {
    platformOrderId: order.id,
    name: order.id,
    paid: PAID_STATUSES.has(order.status) || (order.status === CANCELLED && order.paid_time !== undefined),
    cancelled: order.status === CANCELLED,
    cancelRequested: order.is_buyer_request_cancel,
    currency,
    totalCents: minorUnitsOf(order.payment.total_amount, currency) ?? 0,
    shippingCents: minorUnitsOf(order.payment.shipping_fee, currency) ?? 0,
    shippingMethod: order.delivery_option_name || undefined,
    customerName: address?.name ?? '',
    address,
    lines: unitGroups(order).map((units) => lineOf(units, currency)),
    createdAt: iso(order.create_time),
    updatedAt: iso(order.update_time),
  };
}

/** How one parcel reaches TikTok: new units marked as shipped, a package already carrying it, or a package's tracking corrected. */
export type ParcelPlan = { kind: 'ship'; unitIds: string[] } | { kind: 'uploaded'; packageId: string } | { kind: 'correct'; packageId: string };

export class ParcelRefusal extends Error {}

/**
 * Which units of the order one parcel holds. A line names its first unit; its quantity is taken from the
 * group's units not yet in a shipped package (a partial shipment leaves the rest for the next parcel); no lines
 * means every unit not shipped yet. When the units already carry this tracking number the upload was made
 * before (a retry after a lost answer); when every unit asked for is already shipped in one package under
 * another number, the parcel corrects that package's number.
 */
export function planParcel(order: TikTokOrder, lines: { platformLineId: string; quantity: number }[], trackingNumber: string): ParcelPlan {
  const isOpen = (unit: TikTokOrderLineItem) => !unit.tracking_number;
  const carries = (unit: TikTokOrderLineItem) => unit.tracking_number === trackingNumber && Boolean(unit.package_id);
  const onePackage = (units: TikTokOrderLineItem[]): ParcelPlan | null => {
    const packages = new Set(units.flatMap((unit) => (unit.package_id ? [unit.package_id] : [])));
    return packages.size === 1 ? { kind: 'correct', packageId: [...packages][0]! } : null;
  };
  const refusal = (why: string) => new ParcelRefusal(`TikTok Shop: order ${order.id} ${why}`);

  if (lines.length === 0) {
    const units = liveUnits(order);
    if (units.length === 0) throw refusal('has no items to ship');
    const open = units.filter(isOpen);
    if (open.length > 0) return { kind: 'ship', unitIds: open.map((unit) => unit.id) };
    const uploaded = units.find(carries);
    if (uploaded) return { kind: 'uploaded', packageId: uploaded.package_id! };
    const correction = onePackage(units);
    if (correction) return correction;
    throw refusal('is shipped in several packages already');
  }

  const groups = unitGroups(order);
  const wanted = new Map<TikTokOrderLineItem[], number>();
  for (const line of lines) {
    const group = groups.find((units) => units.some((unit) => unit.id === line.platformLineId));
    if (!group) throw refusal(`has no line item ${line.platformLineId}`);
    wanted.set(group, (wanted.get(group) ?? 0) + line.quantity);
  }
  const asked = [...wanted].filter(([, quantity]) => quantity > 0);
  if (asked.length === 0) throw refusal('has no items to ship');
  const covered = (pick: (unit: TikTokOrderLineItem) => boolean) => asked.every(([units, quantity]) => units.filter(pick).length >= quantity);

  const uploaded = asked.flatMap(([units]) => units.filter(carries))[0];
  if (uploaded && covered(carries)) return { kind: 'uploaded', packageId: uploaded.package_id! };
  if (covered(isOpen)) return { kind: 'ship', unitIds: asked.flatMap(([units, quantity]) => units.filter(isOpen).slice(0, quantity).map((unit) => unit.id)) };
  const correction = asked.every(([units]) => !units.some(isOpen)) ? onePackage(asked.flatMap(([units]) => units)) : null;
  if (correction) return correction;
  throw refusal('has fewer items left to ship than the parcel holds');
}
