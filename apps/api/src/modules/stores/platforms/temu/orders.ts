import type { z } from 'zod';
import { providerNamed } from '../carriers.ts';
import { PlatformError, type StoreConnection, type StoreOrderSource } from '../platform.ts';
import { perSecondPacer } from '../publishing/pacing.ts';
import type { TemuClient, TemuRegion } from './client.ts';
import { liveSubOrders, storeOrderOf, UN_SHIPPING } from './order-mapping.ts';
import { anySchema, logisticsCompaniesSchema, orderAmountSchema, orderListSchema, shippingInfoSchema, type TemuParentOrder } from './order-schemas.ts';

/**
 * Temu's store orders (issue 17), polled: Temu's push signature is not public (decision 0020), so polling is
 * the source of truth and no push is read (readOrderNotice answers null).
 * - bg.order.list.v2.get {updateAtStart, updateAtEnd, sortby: updateTime} lists parent orders newest first,
 *   by page number. To hand them oldest first, and so that an order updated while we page cannot shift one we
 *   have not read out of reach, the window's end is fixed in the cursor and pages are read from the last back
 *   to the first (a shift then repeats an order, never skips one);
 * - each order's address: bg.order.shippinginfo.v2.get; its money: bg.order.amount.query (minor units);
 * - tracking: bg.logistics.shipment.confirm {sendType 0, sendRequestList [{carrierId, trackingNumber,
 *   orderSendInfoList [{orderSn, parentOrderSn, goodsId, skuId, quantity}]}]} for the parcel's sub-orders (some
 *   of them: a partial shipment), the carrier id from bg.logistics.companies.get {regionId} matched by name.
 *   Temu answers no package number we could keep, so the fulfilment is named by its tracking number;
 * - Temu has no call that withdraws a confirmed shipment, so Cancel Fulfillment is refused; buyers' cancellations
 *   are Temu's own (the order comes back cancelled), so there is no answerCancellation.
 * Calls keep under Temu's 20 a second per app key (in-process, TEMU_QPS).
 */

const PAGE_SIZE = 50;
/**
 * Temu's documented default is 20 calls a second per app key, counted when calls arrive; we pace when they
 * leave, so two calls of headroom keep network jitter from pushing one over the limit.
 */
export const TEMU_QPS = 18;
/** The region id of a mall when its orders do not say (the US router's only site). */
const US_REGION_ID = 211;
const REGION_CURRENCY: Record<TemuRegion, string> = { us: 'USD', eu: 'EUR', global: 'USD' };

interface Cursor {
  page: number;
  end: number;
}
const encode = (cursor: Cursor) => Buffer.from(JSON.stringify(cursor)).toString('base64url');
function decode(text: string): Cursor {
  try {
    const cursor = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as Cursor;
    if (Number.isInteger(cursor.page) && cursor.page >= 1 && Number.isInteger(cursor.end)) return cursor;
  } catch {
    // Not ours: refused below.
  }
  throw new PlatformError('rejected', 'Temu: the order list cursor is not valid');
}

export function temuOrders(client: TemuClient, regionOf: (connection: StoreConnection) => TemuRegion, qps = TEMU_QPS): StoreOrderSource {
  const pacer = perSecondPacer(qps);

  async function call<T>(connection: StoreConnection, schema: z.ZodType<T>, type: string, params: Record<string, unknown>): Promise<T> {
    await pacer.take('app');
    return client.call(schema, { type, region: regionOf(connection), accessToken: connection.credentials.accessToken, params });
  }

  const page = (connection: StoreConnection, start: number, end: number, pageNumber: number) =>
    call(connection, orderListSchema, 'bg.order.list.v2.get', { pageNumber, pageSize: PAGE_SIZE, updateAtStart: start, updateAtEnd: end, sortby: 'updateTime' });

  async function readParent(connection: StoreConnection, parentOrderSn: string): Promise<TemuParentOrder | null> {
    const { pageItems } = await call(connection, orderListSchema, 'bg.order.list.v2.get', { pageNumber: 1, pageSize: 1, parentOrderSnList: [parentOrderSn] });
    return pageItems.find((item) => item.parentOrderMap.parentOrderSn === parentOrderSn) ?? null;
  }

  async function withDetails(connection: StoreConnection, order: TemuParentOrder) {
    const parentOrderSn = order.parentOrderMap.parentOrderSn;
    const shipping = await call(connection, shippingInfoSchema, 'bg.order.shippinginfo.v2.get', { parentOrderSn });
    const amount = await call(connection, orderAmountSchema, 'bg.order.amount.query', { parentOrderSn });
    return storeOrderOf(order, shipping, amount, REGION_CURRENCY[regionOf(connection)]);
  }

  /** A page's orders oldest first, each with its address and money. */
  async function oldestFirst(connection: StoreConnection, items: TemuParentOrder[]) {
    const orders = [];
    for (const order of [...items].reverse()) orders.push(await withDetails(connection, order));
    return orders;
  }

  async function carrierIdFor(connection: StoreConnection, order: TemuParentOrder, carrier: string): Promise<string> {
    const { logisticsCompaniesList } = await call(connection, logisticsCompaniesSchema, 'bg.logistics.companies.get', { regionId: order.parentOrderMap.regionId ?? US_REGION_ID });
    const offered = logisticsCompaniesList.map((c) => ({ id: c.logisticsServiceProviderId, name: c.logisticsServiceProviderName || c.logisticsBrandName }));
    const company = providerNamed(offered, carrier);
    if (!company) throw new PlatformError('rejected', `Temu: no logistics company matches the carrier "${carrier}" (Temu offers ${offered.map((c) => c.name).join(', ') || 'none'})`);
    return company.id;
  }

  return {
    async listOrders(connection, { updatedSince, cursor }) {
      const start = Math.floor(updatedSince.getTime() / 1000);
      let at = cursor ? decode(cursor) : null;
      if (!at) {
        const end = Math.floor(Date.now() / 1000);
        const first = await page(connection, start, end, 1);
        const last = Math.max(1, Math.ceil(first.totalItemNum / PAGE_SIZE));
        if (last === 1) return { orders: await oldestFirst(connection, first.pageItems), nextCursor: undefined };
        at = { page: last, end };
      }
      const { pageItems } = await page(connection, start, at.end, at.page);
      return { orders: await oldestFirst(connection, pageItems), nextCursor: at.page > 1 ? encode({ page: at.page - 1, end: at.end }) : undefined };
    },

    async getOrder(connection, platformOrderId) {
      const order = await readParent(connection, platformOrderId);
      return order && withDetails(connection, order);
    },

    readOrderNotice() {
      return null;
    },

    async uploadTracking(connection, input) {
      const order = await readParent(connection, input.platformOrderId);
      if (!order) throw new PlatformError('rejected', `Temu: order ${input.platformOrderId} does not exist`);
      const open = liveSubOrders(order).filter((sub) => sub.orderStatus === UN_SHIPPING);
      const parcel =
        input.lines.length === 0
          ? open.map((sub) => ({ sub, quantity: sub.quantity }))
          : input.lines.map((line) => {
              const sub = order.orderList.find((s) => s.orderSn === line.platformLineId);
              if (!sub) throw new PlatformError('rejected', `Temu: order ${order.parentOrderMap.parentOrderSn} has no sub-order ${line.platformLineId}`);
              return { sub, quantity: line.quantity };
            });
      if (parcel.length === 0) throw new PlatformError('rejected', `Temu: order ${order.parentOrderMap.parentOrderSn} has nothing left to ship`);
      const carrierId = await carrierIdFor(connection, order, input.carrier);
      await call(connection, anySchema, 'bg.logistics.shipment.confirm', {
        sendType: 0,
        sendRequestList: [
          {
            carrierId,
            trackingNumber: input.trackingNumber,
            orderSendInfoList: parcel.map(({ sub, quantity }) => ({ orderSn: sub.orderSn, parentOrderSn: order.parentOrderMap.parentOrderSn, goodsId: Number(sub.goodsId), skuId: Number(sub.skuId), quantity })),
          },
        ],
      });
      return { platformFulfilmentId: input.trackingNumber };
    },

    async cancelTracking(_connection, { platformOrderId, platformFulfilmentId }) {
      throw new PlatformError('rejected', `Temu: the shipment ${platformFulfilmentId} of order ${platformOrderId} is confirmed; Temu has no call that withdraws it`);
    },
  };
}
