import { randomInt } from 'node:crypto';
import { twoDecimals } from '../shared/amounts.ts';
import type { StorefrontOrder } from '../shared/storefront.ts';

/**
 * One mall's orders as Temu's Partner API (local sellers, self-fulfilled) keeps them: parent orders (PO-…)
 * of sub-orders (one SKU and a quantity each), their shipping info and amounts (minor units), the region's
 * logistics companies, and shipments confirmed with a tracking number (sub-orders of a parent may ship in
 * several parcels: the parent is partly shipped, 41, until every sub-order left, then shipped, 4). Refusals
 * carry Temu-like codes and messages (those of the partner docs where they give one: 140020002 Order not found,
 * 180020003 Invalid param; the others are not from its docs).
 */

export class TemuRefusal extends Error {
  constructor(
    readonly errorCode: number,
    message: string,
  ) {
    super(message);
  }
}
const refuse = (code: number, message: string): never => {
  throw new TemuRefusal(code, message);
};
const BAD_PARAMS = 3000000;
const digits = (n: number) => Array.from({ length: n }, (_, i) => (i === 0 ? 1 + randomInt(9) : randomInt(10))).join('');
const now = () => Math.floor(Date.now() / 1000);

/** parentOrderStatus / orderStatus. */
export const STATUS = { PENDING: 1, UN_SHIPPING: 2, CANCELED: 3, SHIPPED: 4, RECEIPTED: 5, PARTIALLY_SHIPPED: 41 } as const;
const STATUS_NAMES: Record<number, string> = { 1: 'PENDING', 2: 'UN_SHIPPING', 3: 'CANCELED', 4: 'SHIPPED', 5: 'RECEIPTED', 41: 'PARTIALLY_SHIPPED', 51: 'PARTIALLY_RECEIPTED' };

export interface TemuAddress {
  receiptName: string;
  mobile: string;
  mail: string;
  regionName1: string;
  regionName2: string;
  regionName3: string;
  regionName4: string;
  addressLine1: string;
  addressLine2: string;
  addressLine3: string;
  postCode: string;
}
export const TEMU_ADDRESS_PRESETS: Record<'US' | 'UK' | 'missing', TemuAddress> = {
  US: { receiptName: 'Jamie Rivera', mobile: '+1 512 555 0142', mail: 'jamie@relay.temu.com', regionName1: 'United States', regionName2: 'Texas', regionName3: 'Austin', regionName4: '', addressLine1: '100 Congress Ave', addressLine2: 'Apt 5', addressLine3: '', postCode: '78701' },
  UK: { receiptName: 'Olivia Bennett', mobile: '+44 7700 900123', mail: 'olivia@relay.temu.com', regionName1: 'United Kingdom', regionName2: 'England', regionName3: 'London', regionName4: '', addressLine1: '221B Baker Street', addressLine2: '', addressLine3: '', postCode: 'NW1 6XE' },
  missing: { receiptName: 'Sam Lee', mobile: '', mail: '', regionName1: 'United States', regionName2: '', regionName3: '', regionName4: '', addressLine1: '', addressLine2: '', addressLine3: '', postCode: '' },
};
const isPreset = (value: unknown): value is keyof typeof TEMU_ADDRESS_PRESETS => typeof value === 'string' && value in TEMU_ADDRESS_PRESETS;

interface SubOrder {
  orderSn: string;
  goodsId: number;
  goodsName: string;
  skuId: number;
  orderStatus: number;
  quantity: number;
  shippedQuantity: number;
  fulfillmentType: 'fulfillBySeller';
  unitRetailCents: number;
}
export interface TemuOrder {
  parentOrderSn: string;
  parentOrderStatus: number;
  parentOrderTime: number;
  updateTime: number;
  expectShipLatestTime: number;
  regionId: number;
  pendingBuyerCancellation: boolean;
  currency: string;
  shippingCents: number;
  address: TemuAddress;
  orderList: SubOrder[];
  shipments: { carrierId: string; carrierName: string; trackingNumber: string; orderSendInfoList: { orderSn: string; quantity: number }[] }[];
}

export interface TemuBuyInput {
  lines: { goodsId?: number; skuId?: number; goodsName: string; quantity: number; priceCents: number }[];
  address?: unknown;
  status?: number;
  shippingCents?: number;
}

const COMPANIES: Record<number, string[]> = {
  211: ['USPS', 'UPS', 'FedEx', 'DHL eCommerce', 'OnTrac', 'YunExpress', '4PX', 'Yanwen', 'Cainiao'],
};
const EU_COMPANIES = ['Royal Mail', 'Evri', 'DPD', 'DHL', 'GLS', 'Hermes', 'La Poste', 'PostNL', 'YunExpress', '4PX', 'Yanwen', 'Cainiao'];

export function mallOrders(options: { regionId: number; currency: string }) {
  const orders = new Map<string, TemuOrder>();
  const companies = new Map<number, { id: string; name: string }[]>();
  const companiesOf = (regionId: number) => {
    if (!companies.has(regionId)) companies.set(regionId, (COMPANIES[regionId] ?? EU_COMPANIES).map((name) => ({ id: digits(9), name })));
    return companies.get(regionId)!;
  };
  const found = (sn: unknown) => orders.get(String(sn ?? '')) ?? refuse(140020002, 'Order not found');
  const snOf = (body: Record<string, unknown>) => (typeof body.parentOrderSn === 'string' && body.parentOrderSn ? body.parentOrderSn : refuse(180020003, 'Invalid param'));

  const view = (o: TemuOrder) => ({
    parentOrderMap: {
      parentOrderSn: o.parentOrderSn,
      parentOrderStatus: o.parentOrderStatus,
      parentOrderTime: o.parentOrderTime,
      updateTime: o.updateTime,
      expectShipLatestTime: o.expectShipLatestTime,
      regionId: o.regionId,
      parentOrderLabel: [{ name: 'pending_buyer_cancellation', value: o.pendingBuyerCancellation ? 1 : 0 }],
    },
    orderList: o.orderList.map(({ shippedQuantity: _s, unitRetailCents: _u, ...sub }) => sub),
  });

  function buy(input: TemuBuyInput): TemuOrder {
    if (!Array.isArray(input.lines) || input.lines.length === 0) refuse(BAD_PARAMS, 'An order needs at least one line.');
    const status = input.status ?? STATUS.UN_SHIPPING;
    if (![STATUS.PENDING, STATUS.UN_SHIPPING].includes(status as 1 | 2)) refuse(BAD_PARAMS, 'status must be 1 (PENDING) or 2 (UN_SHIPPING).');
    const at = now();
    const prefix = String(options.regionId).padStart(3, '0');
    const order: TemuOrder = {
      parentOrderSn: `PO-${prefix}-${digits(17)}`,
      parentOrderStatus: status,
      parentOrderTime: at,
      updateTime: at,
      expectShipLatestTime: at + 2 * 86_400,
      regionId: options.regionId,
      pendingBuyerCancellation: false,
      currency: options.currency,
      shippingCents: input.shippingCents ?? 0,
      address: isPreset(input.address) ? TEMU_ADDRESS_PRESETS[input.address] : TEMU_ADDRESS_PRESETS.US,
      orderList: input.lines.map((line) => {
        if (!Number.isInteger(line.quantity) || line.quantity < 1 || !Number.isInteger(line.priceCents) || line.priceCents < 0 || !line.goodsName) refuse(BAD_PARAMS, 'Each line needs goodsName, a quantity and priceCents.');
        return { orderSn: `${prefix}-${digits(17)}`, goodsId: line.goodsId ?? Number(`60${digits(13)}`), goodsName: line.goodsName, skuId: line.skuId ?? Number(`17${digits(12)}`), orderStatus: status, quantity: line.quantity, shippedQuantity: 0, fulfillmentType: 'fulfillBySeller', unitRetailCents: line.priceCents };
      }),
      shipments: [],
    };
    orders.set(order.parentOrderSn, order);
    return order;
  }

  return {
    buy,
    all: () => [...orders.values()],
    get: (sn: string) => orders.get(sn),
    /** Temu's own progress (a test control): paid (2), cancelled (3), received (5); or a buyer asking to cancel. */
    set(sn: string, change: { status?: number; pendingBuyerCancellation?: boolean }) {
      const order = found(sn);
      if (change.status !== undefined) {
        if (!STATUS_NAMES[change.status]) refuse(BAD_PARAMS, 'Unknown status.');
        order.parentOrderStatus = change.status;
        for (const sub of order.orderList) sub.orderStatus = change.status;
      }
      if (change.pendingBuyerCancellation !== undefined) order.pendingBuyerCancellation = change.pendingBuyerCancellation;
      order.updateTime = now();
      return order;
    },

    /** bg.order.list.v2.get */
    list(body: Record<string, unknown>) {
      const pageNumber = Number(body.pageNumber ?? 1);
      const pageSize = Number(body.pageSize ?? 10);
      if (!Number.isInteger(pageNumber) || pageNumber < 1 || !Number.isInteger(pageSize) || pageSize < 1 || pageSize > 100) refuse(BAD_PARAMS, 'BAD_PARAMS');
      if ((body.updateAtStart === undefined) !== (body.updateAtEnd === undefined)) refuse(BAD_PARAMS, 'updateAtStart and updateAtEnd must be used together.');
      const sns = body.parentOrderSnList;
      if (sns !== undefined && (!Array.isArray(sns) || sns.length > 20)) refuse(BAD_PARAMS, 'parentOrderSnList holds at most 20 orders.');
      const byUpdate = body.sortby === 'updateTime';
      const matching = [...orders.values()]
        .filter((o) => !Array.isArray(sns) || sns.includes(o.parentOrderSn))
        .filter((o) => body.updateAtStart === undefined || (o.updateTime >= Number(body.updateAtStart) && o.updateTime <= Number(body.updateAtEnd)))
        .filter((o) => !body.parentOrderStatus || o.parentOrderStatus === Number(body.parentOrderStatus))
        .sort((a, b) => (byUpdate ? b.updateTime - a.updateTime : b.parentOrderTime - a.parentOrderTime) || b.parentOrderSn.localeCompare(a.parentOrderSn));
      return { totalItemNum: matching.length, pageItems: matching.slice((pageNumber - 1) * pageSize, pageNumber * pageSize).map(view) };
    },

    /** bg.order.detail.v2.get */
    detail: (body: Record<string, unknown>) => view(found(snOf(body))),

    /** bg.order.shippinginfo.v2.get */
    shippingInfo: (body: Record<string, unknown>) => ({ ...found(snOf(body)).address, addressLineAll: '', taxCode: '' }),

    /** bg.order.amount.query (amounts in minor units) */
    amount(body: Record<string, unknown>) {
      const order = found(snOf(body));
      const money = (amount: number) => ({ currency: order.currency, amount });
      const retail = order.orderList.reduce((sum, sub) => sum + sub.unitRetailCents * sub.quantity, 0);
      return {
        parentOrderMap: { parentOrderSn: order.parentOrderSn, retailPriceTotal: money(retail), shippingAmountTotal: money(order.shippingCents), customerPaid: money(retail + order.shippingCents) },
        orderList: order.orderList.map((sub) => ({ orderSn: sub.orderSn, quantity: sub.quantity, unitRetailPrice: money(sub.unitRetailCents) })),
        warning: [],
      };
    },

    /** bg.logistics.companies.get */
    companies(body: Record<string, unknown>) {
      const regionId = Number(body.regionId);
      if (!Number.isInteger(regionId) || regionId <= 0) refuse(BAD_PARAMS, 'regionId is required.');
      return { logisticsCompaniesList: companiesOf(regionId).map((c) => ({ logisticsServiceProviderId: Number(c.id), logisticsServiceProviderName: c.name, logisticsBrandName: c.name })) };
    },

    /** bg.logistics.shipment.confirm: every parcel is checked before any is kept. */
    confirm(body: Record<string, unknown>) {
      const requests = Array.isArray(body.sendRequestList) ? (body.sendRequestList as Record<string, unknown>[]) : refuse(BAD_PARAMS, 'sendRequestList is required.');
      const parcels = requests.map((request) => {
        const tracking = typeof request.trackingNumber === 'string' ? request.trackingNumber.trim() : '';
        if (!tracking) refuse(BAD_PARAMS, 'trackingNumber is required.');
        const items = Array.isArray(request.orderSendInfoList) ? (request.orderSendInfoList as Record<string, unknown>[]) : refuse(BAD_PARAMS, 'orderSendInfoList is required.');
        const lines = items.map((item) => {
          const order = found(item.parentOrderSn);
          const sub = order.orderList.find((s) => s.orderSn === item.orderSn) ?? refuse(BAD_PARAMS, `The order ${String(item.orderSn)} does not belong to ${order.parentOrderSn}.`);
          if (![STATUS.UN_SHIPPING, STATUS.PARTIALLY_SHIPPED].includes(order.parentOrderStatus as 2 | 41) || sub.orderStatus !== STATUS.UN_SHIPPING) refuse(120011004, `The order ${sub.orderSn} cannot be shipped in its current status.`);
          if (Number(item.goodsId) !== sub.goodsId || Number(item.skuId) !== sub.skuId) refuse(BAD_PARAMS, `goodsId and skuId do not match the order ${sub.orderSn}.`);
          const quantity = Number(item.quantity);
          if (!Number.isInteger(quantity) || quantity < 1 || quantity > sub.quantity - sub.shippedQuantity) refuse(BAD_PARAMS, `The quantity of the order ${sub.orderSn} exceeds what is left to ship.`);
          return { order, sub, quantity };
        });
        const company = companiesOf(lines[0]?.order.regionId ?? options.regionId).find((c) => c.id === String(request.carrierId)) ?? refuse(120011002, 'The carrierId is not a logistics company of the region.');
        return { tracking, company, lines };
      });
      for (const parcel of parcels) {
        for (const { sub, quantity } of parcel.lines) {
          sub.shippedQuantity += quantity;
          if (sub.shippedQuantity === sub.quantity) sub.orderStatus = STATUS.SHIPPED;
        }
        const order = parcel.lines[0]!.order;
        order.shipments.push({ carrierId: parcel.company.id, carrierName: parcel.company.name, trackingNumber: parcel.tracking, orderSendInfoList: parcel.lines.map(({ sub, quantity }) => ({ orderSn: sub.orderSn, quantity })) });
        order.parentOrderStatus = order.orderList.every((sub) => sub.orderStatus !== STATUS.UN_SHIPPING) ? STATUS.SHIPPED : STATUS.PARTIALLY_SHIPPED;
        order.updateTime = now();
      }
      return {};
    },

    /** The storefront's order rows: status, and each parcel's carrier and tracking number. */
    storefront: (): StorefrontOrder[] =>
      [...orders.values()].map((o) => ({
        id: o.parentOrderSn,
        status: [STATUS_NAMES[o.parentOrderStatus] ?? String(o.parentOrderStatus), ...o.shipments.map((s) => `${s.carrierName} ${s.trackingNumber}`)].join(' · '),
        total: `${twoDecimals(o.orderList.reduce((sum, sub) => sum + sub.unitRetailCents * sub.quantity, 0) + o.shippingCents)} ${o.currency}`,
      })),
  };
}
export type MallOrders = ReturnType<typeof mallOrders>;
