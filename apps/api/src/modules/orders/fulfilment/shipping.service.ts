import type { FastifyInstance } from 'fastify';
import { audit } from '../../admin/catalogue/audit.ts';
import { conflict, notFound, AppError } from '../../../platform/errors.ts';
import { ErrorCode } from '@threadway/contracts';
import { applyOrderEvent } from '../manage/order-transition.ts';
import { markParcelDelivered } from './delivery.ts';
import { parcelsRepository, type ParcelRow } from './parcels.repository.ts';
import { planShipment, type Pick } from './shipment-plan.ts';
import type { ParcelTracking } from './tracking.jobs.ts';
import { queueParcelUpload } from '../../store-orders/tracking/enqueue.ts';

export interface ShipParcelInput {
  kkOrderId: string;
  lines: Pick[];
  firstCarrier: string;
  trackingNumber: string;
  lastCarrier: string | null;
  tailTrackingNumber: string | null;
  trackingUrl: string | null;
  weightGrams: number | null;
}

const badLine = (key: 'fulfilment.overShip' | 'fulfilment.nothingToShip' | 'fulfilment.unknownLine') => new AppError(ErrorCode.badRequest, key, 400, {}, { field: 'lines' });

/** Parcel codes: the order id and the parcel's number within the order (KK…-P1, KK…-P2). */
export const parcelCodeOf = (kkOrderId: string, n: number) => `${kkOrderId}-P${n}`;

/**
 * Shipping parcels and marking them delivered (the back office). A shipment locks the order row,
 * so two operators shipping the same lines at once cannot ship more than was ordered: the
 * second one sees the first one's parcel.
 */
export function shippingService(app: FastifyInstance, tracking: ParcelTracking) {
  const { db } = app.database;
  return {
    async ship(operatorId: number, input: ShipParcelInput): Promise<{ parcel: ParcelRow; orderStatus: string }> {
      const shipped = await db.transaction(async (tx) => {
        const repo = parcelsRepository(tx);
        const order = await repo.lockOrder({ kkOrderId: input.kkOrderId });
        if (!order) throw notFound();
        if (order.deliveryCancelledAt) throw conflict('fulfilment.deliveryCancelled');
        const plan = planShipment(await repo.lineCounts(order.id), input.lines);
        if (!plan.ok) throw badLine(plan.reason === 'overShip' ? 'fulfilment.overShip' : plan.reason === 'empty' ? 'fulfilment.nothingToShip' : 'fulfilment.unknownLine');
        const parcelCode = parcelCodeOf(order.kkOrderId, (await repo.countOfOrder(order.id)) + 1);
        const result = await applyOrderEvent(tx, order, plan.completesOrder ? 'shipAll' : 'shipPartial', {
          actor: 'operator',
          note: parcelCode,
          set: { shippedAt: order.shippedAt ?? new Date() },
        });
        if (!result.ok) throw conflict('fulfilment.notShippable');
        const parcel = await repo.insert(
          {
            parcelCode,
            orderId: order.id,
            warehouseCode: order.warehouseCode,
            status: 'shipped',
            firstCarrier: input.firstCarrier,
            trackingNumber: input.trackingNumber,
            lastCarrier: input.lastCarrier,
            tailTrackingNumber: input.tailTrackingNumber,
            trackingUrl: input.trackingUrl,
            weightGrams: input.weightGrams,
            shippedAt: new Date(),
            createdBy: operatorId,
          },
          plan.picks,
        );
        await tracking.queueRegistration(tx, parcel.id);
        // A store order's parcel: its tracking goes to the store when the store's order rule says so.
        await queueParcelUpload(app.jobs, tx, parcel);
        await audit(tx, operatorId, 'parcel.ship', parcelCode, { kkOrderId: order.kkOrderId, lines: plan.picks, trackingNumber: input.trackingNumber });
        return { parcel, orderStatus: result.status };
      });
      await tracking.registerNow(db, shipped.parcel.id);
      return shipped;
    },

    /** By hand, when the carrier's delivery scan does not come (a signed delivery note, a lost scan). */
    async markDelivered(operatorId: number, parcelCode: string): Promise<ParcelRow> {
      return db.transaction(async (tx) => {
        const repo = parcelsRepository(tx);
        const parcel = await repo.byCode(parcelCode);
        if (!parcel) throw notFound();
        if (!(await markParcelDelivered(tx, parcel.id, new Date(), 'operator'))) throw conflict('fulfilment.alreadyDelivered');
        await audit(tx, operatorId, 'parcel.delivered', parcelCode);
        return (await repo.byId(parcel.id))!;
      });
    },
  };
}
export type ShippingService = ReturnType<typeof shippingService>;
