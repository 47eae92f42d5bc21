import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { orders } from '../../../db/schema/index.ts';
import { parcelsRepository, type LineRow, type ParcelRow } from '../../orders/fulfilment/parcels.repository.ts';
import { remainingOf } from '../../orders/fulfilment/shipment-plan.ts';
import { shippingService, type ShipParcelInput } from '../../orders/fulfilment/shipping.service.ts';
import type { ParcelTracking } from '../../orders/fulfilment/tracking.jobs.ts';
import type { AdminParcel, QueueOrder } from './schemas.ts';
import { shipQueueRepository, type QueueFilter } from './ship-queue.repository.ts';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** "Black / M" from the order line's option JSON strings ({name, value}). */
function optionsText(line: Pick<LineRow, 'option1' | 'option2'>): string {
  const value = (text: string) => {
    try {
      return String((JSON.parse(text) as { value?: unknown }).value ?? '');
    } catch {
      return text;
    }
  };
  return [line.option1, line.option2].map(value).filter(Boolean).join(' / ');
}

/** The back office's orders to ship: the queue, parcels in transit, shipping and delivery by hand. */
export function shipOrdersService(app: FastifyInstance, tracking: ParcelTracking) {
  const { db } = app.database;
  const queue = shipQueueRepository(db);
  const shipping = shippingService(app, tracking);

  async function presentParcels(rows: { parcel: ParcelRow; kkOrderId: string }[]): Promise<AdminParcel[]> {
    const presented = await parcelsRepository(db).present(rows.map((row) => row.parcel));
    return rows.map(({ parcel, kkOrderId }, index) => {
      const { items, ...shown } = presented[index]!;
      return {
        ...shown,
        kkOrderId,
        warehouseCode: parcel.warehouseCode,
        trackingRegistered: parcel.trackingRegisteredAt !== null,
        items: items.map(({ kkItemId, skuCode, quantity }) => ({ kkItemId, skuCode, quantity })),
      };
    });
  }

  const parcelOfOrder = async (parcel: ParcelRow, kkOrderId: string) => (await presentParcels([{ parcel, kkOrderId }]))[0]!;

  return {
    async waiting(filter: QueueFilter) {
      const { rows, total } = await queue.waiting(filter);
      const ids = rows.map((order) => order.id);
      const repo = parcelsRepository(db);
      const [lines, parcelRows] = await Promise.all([repo.lineCountsOf(ids), repo.ofOrders(ids)]);
      const kkOf = new Map(rows.map((order) => [order.id, order.kkOrderId]));
      const parcels = await presentParcels(parcelRows.map((parcel) => ({ parcel, kkOrderId: kkOf.get(parcel.orderId)! })));
      const list: QueueOrder[] = rows.map((order) => ({
        kkOrderId: order.kkOrderId,
        status: order.status,
        warehouseCode: order.warehouseCode,
        paidAt: iso(order.paidAt),
        recipient: order.address.recipient,
        country: order.address.country,
        channelName: order.channelName,
        held: order.deliveryCancelledAt !== null,
        lines: lines
          .filter((line) => line.orderId === order.id)
          .map((line) => ({ kkItemId: line.orderItemId, skuCode: line.skuCode, productName: line.productName, imageUrl: line.imageUrl, options: optionsText(line), quantity: line.quantity, shipped: line.shipped, refunded: line.refunded, remaining: remainingOf(line) })),
        parcels: parcels.filter((parcel) => parcel.kkOrderId === order.kkOrderId),
      }));
      return { list, total, pageNumber: filter.pageNumber, pageSize: filter.pageSize };
    },

    async inTransit(filter: QueueFilter) {
      const { rows, total } = await queue.inTransit(filter);
      return { list: await presentParcels(rows), total, pageNumber: filter.pageNumber, pageSize: filter.pageSize };
    },

    async ship(operatorId: number, input: ShipParcelInput) {
      const { parcel, orderStatus } = await shipping.ship(operatorId, input);
      // Read again: the prompt tracking registration may have just stamped it.
      const fresh = (await parcelsRepository(db).byId(parcel.id)) ?? parcel;
      return { parcel: await parcelOfOrder(fresh, input.kkOrderId), orderStatus };
    },

    async markDelivered(operatorId: number, parcelCode: string) {
      const parcel = await shipping.markDelivered(operatorId, parcelCode);
      const [order] = await db.select({ kkOrderId: orders.kkOrderId }).from(orders).where(eq(orders.id, parcel.orderId));
      return parcelOfOrder(parcel, order!.kkOrderId);
    },
  };
}
export type ShipOrdersService = ReturnType<typeof shipOrdersService>;
