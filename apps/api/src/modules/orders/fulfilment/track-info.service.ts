import { and, desc, eq, isNull } from 'drizzle-orm';
import { orderFulfilments, orders } from '../../../db/schema/index.ts';
import type { Db } from '../../../platform/database.ts';
import { notFound } from '../../../platform/errors.ts';
import { parcelsRepository } from './parcels.repository.ts';
import type { LogisticsTrackInfo, ParcelTrack } from './schemas.ts';

/**
 * The seller's view of an order's logistics (POST /api/orders/logisticsTrackInfo): its parcels
 * with their first- and last-leg carrier events, newest first, and what the seller entered with
 * Fulfill Order. Another seller's order, or a parcel code of another order, is 404.
 */
export function trackInfoService(db: Db) {
  return {
    /** `noEvents` is spec 8's 'Logistics information has not been updated yet' in the caller's language. */
    async forSeller(userId: number, kkOrderId: string, parcelCode: string | null, noEvents: string): Promise<LogisticsTrackInfo> {
      const [order] = await db
        .select({ id: orders.id, kkOrderId: orders.kkOrderId, status: orders.status })
        .from(orders)
        .where(and(eq(orders.kkOrderId, kkOrderId), eq(orders.userId, userId)));
      if (!order) throw notFound();
      const repo = parcelsRepository(db);
      const all = await repo.ofOrders([order.id]);
      const chosen = parcelCode ? all.filter((parcel) => parcel.parcelCode === parcelCode) : all;
      if (parcelCode && chosen.length === 0) throw notFound();
      const [presented, events] = await Promise.all([repo.present(chosen), repo.eventsOf(chosen.map((parcel) => parcel.id))]);
      const parcels: ParcelTrack[] = chosen.map((parcel, index) => {
        const own = events.filter((event) => event.parcelId === parcel.id).map((event) => ({ leg: event.leg, time: event.occurredAt.toISOString(), location: event.location, description: event.description, stage: event.stage }));
        const leg = (name: string) => own.filter((event) => event.leg === name).map(({ leg: _leg, ...event }) => event);
        return {
          ...presented[index]!,
          firstLegEvents: leg('first'),
          lastLegEvents: leg('last'),
          message: own.length === 0 ? noEvents : null,
        };
      });
      const [entered] = await db
        .select()
        .from(orderFulfilments)
        .where(and(eq(orderFulfilments.orderId, order.id), isNull(orderFulfilments.cancelledAt)))
        .orderBy(desc(orderFulfilments.id))
        .limit(1);
      return {
        kkOrderId: order.kkOrderId,
        orderStatus: order.status,
        parcels,
        fulfilment: entered
          ? { store: entered.storeName, storeOrderId: entered.storeOrderId, trackingNumber: entered.trackingNumber, shippingCarrier: entered.carrier, trackingUrl: entered.trackingUrl, createdAt: entered.createdAt.toISOString() }
          : null,
      };
    },
  };
}
