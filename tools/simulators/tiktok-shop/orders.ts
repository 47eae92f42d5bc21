import { randomInt } from 'node:crypto';
import { twoDecimals } from '../shared/amounts.ts';
import type { ShopCatalogue, TikTokProduct, TikTokSku } from './products.ts';

/**
 * One shop's orders as TikTok Shop's Order, Fulfillment, Logistics and Return/Refund APIs (202309) keep them,
 * for a seller who ships the orders himself (shipping_type SELLER). A shopper's order is paid at once
 * (AWAITING_SHIPMENT) and pushed as ORDER_STATUS_CHANGE. Line items are one per unit, as TikTok writes them.
 * Mark Package As Shipped puts the named units (all open units when none are named) in a new package with the
 * tracking number and a provider of the order's delivery option: the order is PARTIALLY_SHIPPING until every
 * unit left, then IN_TRANSIT. A buyer's cancellation request (only while AWAITING_SHIPMENT) sets
 * is_buyer_request_cancel and is pushed as CANCELLATION_STATUS_CHANGE; approving it cancels the order, rejecting
 * it (with one of TikTok's reject reasons) leaves it to ship. Refusals carry a code and TikTok-like message;
 * only the gateway's 36009004 is TikTok's own code, the others are in TikTok's ranges but not from its docs.
 */

/** A JSON body as an object (anything else as an empty one): the order calls read their fields from it. */
export const bodyOf = (body: unknown) => (body && typeof body === 'object' ? (body as Record<string, unknown>) : {});

export class OrderRefusal extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}
const refuse = (code: number, message: string): never => {
  throw new OrderRefusal(code, message);
};
const BAD_PARAM = 36009004;
const digits = (n: number) => Array.from({ length: n }, (_, i) => (i === 0 ? 1 + randomInt(9) : randomInt(10))).join('');
const now = () => Math.floor(Date.now() / 1000);

export interface SimUnit {
  id: string;
  sku_id: string;
  product_id: string;
  seller_sku: string;
  product_name: string;
  sku_name: string;
  sale_price: string;
  original_price: string;
  currency: string;
  display_status: string;
  is_gift: boolean;
  package_id?: string;
  package_status?: string;
  tracking_number?: string;
  shipping_provider_id?: string;
  shipping_provider_name?: string;
}
export interface SimAddress {
  name: string;
  phone_number: string;
  address_line1: string;
  address_line2: string;
  postal_code: string;
  region_code: string;
  post_town?: string;
  full_address: string;
  district_info: { address_level: string; address_level_name: string; address_name: string; iso_code?: string }[];
}
export interface SimOrder {
  id: string;
  status: string;
  create_time: number;
  update_time: number;
  paid_time?: number;
  user_id: string;
  buyer_email: string;
  is_buyer_request_cancel: boolean;
  shipping_type: 'SELLER';
  fulfillment_type: 'FULFILLMENT_BY_SELLER';
  delivery_type: 'HOME_DELIVERY';
  commerce_platform: 'TIKTOK_SHOP';
  delivery_option_id: string;
  delivery_option_name: string;
  warehouse_id: string;
  payment: { currency: string; sub_total: string; shipping_fee: string; seller_discount: string; platform_discount: string; tax: string; total_amount: string };
  recipient_address: SimAddress;
  line_items: SimUnit[];
  packages: { id: string }[];
  cancel_reason?: string;
  cancellation_initiator?: string;
  cancel_time?: number;
}
export interface SimPackage {
  package_id: string;
  order_id: string;
  package_status: string;
  tracking_number: string;
  shipping_provider_id: string;
  shipping_provider_name: string;
  order_line_item_ids: string[];
  create_time: number;
  update_time: number;
}
export interface SimCancellation {
  cancel_id: string;
  order_id: string;
  cancel_type: 'BUYER_CANCEL';
  cancel_status: string;
  role: 'BUYER';
  cancel_reason: string;
  cancel_reason_text: string;
  create_time: number;
  update_time: number;
  reject_reason?: string;
  refund_amount: { currency: string; refund_total: string };
  cancel_line_items: { cancel_line_item_id: string; order_line_item_id: string; product_name: string; seller_sku: string }[];
}

/** The shopper addresses the storefront offers; 'missing' lacks the street, postcode and phone (an abnormal order for us). */
export const ADDRESS_PRESETS: Record<'US' | 'UK' | 'missing', SimAddress> = {
  US: {
    name: 'Jamie Rivera',
    phone_number: '(+1)512-555-0142',
    address_line1: '100 Congress Ave',
    address_line2: 'Apt 5',
    postal_code: '78701',
    region_code: 'US',
    full_address: '100 Congress Ave Apt 5, Austin, TX 78701',
    district_info: [
      { address_level: 'L0', address_level_name: 'Country', address_name: 'United States', iso_code: 'US' },
      { address_level: 'L1', address_level_name: 'State', address_name: 'Texas', iso_code: 'US-TX' },
      { address_level: 'L2', address_level_name: 'County', address_name: 'Travis' },
      { address_level: 'L3', address_level_name: 'City', address_name: 'Austin' },
    ],
  },
  UK: {
    name: 'Olivia Bennett',
    phone_number: '(+44)7700-900123',
    address_line1: '221B Baker Street',
    address_line2: '',
    postal_code: 'NW1 6XE',
    region_code: 'GB',
    post_town: 'London',
    full_address: '221B Baker Street, London NW1 6XE',
    district_info: [
      { address_level: 'L0', address_level_name: 'Country', address_name: 'United Kingdom', iso_code: 'GB' },
      { address_level: 'L1', address_level_name: 'Nation', address_name: 'England' },
      { address_level: 'L2', address_level_name: 'County', address_name: 'Greater London' },
      { address_level: 'L3', address_level_name: 'Post Town', address_name: 'London' },
    ],
  },
  missing: {
    name: 'Sam Lee',
    phone_number: '',
    address_line1: '',
    address_line2: '',
    postal_code: '',
    region_code: 'US',
    full_address: '',
    district_info: [{ address_level: 'L0', address_level_name: 'Country', address_name: 'United States', iso_code: 'US' }],
  },
};
export type AddressPreset = keyof typeof ADDRESS_PRESETS;
export const isAddressPreset = (value: unknown): value is AddressPreset => typeof value === 'string' && value in ADDRESS_PRESETS;

/** Providers a seller may name for a delivery option, by shop region (others: the cross-border set). */
const PROVIDERS: Record<string, string[]> = {
  US: ['USPS', 'UPS', 'FedEx', 'DHL eCommerce', 'OnTrac', 'YunExpress', '4PX', 'Yanwen', 'Cainiao'],
  GB: ['Royal Mail', 'Evri', 'DPD', 'DHL', 'Yodel', 'Parcelforce', 'YunExpress', '4PX', 'Yanwen', 'Cainiao'],
};
const CROSS_BORDER = ['DHL', 'UPS', 'FedEx', 'China Post', 'YunExpress', '4PX', 'Yanwen', 'Cainiao'];
/** The delivery options a shopper chooses from, with their fee in the shop currency's hundredths. */
const DELIVERY_OPTIONS = [
  { name: 'Standard Shipping', feeCents: 399 },
  { name: 'Express Shipping', feeCents: 799 },
];
/** TikTok's reasons a seller may give when rejecting a buyer's cancellation (its reason table, US and UK). */
export const REJECT_REASONS = [
  'seller_reject_apply_product_has_been_packed',
  'order_manage_list_action_respond_popup_reject_reason_delivered',
  'order_manage_list_action_respond_popup_reject_reason_buyer_agree',
  'order_manage_list_action_respond_popup_reject_reason_invalid_cancellation_reason',
];
const SHIPPABLE = new Set(['AWAITING_SHIPMENT', 'PARTIALLY_SHIPPING']);
/** States a test may put an order in (the platform's own progress: remorse window over, delivered, …). */
export const SETTABLE_ORDER_STATUSES = ['UNPAID', 'ON_HOLD', 'AWAITING_SHIPMENT', 'AWAITING_COLLECTION', 'IN_TRANSIT', 'DELIVERED', 'COMPLETED', 'CANCELLED'];

const cents = (amount: string) => Math.round(Number(amount) * 100);

export interface BuyLine {
  /** A SKU of a live product, by id or seller SKU. */
  skuId?: string;
  sellerSku?: string;
  quantity: number;
  /** A line of a product that is not in the catalogue (TikTok keeps the order's snapshot): title and price. */
  productName?: string;
  price?: string;
}
export interface BuyInput {
  lines: BuyLine[];
  address: AddressPreset | Partial<SimAddress>;
  deliveryOption?: string;
  /** UNPAID, ON_HOLD or AWAITING_SHIPMENT (the default: paid and ready to ship). */
  status?: string;
  buyerEmail?: string;
}

export type Push = (event: 'ORDER_STATUS_CHANGE' | 'CANCELLATION_STATUS_CHANGE', data: Record<string, unknown>) => Promise<void>;

export function shopOrders(options: { region: string; catalogue: ShopCatalogue; warehouseId: string; push: Push }) {
  const orders = new Map<string, SimOrder>();
  const packages = new Map<string, SimPackage>();
  const cancellations = new Map<string, SimCancellation>();
  const currency = options.catalogue.currency;
  const providerNames = PROVIDERS[options.region] ?? CROSS_BORDER;
  const providers = providerNames.map((name) => ({ id: `69${digits(17)}`, name }));
  const deliveryOptions = DELIVERY_OPTIONS.map((option) => ({ ...option, id: `70${digits(17)}` }));

  const found = (id: string) => orders.get(id) ?? refuse(21001001, `The order ${id} does not exist.`);
  const touch = (order: SimOrder) => void (order.update_time = Math.max(now(), order.update_time));
  const statusPush = (order: SimOrder) => options.push('ORDER_STATUS_CHANGE', { order_id: order.id, order_status: order.status, is_on_hold_order: order.status === 'ON_HOLD', update_time: order.update_time });
  const cancellationPush = (c: SimCancellation) => options.push('CANCELLATION_STATUS_CHANGE', { order_id: c.order_id, cancel_id: c.cancel_id, cancel_status: c.cancel_status, cancellations_role: c.role, update_time: c.update_time });

  function liveSku(line: BuyLine): { product: TikTokProduct; sku: TikTokSku } | null {
    for (const product of options.catalogue.all()) {
      if (product.status !== 'ACTIVATE') continue;
      const sku = product.skus.find((s) => (line.skuId && s.id === line.skuId) || (line.sellerSku && s.seller_sku === line.sellerSku));
      if (sku) return { product, sku };
    }
    return null;
  }

  function unitsOf(line: BuyLine): SimUnit[] {
    if (!Number.isInteger(line.quantity) || line.quantity < 1 || line.quantity > 99) refuse(BAD_PARAM, 'quantity must be between 1 and 99.');
    const live = liveSku(line);
    if (!live && !(line.productName && line.price && /^\d+(\.\d{1,2})?$/.test(line.price))) refuse(BAD_PARAM, `The SKU ${line.skuId ?? line.sellerSku ?? ''} is not on sale.`);
    const skuName = live ? live.sku.sales_attributes.map((a) => a.value_name).join(', ') : '';
    const price = live ? live.sku.price.amount : line.price!;
    return Array.from({ length: line.quantity }, () => ({
      id: `57${digits(17)}`,
      sku_id: live?.sku.id ?? `27${digits(17)}`,
      product_id: live?.product.id ?? `17${digits(17)}`,
      seller_sku: live?.sku.seller_sku ?? line.sellerSku ?? '',
      product_name: live?.product.title ?? line.productName!,
      sku_name: skuName,
      sale_price: price,
      original_price: live?.sku.list_price?.amount ?? price,
      currency,
      display_status: 'AWAITING_SHIPMENT',
      is_gift: false,
    }));
  }

  async function buy(input: BuyInput): Promise<SimOrder> {
    const status = input.status ?? 'AWAITING_SHIPMENT';
    if (!['UNPAID', 'ON_HOLD', 'AWAITING_SHIPMENT'].includes(status)) refuse(BAD_PARAM, 'status must be UNPAID, ON_HOLD or AWAITING_SHIPMENT.');
    if (input.lines.length === 0) refuse(BAD_PARAM, 'An order needs at least one line.');
    const option = deliveryOptions.find((o) => o.name === (input.deliveryOption ?? 'Standard Shipping') || o.id === input.deliveryOption) ?? refuse(BAD_PARAM, 'Unknown delivery option.');
    const units = input.lines.flatMap(unitsOf).map((unit) => ({ ...unit, display_status: status }));
    const subTotal = units.reduce((sum, unit) => sum + cents(unit.sale_price), 0);
    const at = now();
    // A test's own address fills the fields it leaves out with nothing, as TikTok writes them.
    const address: SimAddress = typeof input.address === 'string' ? ADDRESS_PRESETS[input.address] : { ...ADDRESS_PRESETS.missing, name: '', region_code: '', ...input.address, district_info: input.address.district_info ?? [] };
    const order: SimOrder = {
      id: `57${digits(16)}`,
      status,
      create_time: at,
      update_time: at,
      ...(status === 'UNPAID' ? {} : { paid_time: at }),
      user_id: `70${digits(17)}`,
      buyer_email: input.buyerEmail ?? `${address.name.toLowerCase().replace(/\W+/g, '') || 'buyer'}@scs.tiktokw.us`,
      is_buyer_request_cancel: false,
      shipping_type: 'SELLER',
      fulfillment_type: 'FULFILLMENT_BY_SELLER',
      delivery_type: 'HOME_DELIVERY',
      commerce_platform: 'TIKTOK_SHOP',
      delivery_option_id: option.id,
      delivery_option_name: option.name,
      warehouse_id: options.warehouseId,
      payment: { currency, sub_total: twoDecimals(subTotal), shipping_fee: twoDecimals(option.feeCents), seller_discount: '0', platform_discount: '0', tax: '0', total_amount: twoDecimals(subTotal + option.feeCents) },
      recipient_address: structuredClone(address),
      line_items: units,
      packages: [],
    };
    orders.set(order.id, order);
    await statusPush(order);
    return order;
  }

  /** TikTok's progress outside the seller's hands (a test control): the remorse window ends, the parcel is delivered, … */
  async function setStatus(orderId: string, status: string) {
    const order = found(orderId);
    if (!SETTABLE_ORDER_STATUSES.includes(status)) refuse(BAD_PARAM, `status must be one of ${SETTABLE_ORDER_STATUSES.join(', ')}.`);
    order.status = status;
    if (status !== 'UNPAID') order.paid_time ??= now();
    for (const unit of order.line_items) if (unit.display_status !== 'CANCELLED') unit.display_status = status;
    touch(order);
    await statusPush(order);
    return order;
  }

  const pageOf = <T>(items: T[], query: Record<string, string | undefined>, maxSize: number) => {
    const size = Number(query.page_size);
    if (!Number.isInteger(size) || size < 1 || size > maxSize) refuse(BAD_PARAM, `Invalid page_size. The value must be between 1 and ${maxSize}.`);
    let offset = 0;
    if (query.page_token) {
      offset = Number(Buffer.from(query.page_token, 'base64url').toString('utf8').replace(/^offset:/, ''));
      if (!Number.isInteger(offset) || offset < 0) refuse(BAD_PARAM, 'Invalid page_token.');
    }
    const next = offset + size;
    return { page: items.slice(offset, next), next_page_token: next < items.length ? Buffer.from(`offset:${next}`).toString('base64url') : '', total_count: items.length };
  };

  const inRange = (value: number, ge: unknown, lt: unknown) => (typeof ge !== 'number' || value >= ge) && (typeof lt !== 'number' || value < lt);

  return {
    currency,
    deliveryOptions: () => deliveryOptions.map(({ id, name }) => ({ id, name })),
    buy,
    setStatus,
    all: () => [...orders.values()],
    get: (id: string) => orders.get(id),
    packagesOf: (orderId: string) => [...packages.values()].filter((p) => p.order_id === orderId),
    cancellationsOf: (orderId: string) => [...cancellations.values()].filter((c) => c.order_id === orderId),

    /** POST /order/202309/orders/search */
    search(query: Record<string, string | undefined>, body: Record<string, unknown>) {
      const sortField = query.sort_field ?? 'create_time';
      const sortOrder = query.sort_order ?? 'DESC';
      if (!['create_time', 'update_time'].includes(sortField)) refuse(BAD_PARAM, 'Invalid sort_field. Possible values: create_time, update_time.');
      if (!['ASC', 'DESC'].includes(sortOrder)) refuse(BAD_PARAM, 'Invalid sort_order. Possible values: ASC, DESC.');
      const matching = [...orders.values()]
        .filter((o) => (typeof body.order_status !== 'string' || o.status === body.order_status) && inRange(o.create_time, body.create_time_ge, body.create_time_lt) && inRange(o.update_time, body.update_time_ge, body.update_time_lt))
        .filter((o) => typeof body.is_buyer_request_cancel !== 'boolean' || o.is_buyer_request_cancel === body.is_buyer_request_cancel)
        .sort((a, b) => (a[sortField as 'create_time'] - b[sortField as 'create_time'] || a.id.localeCompare(b.id)) * (sortOrder === 'ASC' ? 1 : -1));
      const { page, next_page_token, total_count } = pageOf(matching, query, 100);
      return { orders: page, next_page_token, total_count };
    },

    /** GET /order/202309/orders?ids= (up to 50; unknown ids are left out) */
    detail(ids: string | undefined) {
      const wanted = (ids ?? '').split(',').map((id) => id.trim()).filter(Boolean);
      if (wanted.length === 0 || wanted.length > 50) refuse(BAD_PARAM, 'Invalid ids. Between 1 and 50 order ids are required.');
      return { orders: wanted.flatMap((id) => (orders.has(id) ? [orders.get(id)!] : [])) };
    },

    /** GET /logistics/202309/delivery_options/{id}/shipping_providers */
    shippingProviders(deliveryOptionId: string) {
      if (!deliveryOptions.some((o) => o.id === deliveryOptionId)) refuse(BAD_PARAM, 'Invalid delivery_option_id.');
      return { shipping_providers: providers };
    },

    /** POST /fulfillment/202309/orders/{order_id}/packages (Mark Package As Shipped) */
    async markShipped(orderId: string, body: { order_line_item_ids?: unknown; shipping_provider_id?: unknown; tracking_number?: unknown }) {
      const order = found(orderId);
      if (!SHIPPABLE.has(order.status)) refuse(21011001, `The order status ${order.status} does not allow shipping.`);
      if (order.is_buyer_request_cancel) refuse(21011002, 'The buyer has requested to cancel this order. Respond to the cancellation request first.');
      const tracking = typeof body.tracking_number === 'string' ? body.tracking_number.trim() : '';
      if (!tracking || tracking.length > 50) refuse(BAD_PARAM, 'Invalid tracking_number.');
      const provider = providers.find((p) => p.id === body.shipping_provider_id) ?? refuse(21011003, 'The shipping_provider_id is not available for the delivery option of this order.');
      const open = order.line_items.filter((unit) => !unit.package_id && unit.display_status !== 'CANCELLED');
      const named = body.order_line_item_ids === undefined ? open.map((u) => u.id) : body.order_line_item_ids;
      if (!Array.isArray(named) || named.length === 0) refuse(BAD_PARAM, 'Invalid order_line_item_ids.');
      const units = (named as unknown[]).map((id) => order.line_items.find((unit) => unit.id === id) ?? refuse(21011004, `The order line item ${String(id)} does not belong to the order.`));
      for (const unit of units) if (!open.includes(unit)) refuse(21011005, `The order line item ${unit.id} has already been shipped or cancelled.`);
      const at = now();
      const pkg: SimPackage = { package_id: `11${digits(17)}`, order_id: order.id, package_status: 'IN_TRANSIT', tracking_number: tracking, shipping_provider_id: provider.id, shipping_provider_name: provider.name, order_line_item_ids: units.map((u) => u.id), create_time: at, update_time: at };
      packages.set(pkg.package_id, pkg);
      order.packages.push({ id: pkg.package_id });
      for (const unit of units) Object.assign(unit, { package_id: pkg.package_id, package_status: pkg.package_status, tracking_number: tracking, shipping_provider_id: provider.id, shipping_provider_name: provider.name, display_status: 'IN_TRANSIT' });
      const before = order.status;
      order.status = open.length === units.length ? 'IN_TRANSIT' : 'PARTIALLY_SHIPPING';
      touch(order);
      if (order.status !== before) await statusPush(order);
      return { order_id: order.id, order_line_item_ids: pkg.order_line_item_ids, package_id: pkg.package_id };
    },

    /** GET /fulfillment/202309/packages/{package_id} */
    packageDetail(packageId: string) {
      const pkg = packages.get(packageId) ?? refuse(21012001, 'The package does not exist.');
      return { ...pkg, orders: [{ id: pkg.order_id }] };
    },

    /** POST /fulfillment/202309/packages/{package_id}/shipping_info/update */
    updateShippingInfo(packageId: string, body: { shipping_provider_id?: unknown; tracking_number?: unknown }) {
      const pkg = packages.get(packageId) ?? refuse(21012001, 'The package does not exist.');
      const tracking = typeof body.tracking_number === 'string' ? body.tracking_number.trim() : '';
      if (!tracking || tracking.length > 50) refuse(BAD_PARAM, 'Invalid tracking_number.');
      const provider = providers.find((p) => p.id === body.shipping_provider_id) ?? refuse(21011003, 'The shipping_provider_id is not available for the delivery option of this order.');
      Object.assign(pkg, { tracking_number: tracking, shipping_provider_id: provider.id, shipping_provider_name: provider.name, update_time: now() });
      const order = orders.get(pkg.order_id)!;
      for (const unit of order.line_items) if (unit.package_id === pkg.package_id) Object.assign(unit, { tracking_number: tracking, shipping_provider_id: provider.id, shipping_provider_name: provider.name });
      touch(order);
      return {};
    },

    /** The shopper asks to cancel (the order page's button, or a test control). */
    async requestCancellation(orderId: string, reason = 'ecom_order_to_ship_canceled_reason_no_longer_needed') {
      const order = found(orderId);
      if (order.status !== 'AWAITING_SHIPMENT') refuse(35004001, `The order status ${order.status} does not allow a cancellation request.`);
      if (order.is_buyer_request_cancel) refuse(35004002, 'A cancellation request for this order is already pending.');
      const at = now();
      const live = order.line_items.filter((u) => u.display_status !== 'CANCELLED');
      const cancellation: SimCancellation = {
        cancel_id: `40${digits(17)}`,
        order_id: order.id,
        cancel_type: 'BUYER_CANCEL',
        cancel_status: 'CANCELLATION_REQUEST_PENDING',
        role: 'BUYER',
        cancel_reason: reason,
        cancel_reason_text: 'No longer needed',
        create_time: at,
        update_time: at,
        refund_amount: { currency, refund_total: order.payment.total_amount },
        cancel_line_items: live.map((u) => ({ cancel_line_item_id: `41${digits(17)}`, order_line_item_id: u.id, product_name: u.product_name, seller_sku: u.seller_sku })),
      };
      cancellations.set(cancellation.cancel_id, cancellation);
      order.is_buyer_request_cancel = true;
      touch(order);
      await cancellationPush(cancellation);
      return cancellation;
    },

    /** POST /return_refund/202309/cancellations/search */
    searchCancellations(query: Record<string, string | undefined>, body: { order_ids?: unknown; cancel_ids?: unknown; cancel_status?: unknown }) {
      const listed = (value: unknown) => (Array.isArray(value) ? value.map(String) : null);
      const [orderIds, cancelIds, statuses] = [listed(body.order_ids), listed(body.cancel_ids), listed(body.cancel_status)];
      const matching = [...cancellations.values()]
        .filter((c) => (!orderIds || orderIds.includes(c.order_id)) && (!cancelIds || cancelIds.includes(c.cancel_id)) && (!statuses || statuses.includes(c.cancel_status)))
        .sort((a, b) => b.create_time - a.create_time || b.cancel_id.localeCompare(a.cancel_id));
      const { page, next_page_token, total_count } = pageOf(matching, { page_size: query.page_size ?? '20', page_token: query.page_token }, 50);
      return { cancellations: page, next_page_token, total_count };
    },

    /** POST /return_refund/202309/cancellations/{cancel_id}/approve | reject */
    async answer(cancelId: string, decision: 'approve' | 'reject', body: { reject_reason?: unknown }) {
      const cancellation = cancellations.get(cancelId) ?? refuse(35004003, 'The cancellation request does not exist.');
      if (cancellation.cancel_status !== 'CANCELLATION_REQUEST_PENDING') refuse(35004004, 'The cancellation request has already been processed.');
      if (decision === 'reject' && !REJECT_REASONS.includes(String(body.reject_reason))) refuse(BAD_PARAM, 'Invalid reject_reason.');
      const order = orders.get(cancellation.order_id)!;
      const at = now();
      order.is_buyer_request_cancel = false;
      if (decision === 'approve') {
        Object.assign(cancellation, { cancel_status: 'CANCELLATION_REQUEST_COMPLETE', update_time: at });
        Object.assign(order, { status: 'CANCELLED', cancel_reason: cancellation.cancel_reason_text, cancellation_initiator: 'BUYER', cancel_time: at });
        for (const unit of order.line_items) unit.display_status = 'CANCELLED';
      } else {
        Object.assign(cancellation, { cancel_status: 'CANCELLATION_REQUEST_CANCEL', reject_reason: String(body.reject_reason), update_time: at });
      }
      touch(order);
      await cancellationPush(cancellation);
      if (decision === 'approve') await statusPush(order);
      return {};
    },
  };
}
export type ShopOrders = ReturnType<typeof shopOrders>;
