import { readAutoCheckoutFailure, type OrderDetail, type OrderStatus } from '@threadway/contracts';
import { asc, eq } from 'drizzle-orm';
import { orderEvents, orderFulfilments, parcels } from '../../../db/schema/index.ts';
import type { Db } from '../../../platform/database.ts';
import { parcelsRepository } from '../fulfilment/parcels.repository.ts';
import { trackingUploadsOf } from '../../store-orders/tracking/tracking-uploads.service.ts';
import { myOrder, type OrderRow } from './my-orders.repository.ts';
import { cancelRequestsOf } from '../../store-orders/cancellation/cancel-requests.repository.ts';
import { itemsOf, type OrderListItem } from './order-list.repository.ts';
import { orderStatement } from './order-statement.ts';
import { presentOrder } from './order.presenter.ts';
import { walletOfPayment } from '../../payments/transactions.repository.ts';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The statement of an order and its lines (income statement, statement call, invoice). */
export const statementOf = (order: OrderRow, items: readonly OrderListItem[]) =>
  orderStatement({
    kkOrderId: order.kkOrderId,
    itemSubtotalCents: order.itemSubtotalCents,
    activityDiscountCents: order.activityDiscountCents,
    promoCodeCents: order.promoCodeCents,
    couponCents: order.couponCents,
    shippingCents: order.shippingCents,
    totalCents: order.totalCents,
    refundedCents: order.refundedCents,
    paid: order.paidAt !== null,
    saleCents: order.storeSaleCents,
    lines: items.map((item) => ({ skuCode: item.skuCode, productName: item.productName, quantity: item.quantity, purchasePriceCents: item.purchasePriceCents })),
  });

/** The order detail page (spec 2.5): the order, its lines, timeline, money, payment, parcels and fulfilments. */
export function orderDetailService(db: Db) {
  return {
    async detail(userId: number, kkOrderId: string): Promise<OrderDetail> {
      const order = await myOrder(db, userId, kkOrderId);
      const [items, timeline, parcelRows, fulfilments, requests, trackingUploads] = await Promise.all([
        itemsOf(db, [order.id]),
        db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id)).orderBy(asc(orderEvents.createdAt), asc(orderEvents.id)),
        db.select().from(parcels).where(eq(parcels.orderId, order.id)).orderBy(asc(parcels.id)),
        db.select().from(orderFulfilments).where(eq(orderFulfilments.orderId, order.id)).orderBy(asc(orderFulfilments.id)),
        cancelRequestsOf(db, [order.storeOrderRef]),
        trackingUploadsOf(db, order.id),
      ]);
      const presented = await parcelsRepository(db).present(parcelRows);
      return {
        ...presentOrder({
          ...order,
          status: order.status as OrderStatus,
          resumeStatus: order.resumeStatus as OrderStatus | null,
          cancelRequest: order.storeOrderRef === null ? null : (requests.get(order.storeOrderRef) ?? null),
          items,
        }),
        cancelReason: order.cancelReason,
        abnormalReason: order.abnormalReason,
        // Kept on the newest 'autoCheckoutFailed' step; shown while the order still waits for it to be paid.
        autoCheckoutFailure: order.status === 'autoCheckoutFailed' ? readAutoCheckoutFailure(timeline.findLast((step) => step.type === 'autoCheckoutFailed')?.note) : null,
        payBy: order.payBy.toISOString(),
        shippedAt: iso(order.shippedAt),
        deliveredAt: iso(order.deliveredAt),
        receivedAt: iso(order.receivedAt),
        channel: { channelCode: order.channelCode, channelName: order.channelName, agingGrade: order.agingGrade, deliveryTime: order.deliveryTime },
        payment: { method: order.paidAt ? order.paymentMethod : null, wallet: order.paidAt ? await walletOfPayment(db, order.paymentTransactionId) : null, time: iso(order.paidAt), transactionId: order.paymentTransactionId, amount: order.paidAt ? order.totalCents : 0 },
        couponCode: order.couponCode,
        weightGrams: order.weightGrams,
        timeline: timeline.map((step) => ({ type: step.type, status: step.status, note: step.note, actor: step.actor, createdAt: step.createdAt.toISOString() })),
        statement: statementOf(order, items),
        parcels: presented.map((parcel) => ({ ...parcel, items: parcel.items.map(({ imageUrl: _imageUrl, ...line }) => line) })),
        fulfilments: fulfilments
          .filter((f) => f.cancelledAt === null)
          .map((f) => ({ storeName: f.storeName, storeOrderId: f.storeOrderId, trackingNumber: f.trackingNumber, carrier: f.carrier, trackingUrl: f.trackingUrl, createdAt: f.createdAt.toISOString() })),
        trackingUploads,
      };
    },

    /** GET .../statement: the order's money. */
    async statement(userId: number, kkOrderId: string) {
      const order = await myOrder(db, userId, kkOrderId);
      return statementOf(order, await itemsOf(db, [order.id]));
    },
  };
}
export type OrderDetailService = ReturnType<typeof orderDetailService>;
