import {
  defaultChannel,
  PAYMENT_METHODS,
  SUCCESS_CODE,
  type Address,
  type AgingGrade,
  type BillingPreview,
  type CANCEL_REASONS,
  type Channel,
  type OrderDetail,
  type RefundReasonCode,
} from '@threadway/contracts';
import { and, arrayOverlaps, asc, count, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, HTTPMethods } from 'fastify';
import type { Db } from '../../platform/database.ts';
import { issueSession, revokeSession } from '../../platform/sessions.ts';
import { operators, orders, products, skuStock, skus, users } from '../schema/index.ts';
import { DEMO_SELLER } from './index.ts';

/**
 * The demo seller's first orders, so a newcomer can look at orders, their details, parcels,
 * tracking and refunds without buying first. Placed once, when the demo seller has no order
 * at all (deleted ones count), and never in production, where their made-up tracking numbers
 * would be registered with the real tracking service.
 *
 * Every step is a call of the real API made in-process (app.inject), as the demo seller and as
 * a shipping operator, the calls the browser and the back office make: channels, billing
 * preview, create order, pay by balance, ship, mark delivered, confirm receipt, cancel, apply
 * for a refund. So the state machine, timeline, stock, ledger, auto-cancel and tracking jobs
 * hold exactly as for any order.
 */

type CancelReason = (typeof CANCEL_REASONS)[number]['code'];

interface Line {
  kkProductId: string;
  skuCode: string;
  warehouseCode: string;
  quantity: number;
}

interface Placed {
  kkOrderId: string;
  lines: Line[];
  totalCents: number;
  /** Parcels shipped so far. */
  parcels: number;
}

/** A parcel's carriers and numbers, each in its carrier's format; `serial` is unique per parcel. */
type Carrier = (serial: string) => { firstCarrier: string; trackingNumber: string; lastCarrier?: string; tailTrackingNumber?: string };
const CHINA_POST: Carrier = (serial) => ({ firstCarrier: 'China Post', trackingNumber: `LX${serial.padStart(9, '0')}CN` });
const CHINA_POST_THEN_USPS: Carrier = (serial) => ({ ...CHINA_POST(serial), lastCarrier: 'USPS', tailTrackingNumber: `9400111${serial.padStart(15, '0')}` });
const YUNEXPRESS: Carrier = (serial) => ({ firstCarrier: 'YunExpress', trackingNumber: `YT${serial.padStart(16, '0')}` });

type Acts = ReturnType<typeof actsOf>;

interface Story {
  /** Pieces of each line; each line is another product of the catalogue. */
  quantities: readonly number[];
  /** The delivery grade chosen; by default the bag's default (Express). */
  grade?: AgingGrade;
  /** What happened after the order was placed (nothing: it waits for payment, its auto-cancel queued). */
  then?: (order: Placed, act: Acts) => Promise<unknown>;
}

/** Oldest first, so that the order list (newest first) opens on the order waiting for payment. */
const STORIES: readonly Story[] = [
  {
    quantities: [4, 2],
    grade: 'Standard',
    then: async (order, act) => {
      await act.pay(order);
      await act.delivered(await act.ship(order, [4, 2], CHINA_POST_THEN_USPS));
      await act.confirmReceipt(order);
    },
  },
  { quantities: [6], then: (order, act) => act.cancel(order, 'shippingTooSlow') },
  {
    quantities: [3, 2, 5],
    then: async (order, act) => {
      await act.pay(order);
      await act.ship(order, [3, 2, 0], YUNEXPRESS);
      await act.ship(order, [0, 0, 5], YUNEXPRESS);
    },
  },
  {
    quantities: [4, 3],
    grade: 'Standard',
    then: async (order, act) => {
      await act.pay(order);
      await act.ship(order, [4, 0], CHINA_POST);
    },
  },
  {
    quantities: [2, 6],
    then: async (order, act) => {
      await act.pay(order);
      await act.requestRefund(order, [0, 2], 'wrongSelection', 'Two of these were ordered in the wrong size; please refund them.');
    },
  },
  { quantities: [5, 5], then: (order, act) => act.pay(order) },
  { quantities: [3, 2] },
];

/** Lines come from SKUs with at least this stock in their warehouse, so the demo never empties one. */
const MIN_STOCK = 30;
const CHINESE_WAREHOUSES = ['CN_S', 'CN_N'];

/**
 * On-sale SKUs of plain products (in stock, no minimum order) in the Chinese warehouses, which
 * ship to every country: one per product and warehouse, the best-stocked, the catalogue's first.
 */
async function candidates(db: Db): Promise<Omit<Line, 'quantity'>[]> {
  const needed = STORIES.reduce((sum, story) => sum + story.quantities.length, 0);
  return db
    .selectDistinctOn([products.id, skuStock.warehouseCode], { kkProductId: products.kkProductId, skuCode: skus.skuCode, warehouseCode: skuStock.warehouseCode })
    .from(products)
    .innerJoin(skus, eq(skus.productId, products.id))
    .innerJoin(skuStock, eq(skuStock.skuId, skus.id))
    .where(
      and(
        eq(products.status, 1),
        eq(products.productType, 1),
        isNull(products.minOrderQuantity),
        eq(skus.status, 1),
        inArray(skuStock.warehouseCode, CHINESE_WAREHOUSES),
        gte(skuStock.stock, MIN_STOCK),
      ),
    )
    .orderBy(asc(products.id), asc(skuStock.warehouseCode), desc(skuStock.stock), asc(skus.id))
    // Enough for every story however the catalogue shares its products between the two warehouses.
    .limit(needed * CHINESE_WAREHOUSES.length);
}

/** The lines of each story, all from one warehouse (an order ships from one); null when the catalogue has too few SKUs. */
function plan(found: readonly Omit<Line, 'quantity'>[]): Line[][] | null {
  const byWarehouse = new Map<string, Omit<Line, 'quantity'>[]>();
  for (const sku of found) byWarehouse.set(sku.warehouseCode, [...(byWarehouse.get(sku.warehouseCode) ?? []), sku]);
  const planned: Line[][] = [];
  for (const story of STORIES) {
    const fullest = [...byWarehouse.values()].sort((a, b) => b.length - a.length)[0];
    if (!fullest || fullest.length < story.quantities.length) return null;
    planned.push(fullest.splice(0, story.quantities.length).map((sku, i) => ({ ...sku, quantity: story.quantities[i]! })));
  }
  return planned;
}

/** The API as the demo seller and a shipping operator call it, in-process; a refusal throws with its message. */
export function apiOf(app: FastifyInstance, tokens: { seller: string; operator: string }) {
  async function call<T>(token: string, method: HTTPMethods, url: string, payload?: object): Promise<T> {
    const response = await app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });
    const envelope = response.json<{ code: number; data: T; message: string }>();
    if (envelope.code !== SUCCESS_CODE) throw new Error(`Demo orders: ${method} ${url} answered ${response.statusCode} ${envelope.code} ${envelope.message}`);
    return envelope.data;
  }
  return {
    seller: <T = unknown>(method: HTTPMethods, url: string, payload?: object) => call<T>(tokens.seller, method, url, payload),
    operator: <T = unknown>(method: HTTPMethods, url: string, payload?: object) => call<T>(tokens.operator, method, url, payload),
  };
}

/** The steps of the stories, each the call the seller's pages or the back office make. */
function actsOf(api: ReturnType<typeof apiOf>, address: Address) {
  /** The order's lines (kkItemId) with the given pieces of each planned line, lines of 0 pieces left out. */
  async function pieces(order: Placed, quantities: readonly number[]) {
    const { items } = await api.seller<OrderDetail>('GET', `/api/orders/orders/${order.kkOrderId}`);
    return order.lines.flatMap((line, i) => (quantities[i] ? [{ kkItemId: items.find((item) => item.skuCode === line.skuCode)!.kkItemId, quantity: quantities[i] }] : []));
  }

  return {
    /** The bag's checkout: channels for the parcel, the billing preview with that freight, then the order at the previewed total. */
    async place(lines: Line[], grade: AgingGrade | undefined): Promise<Placed> {
      const warehouseCode = lines[0]!.warehouseCode;
      const products = lines.map((line) => ({ skuCode: line.skuCode, quantity: line.quantity }));
      const [answer] = await api.seller<{ code: number; message: string; data: Channel[] }[]>('POST', '/api/orders/orders/channel', {
        currency: 'USD',
        warehouses: [{ termini: address.countryCode, warehouseCode, products }],
      });
      const channel = answer?.code === SUCCESS_CODE ? (answer.data.find((c) => c.agingGrade === grade) ?? defaultChannel(answer.data)) : undefined;
      if (!channel) throw new Error(`Demo orders: no channel from ${warehouseCode} to ${address.countryCode}: ${answer?.message}`);
      // No promo code and no coupon: the demo seller's tickets stay free to try at checkout.
      const billing = await api.seller<BillingPreview>('POST', '/api/product/orderBillingPreviewInfo', {
        products: lines.map((line) => ({ kkProductId: line.kkProductId, skuCode: line.skuCode, skuQuantity: line.quantity })),
        shippingSubtotal: channel.estimatedFreight,
        ifApplication: false,
      });
      const [kkOrderId] = await api.seller<string[]>('POST', '/api/orders/orders', {
        orderAddresses: {
          recipient: address.fullName,
          phone: address.phoneNumber,
          street1: address.streetAddressLine1,
          street2: address.streetAddressLine2,
          city: address.city,
          province: address.province,
          country: address.countryCode,
          zip: address.zipCode,
          vat: address.vatCode,
          ioss: address.ioss,
        },
        grandTotal: billing.transactionTotalAmount,
        paymentMethod: PAYMENT_METHODS.balance,
        order: [{ warehouseCode, channelCode: channel.channelCode, orderItems: lines.map((line) => ({ skuCode: line.skuCode, productNum: line.quantity })) }],
      });
      return { kkOrderId: kkOrderId!, lines, totalCents: billing.transactionTotalAmount, parcels: 0 };
    },

    async pay(order: Placed) {
      const transactionId = await api.seller<number>('POST', '/api/payment/transaction', {
        amount: order.totalCents,
        paymentMethod: PAYMENT_METHODS.balance,
        currencyCode: 'USD',
        paymentType: 0,
        kkOrderIds: [order.kkOrderId],
      });
      await api.seller('POST', `/api/payment/balance/${transactionId}`);
    },

    /** Ships a parcel and answers its code. */
    async ship(order: Placed, quantities: readonly number[], carrier: Carrier): Promise<string> {
      // The order's row id (after 'KK' and the date, kkOrderIdOf) and the parcel's number make each tracking number unique.
      const serial = `${order.kkOrderId.slice(8)}${++order.parcels}`;
      const { parcel } = await api.operator<{ parcel: { parcelCode: string } }>('POST', '/api/admin/fulfilment/parcels', {
        kkOrderId: order.kkOrderId,
        lines: await pieces(order, quantities),
        ...carrier(serial),
      });
      return parcel.parcelCode;
    },

    delivered: (parcelCode: string) => api.operator('POST', `/api/admin/fulfilment/parcels/${parcelCode}/delivered`),

    confirmReceipt: (order: Placed) => api.seller('PUT', `/api/orders/orders/${order.kkOrderId}/receipt`),

    cancel: (order: Placed, cancelReason: CancelReason) => api.seller('PUT', '/api/orders/orders', { kkOrderId: order.kkOrderId, cancelReason }),

    async requestRefund(order: Placed, quantities: readonly number[], reason: RefundReasonCode, remarks: string) {
      await api.seller('POST', `/api/orders/returns/${order.kkOrderId}`, { reason, remarks, items: await pieces(order, quantities) });
    },
  };
}

/** The first active operator who may ship parcels (the seed ships as them). */
export async function shippingOperator(db: Db): Promise<{ id: number } | undefined> {
  const [operator] = await db
    .select({ id: operators.id })
    .from(operators)
    .where(and(eq(operators.active, true), arrayOverlaps(operators.roles, ['admin', 'fulfilment'])))
    .orderBy(asc(operators.id))
    .limit(1);
  return operator;
}

/**
 * Places the demo orders (see the top of this file) and answers how many; 0 when they are not
 * wanted or not possible: demo data off, production, no demo seller, the demo seller has
 * orders already, or no catalogue (too few SKUs) to order from.
 */
export async function seedDemoOrders(app: FastifyInstance): Promise<number> {
  const { config } = app;
  const { db } = app.database;
  if (config.SEED_DEMO !== 'on' || config.NODE_ENV === 'production') return 0;
  const [demo] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${DEMO_SELLER.email}`).limit(1);
  if (!demo) return 0;
  const [existing] = await db.select({ value: count() }).from(orders).where(eq(orders.userId, demo.id));
  if ((existing?.value ?? 0) > 0) return 0;
  const planned = plan(await candidates(db));
  if (!planned) return 0;
  const operator = await shippingOperator(db);
  if (!operator) return 0;

  // Sessions as sign-in would issue them, without anyone's password; issueSession notes the
  // caller's address and browser, which the seed stands in for. Both end with the seed.
  const caller = { ip: '127.0.0.1', headers: { 'user-agent': 'Threadway demo-order seed' } } as unknown as FastifyRequest;
  const seller = await issueSession(app, db, caller, { type: 'user', id: demo.id });
  const shipper = await issueSession(app, db, caller, { type: 'operator', id: operator.id });
  try {
    const api = apiOf(app, { seller: seller.token, operator: shipper.token });
    const [address] = await api.seller<Address[]>('GET', '/api/store/addressList');
    if (!address) return 0;
    const act = actsOf(api, address);
    for (const [i, story] of STORIES.entries()) {
      const order = await act.place(planned[i]!, story.grade);
      await story.then?.(order, act);
    }
  } finally {
    await revokeSession(db, seller.jti);
    await revokeSession(db, shipper.jti);
  }
  app.log.info(`Demo orders: placed ${STORIES.length} for ${DEMO_SELLER.email}`);
  return STORIES.length;
}
