import type { ParcelSummary, PicturedParcelItem } from '@threadway/contracts';
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { orderItems, orders, parcelItems, parcels, trackingEvents } from '../../../db/schema/index.ts';
import type { Executor } from '../../../platform/database.ts';
import type { LineCounts } from './shipment-plan.ts';

export type ParcelRow = typeof parcels.$inferSelect;
export type LineRow = LineCounts & { orderId: number; skuCode: string; productName: string; imageUrl: string | null; option1: string; option2: string };
export type OrderRow = typeof orders.$inferSelect;
/** A line of a parcel with its order line's code, name and picture. */
export type ParcelItemRow = { parcelId: number; orderItemId: number; quantity: number; skuCode: string; productName: string; imageUrl: string | null };
/** A parcel as the answers show it (contracts' parcelSummary), each line with its name and picture; callers extend or narrow it. */
export type PresentedParcel = Omit<ParcelSummary, 'items'> & { items: PicturedParcelItem[] };

const iso = (value: Date | null) => (value ? value.toISOString() : null);

function presentParcel(parcel: ParcelRow, items: readonly ParcelItemRow[]): PresentedParcel {
  return {
    parcelCode: parcel.parcelCode,
    status: parcel.status,
    firstCarrier: parcel.firstCarrier,
    trackingNumber: parcel.trackingNumber,
    lastCarrier: parcel.lastCarrier,
    tailTrackingNumber: parcel.tailTrackingNumber,
    trackingUrl: parcel.trackingUrl,
    weightGrams: parcel.weightGrams,
    shippedAt: iso(parcel.shippedAt),
    deliveredAt: iso(parcel.deliveredAt),
    items: items
      .filter((item) => item.parcelId === parcel.id)
      .map((item) => ({ kkItemId: item.orderItemId, skuCode: item.skuCode, productName: item.productName, imageUrl: item.imageUrl, quantity: item.quantity })),
  };
}

/** Parcels, their lines and their carrier events; parcels that were cancelled count for nothing. */
export function parcelsRepository(db: Executor) {
  return {
    /** The order, locked until the transaction ends, so two shipments of it run one after the other. */
    async lockOrder(where: { kkOrderId: string } | { id: number }): Promise<OrderRow | undefined> {
      const condition = 'id' in where ? eq(orders.id, where.id) : eq(orders.kkOrderId, where.kkOrderId);
      const [row] = await db.select().from(orders).where(condition).for('update');
      return row;
    },

    /** Each line with its pieces shipped (parcels not cancelled) and refunded (completed refunds). */
    async lineCounts(orderId: number): Promise<LineRow[]> {
      return this.lineCountsOf([orderId]);
    },

    async lineCountsOf(orderIds: number[]): Promise<LineRow[]> {
      if (orderIds.length === 0) return [];
      const result = (await db.execute(sql`
        select i.id as "orderItemId", i.order_id as "orderId", i.quantity, i.sku_code as "skuCode", i.product_name as "productName",
          i.image_url as "imageUrl", i.option1, i.option2,
          coalesce((select sum(pi.quantity) from parcel_items pi join parcels p on p.id = pi.parcel_id
                    where pi.order_item_id = i.id and p.status <> 'cancelled'), 0)::int as shipped,
          coalesce((select sum(ri.quantity) from refund_items ri join refunds r on r.id = ri.refund_id
                    where ri.order_item_id = i.id and r.status = 'completed'), 0)::int as refunded
        from order_items i where i.order_id in (${sql.join(orderIds.map((id) => sql`${id}`), sql`, `)}) order by i.id`)) as unknown as { rows: LineRow[] };
      return result.rows.map((row) => ({ ...row, orderItemId: Number(row.orderItemId), orderId: Number(row.orderId) }));
    },

    async countOfOrder(orderId: number): Promise<number> {
      const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(parcels).where(eq(parcels.orderId, orderId));
      return row?.count ?? 0;
    },

    async insert(values: typeof parcels.$inferInsert, picks: { orderItemId: number; quantity: number }[]): Promise<ParcelRow> {
      const [parcel] = await db.insert(parcels).values(values).returning();
      await db.insert(parcelItems).values(picks.map((pick) => ({ parcelId: parcel!.id, orderItemId: pick.orderItemId, quantity: pick.quantity })));
      return parcel!;
    },

    async byId(id: number): Promise<ParcelRow | undefined> {
      const [row] = await db.select().from(parcels).where(eq(parcels.id, id));
      return row;
    },

    async byCode(parcelCode: string): Promise<ParcelRow | undefined> {
      const [row] = await db.select().from(parcels).where(eq(parcels.parcelCode, parcelCode));
      return row;
    },

    /** The newest parcel not cancelled that travels under this first-leg number. */
    async byTrackingNumber(trackingNumber: string): Promise<ParcelRow | undefined> {
      const [row] = await db
        .select()
        .from(parcels)
        .where(and(eq(parcels.trackingNumber, trackingNumber), ne(parcels.status, 'cancelled')))
        .orderBy(desc(parcels.id))
        .limit(1);
      return row;
    },

    async ofOrders(orderIds: number[]): Promise<ParcelRow[]> {
      if (orderIds.length === 0) return [];
      return db
        .select()
        .from(parcels)
        .where(and(inArray(parcels.orderId, orderIds), ne(parcels.status, 'cancelled')))
        .orderBy(asc(parcels.id));
    },

    async itemsOf(parcelIds: number[]): Promise<ParcelItemRow[]> {
      if (parcelIds.length === 0) return [];
      return db
        .select({ parcelId: parcelItems.parcelId, orderItemId: parcelItems.orderItemId, quantity: parcelItems.quantity, skuCode: orderItems.skuCode, productName: orderItems.productName, imageUrl: orderItems.imageUrl })
        .from(parcelItems)
        .innerJoin(orderItems, eq(orderItems.id, parcelItems.orderItemId))
        .where(inArray(parcelItems.parcelId, parcelIds))
        .orderBy(asc(parcelItems.orderItemId));
    },

    /** The parcels, in the order given, as the answers show them, with their lines (by order line). */
    async present(rows: readonly ParcelRow[]): Promise<PresentedParcel[]> {
      const items = await this.itemsOf(rows.map((parcel) => parcel.id));
      return rows.map((parcel) => presentParcel(parcel, items));
    },

    /** Events newest first. */
    async eventsOf(parcelIds: number[]) {
      if (parcelIds.length === 0) return [];
      return db.select().from(trackingEvents).where(inArray(trackingEvents.parcelId, parcelIds)).orderBy(desc(trackingEvents.occurredAt), desc(trackingEvents.id));
    },

    /** Stores events once each (the unique index decides); answers how many were new. */
    async addEvents(parcelId: number, events: { leg: 'first' | 'last'; occurredAt: Date; location: string | null; description: string; stage: string }[]): Promise<number> {
      if (events.length === 0) return 0;
      const inserted = await db
        .insert(trackingEvents)
        .values(events.map((event) => ({ parcelId, ...event })))
        .onConflictDoNothing()
        .returning({ id: trackingEvents.id });
      return inserted.length;
    },

    /** shipped → delivered; answers the order id, or undefined when the parcel was not in transit. */
    async markDelivered(parcelId: number, at: Date): Promise<number | undefined> {
      const [row] = await db
        .update(parcels)
        .set({ status: 'delivered', deliveredAt: at })
        .where(and(eq(parcels.id, parcelId), eq(parcels.status, 'shipped')))
        .returning({ orderId: parcels.orderId });
      return row?.orderId;
    },

    async markRegistered(parcelId: number): Promise<void> {
      await db.update(parcels).set({ trackingRegisteredAt: sql`now()` }).where(and(eq(parcels.id, parcelId), sql`${parcels.trackingRegisteredAt} is null`));
    },
  };
}
export type ParcelsRepository = ReturnType<typeof parcelsRepository>;
