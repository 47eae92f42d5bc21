import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { orderFulfilments, orderItems, orders, parcelItems, parcels, storeOrders, storeSettings, trackingUploads } from '../../../db/schema/index.ts';
import type { Executor } from '../../../platform/database.ts';

export type TrackingUploadRow = typeof trackingUploads.$inferSelect;

/** A store order's side of one of our orders: which store order it fulfils and whether its store takes tracking on its own. */
export interface StoreSide {
  orderId: number;
  storeOrderId: number;
  storeId: number;
  platformOrderId: string;
  autoUploadTracking: boolean;
}

/** tracking_uploads and what a push needs: the store order, the parcel's or the order's store lines. */
export function trackingUploadsRepository(db: Executor) {
  return {
    /** Null for mall orders (no store order) and orders whose store order is gone with its store. */
    async storeSide(orderId: number): Promise<StoreSide | null> {
      const [row] = await db
        .select({ orderId: orders.id, storeOrderId: storeOrders.id, storeId: storeOrders.storeId, platformOrderId: storeOrders.platformOrderId, autoUploadTracking: storeSettings.autoUploadTracking })
        .from(orders)
        .innerJoin(storeOrders, eq(storeOrders.id, orders.storeOrderRef))
        .leftJoin(storeSettings, eq(storeSettings.storeId, storeOrders.storeId))
        .where(eq(orders.id, orderId));
      return row ? { ...row, autoUploadTracking: row.autoUploadTracking ?? false } : null;
    },

    async insert(values: typeof trackingUploads.$inferInsert): Promise<TrackingUploadRow> {
      const [row] = await db.insert(trackingUploads).values(values).returning();
      return row!;
    },

    async byId(id: number): Promise<TrackingUploadRow | undefined> {
      const [row] = await db.select().from(trackingUploads).where(eq(trackingUploads.id, id));
      return row;
    },

    /** Locked until the transaction ends: a retry and a running job do not both move the row. */
    async lockOfOrder(orderId: number, id: number): Promise<TrackingUploadRow | undefined> {
      const [row] = await db.select().from(trackingUploads).where(and(eq(trackingUploads.id, id), eq(trackingUploads.orderId, orderId))).for('update');
      return row;
    },

    /** The order's uploads, oldest first, with their parcel codes and whether their fulfilment was cancelled. */
    async ofOrder(orderId: number) {
      return db
        .select({ upload: trackingUploads, parcelCode: parcels.parcelCode, fulfilmentCancelledAt: orderFulfilments.cancelledAt })
        .from(trackingUploads)
        .leftJoin(parcels, eq(parcels.id, trackingUploads.parcelId))
        .leftJoin(orderFulfilments, eq(orderFulfilments.id, trackingUploads.fulfilmentId))
        .where(eq(trackingUploads.orderId, orderId))
        .orderBy(asc(trackingUploads.id));
    },

    /** The uploads of the given seller fulfilments (Fulfill Order replaced or cancelled). */
    async ofFulfilments(fulfilmentIds: number[]): Promise<TrackingUploadRow[]> {
      if (fulfilmentIds.length === 0) return [];
      return db.select().from(trackingUploads).where(inArray(trackingUploads.fulfilmentId, fulfilmentIds)).for('update');
    },

    /** Pending uploads of the seller's active fulfilment (not cancelled): held while a replaced one is withdrawn. */
    async heldFulfilmentUploads(orderId: number): Promise<TrackingUploadRow[]> {
      return db
        .select({ upload: trackingUploads })
        .from(trackingUploads)
        .innerJoin(orderFulfilments, eq(orderFulfilments.id, trackingUploads.fulfilmentId))
        .where(and(eq(trackingUploads.orderId, orderId), eq(trackingUploads.status, 'pending'), isNull(orderFulfilments.cancelledAt)))
        .then((rows) => rows.map((row) => row.upload));
    },

    /** The store lines and quantities a parcel holds. */
    async parcelLines(parcelId: number): Promise<{ platformLineId: string; quantity: number }[]> {
      const rows = await db
        .select({ platformLineId: orderItems.storeLineId, quantity: parcelItems.quantity })
        .from(parcelItems)
        .innerJoin(orderItems, eq(orderItems.id, parcelItems.orderItemId))
        .where(and(eq(parcelItems.parcelId, parcelId), isNotNull(orderItems.storeLineId)))
        .orderBy(asc(orderItems.id));
      return rows.map((row) => ({ platformLineId: row.platformLineId!, quantity: row.quantity }));
    },

    /** Every store line of one of our orders, whole (the seller's Fulfill Order covers the order). */
    async orderLines(orderId: number): Promise<{ platformLineId: string; quantity: number }[]> {
      const rows = await db
        .select({ platformLineId: orderItems.storeLineId, quantity: orderItems.quantity })
        .from(orderItems)
        .where(and(eq(orderItems.orderId, orderId), isNotNull(orderItems.storeLineId)))
        .orderBy(asc(orderItems.id));
      return rows.map((row) => ({ platformLineId: row.platformLineId!, quantity: row.quantity }));
    },

    async set(id: number, values: Partial<Pick<TrackingUploadRow, 'status' | 'error' | 'platformFulfilmentId'>>): Promise<void> {
      await db.update(trackingUploads).set({ ...values, updatedAt: sql`now()` }).where(eq(trackingUploads.id, id));
    },

    /** Failed, unless the seller cancelled it meanwhile (a cancelled upload stays cancelled). */
    async failPending(id: number, error: string): Promise<void> {
      await db.update(trackingUploads).set({ status: 'failed', error, updatedAt: sql`now()` }).where(and(eq(trackingUploads.id, id), eq(trackingUploads.status, 'pending')));
    },

    async countAttempt(id: number): Promise<void> {
      await db.update(trackingUploads).set({ attempts: sql`${trackingUploads.attempts} + 1`, updatedAt: sql`now()` }).where(eq(trackingUploads.id, id));
    },
  };
}
