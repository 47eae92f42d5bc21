import { CHANNEL_ANSWER_CODES, orderAddressInput, type Channel } from '@threadway/contracts';
import { eq } from 'drizzle-orm';
import { orderItems } from '../../../db/schema/index.ts';
import type { Db } from '../../../platform/database.ts';
import { AppError, badRequest, conflict } from '../../../platform/errors.ts';
import { STOCK_ABNORMAL_REASON } from '../auto-cancel.ts';
import { channelsFor, isExpress } from '../freight.ts';
import { reserveStock } from '../stock.ts';
import { lockMyOrder } from './my-orders.repository.ts';
import { refused } from './order-actions.service.ts';
import { applyOrderEvent } from './order-transition.ts';

const logisticsFailed = () => new AppError(CHANNEL_ANSWER_CODES.noChannel, 'orders.logisticsFailed', 400);

/** The order's own channel when still offered, else the cheapest of its grade, else the cheapest of all. */
function pick(channels: readonly Channel[], channelCode: string, agingGrade: string): Channel | undefined {
  const cheapest = (list: readonly Channel[]) => [...list].sort((a, b) => a.estimatedFreight - b.estimatedFreight)[0];
  return channels.find((c) => c.channelCode === channelCode) ?? cheapest(channels.filter((c) => c.agingGrade === agingGrade)) ?? cheapest(channels);
}

/**
 * Get Logistics (spec 2.5/4) for an abnormal order: the recipient information must be complete
 * (else 'These orders are missing required information'), then the rate engine quotes the route
 * again ('Failed to obtain logistics...' when it still cannot). Success stores the channel and
 * resolves the order back to where it was ('resolveAbnormal'). An unpaid order is re-priced with
 * the new freight; a paid one keeps what was paid.
 */
export function orderLogisticsService(db: Db) {
  return {
    getLogistics: (userId: number, kkOrderId: string) =>
      db.transaction(async (tx) => {
        const order = await lockMyOrder(tx, userId, kkOrderId);
        if (order.status !== 'abnormal') throw conflict('orders.actionNotAllowed');
        if (!orderAddressInput.safeParse(order.address).success) throw badRequest('orders.missingInformation');
        const offers = await channelsFor(tx, [{ warehouseCode: order.warehouseCode, destination: order.address.country, weightGrams: order.weightGrams }]).catch(() => {
          throw logisticsFailed();
        });
        const channel = pick(offers[0]!, order.channelCode, order.agingGrade);
        if (!channel) throw logisticsFailed();
        // An order made without stock (a store order's sold-out warehouse) takes it now, or stays abnormal: 'out of stock'.
        if (order.abnormalReason === STOCK_ABNORMAL_REASON) {
          const items = await tx.select({ skuId: orderItems.skuId, quantity: orderItems.quantity }).from(orderItems).where(eq(orderItems.orderId, order.id));
          await reserveStock(tx, items.map((item) => ({ skuId: item.skuId, warehouseCode: order.warehouseCode, quantity: item.quantity })));
        }
        const reprice = order.paidAt === null ? { shippingCents: channel.estimatedFreight, totalCents: Math.max(0, order.totalCents - order.shippingCents + channel.estimatedFreight) } : {};
        refused(
          await applyOrderEvent(tx, order, 'resolveAbnormal', {
            actor: 'seller',
            set: { channelCode: channel.channelCode, channelName: channel.channelNameEn, agingGrade: channel.agingGrade, deliveryTime: channel.deliveryTime, isExpress: isExpress(channel) === 1, abnormalReason: null, ...reprice },
          }),
        );
      }),
  };
}
export type OrderLogisticsService = ReturnType<typeof orderLogisticsService>;
