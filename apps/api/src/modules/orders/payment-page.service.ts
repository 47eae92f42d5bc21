import { isAwaitingPayment, WAREHOUSES, type addressChangeRequest, type channelChangeRequest, type LocaleCode, type PaymentOrder } from '@threadway/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { orders, skuStock, skus } from '../../db/schema/index.ts';
import type { Db } from '../../platform/database.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { countryName } from '../system/country-names.ts';
import { channelNamesIn, withChannelName } from '../logistics/channel-names.ts';
import { channelList, channelsFor, chosenChannel, isExpress } from './freight.ts';
import { changeOrderRemark } from './manage/order-actions.service.ts';
import { ordersRepository, type OrderRow } from './orders.repository.ts';

/** What the seller pays for an order: goods after every deduction, plus freight, never below 0. */
const totalWithShipping = (order: OrderRow, shippingCents: number) =>
  Math.max(0, order.itemSubtotalCents - order.activityDiscountCents - order.promoCodeCents - order.couponCents + shippingCents);

const countryOf = (warehouseCode: string) => WAREHOUSES.find((w) => w.code === warehouseCode)!.country;

/**
 * The payment page (spec 2.4, 7): the checkout's orders to pay, and the changes allowed while
 * they wait for payment (channel, address, note). Every call is scoped to the caller's orders.
 */
export function paymentPageService(db: Db) {
  const repo = ordersRepository(db);

  /** Re-prices each order's freight with the engine for its (new) destination or channel, in one transaction. */
  async function reprice(list: OrderRow[], destination: string, channelCodeOf: (order: OrderRow) => string, extra: Partial<typeof orders.$inferInsert> = {}) {
    const offers = await channelsFor(db, list.map((o) => ({ warehouseCode: o.warehouseCode, destination, weightGrams: o.weightGrams })));
    const changes = list.map((order, index) => ({ order, channel: chosenChannel(offers[index]!, channelCodeOf(order)) }));
    await db.transaction(async (tx) => {
      for (const { order, channel } of changes) {
        const moved = await tx
          .update(orders)
          .set({
            ...extra,
            channelCode: channel.channelCode,
            channelName: channel.channelNameEn,
            agingGrade: channel.agingGrade,
            deliveryTime: channel.deliveryTime,
            isExpress: isExpress(channel) === 1,
            shippingCents: channel.estimatedFreight,
            totalCents: totalWithShipping(order, channel.estimatedFreight),
            updatedAt: sql`now()`,
          })
          .where(and(eq(orders.id, order.id), eq(orders.status, 'waitingPayment')))
          .returning({ id: orders.id });
        if (moved.length === 0) throw conflict('orders.notWaitingPayment');
      }
    });
  }

  return {
    async place(userId: number, kkOrderId: string, locale: LocaleCode): Promise<PaymentOrder> {
      const list = await repo.checkoutOf(userId, kkOrderId);
      const [items, attachments] = await Promise.all([repo.items(list.map((o) => o.id)), repo.attachments(list.map((o) => o.id))]);
      const first = list[0]!;
      const waiting = list.filter((o) => o.status === 'waitingPayment');
      // A route the engine no longer serves (rates changed since) shows no alternatives instead of failing the page.
      const named = withChannelName(await channelNamesIn(db, locale));
      const offers = waiting.length > 0 ? await channelsFor(db, waiting.map((o) => ({ warehouseCode: o.warehouseCode, destination: o.address.country, weightGrams: o.weightGrams }))).catch(() => null) : null;
      const stock = await db
        .select({ skuId: skuStock.skuId, warehouseCode: skuStock.warehouseCode, stock: skuStock.stock, status: skus.status })
        .from(skuStock)
        .innerJoin(skus, eq(skus.id, skuStock.skuId))
        .where(inArray(skuStock.skuId, items.length > 0 ? items.map((i) => i.skuId) : [0]));
      const sum = (pick: (o: OrderRow) => number) => list.reduce((total, o) => total + pick(o), 0);
      const kkOf = new Map(list.map((o) => [o.id, o]));
      return {
        kkOrderIds: list.map((o) => o.kkOrderId),
        status: first.status,
        payBy: first.payBy.toISOString(),
        logistics: list.map((o) => {
          const offered = offers?.[waiting.indexOf(o)];
          return {
            kkOrderId: o.kkOrderId,
            warehouseCode: o.warehouseCode,
            countryCode: countryOf(o.warehouseCode),
            countryName: countryName(locale, countryOf(o.warehouseCode), countryOf(o.warehouseCode)),
            estimatedFreight: o.shippingCents,
            isExpress: o.isExpress ? 1 : 0,
            channelCode: o.channelCode,
            channelList: offered ? channelList(offered).map(named) : [],
          };
        }),
        orderItems: items.map((item) => {
          const order = kkOf.get(item.orderId)!;
          const held = stock.find((s) => s.skuId === item.skuId && s.warehouseCode === order.warehouseCode);
          return {
            kkItemId: item.id,
            kkOrderId: order.kkOrderId,
            kkProductId: item.kkProductId,
            skuCode: item.skuCode,
            productName: item.productName,
            productNum: item.quantity,
            options: JSON.stringify([JSON.parse(item.option1), JSON.parse(item.option2)]),
            sizeImagePath: item.imageUrl,
            // 1 on sale; 0 when the SKU was taken off sale since (the page shows 'Out of Stock').
            skuStatus: held && held.status === 1 ? 1 : 0,
            purchasePrices: item.purchasePriceCents,
            afterDiscountAmount: item.afterDiscountCents,
            warehouseCode: order.warehouseCode,
            userAttachmentSkus: attachments.filter((a) => a.orderItemId === item.id).map((a) => ({ type: a.type })),
          };
        }),
        pays: {
          skusAmount: sum((o) => o.itemSubtotalCents),
          discountAmount: sum((o) => o.activityDiscountCents),
          couponAmount: sum((o) => o.promoCodeCents),
          couponTicketAmount: sum((o) => o.couponCents),
          shippingAmount: sum((o) => o.shippingCents),
          totalAmount: sum((o) => o.totalCents),
          couponTicketId: first.userCouponTicketId,
          couponCode: first.couponCode,
        },
        address: { recipient: first.address.recipient, phone: first.address.phone, street1: first.address.street1, street2: first.address.street2, city: first.address.city, province: first.address.province, country: first.address.country, zip: first.address.zip },
        orders: {
          remark: first.remark,
          platformCode: first.platformCode,
          isExpress: first.isExpress ? 1 : 0,
          deliveryTime: first.deliveryTime,
          estimatedFreight: sum((o) => o.shippingCents),
          paymentMethod: first.paymentMethod,
        },
      };
    },

    /** PUT channel/{kkOrderId}: the chosen channel per warehouse of the checkout; others keep theirs. */
    async changeChannel(userId: number, kkOrderId: string, input: z.output<typeof channelChangeRequest>) {
      const list = (await repo.checkoutOf(userId, kkOrderId)).filter((o) => input.warehouseChannelList.some((c) => c.warehouseCode === o.warehouseCode));
      if (list.length !== input.warehouseChannelList.length) throw notFound('errors.notFound');
      if (list.some((o) => o.status !== 'waitingPayment')) throw conflict('orders.notWaitingPayment');
      await reprice(list, list[0]!.address.country, (o) => input.warehouseChannelList.find((c) => c.warehouseCode === o.warehouseCode)!.channelCode);
    },

    /** PUT addresses/{kkOrderId}: a new address for the checkout's orders; each must still be deliverable with its channel. */
    async changeAddress(userId: number, kkOrderId: string, input: z.output<typeof addressChangeRequest>) {
      const list = await repo.checkoutOf(userId, kkOrderId);
      if (list.some((o) => o.status !== 'waitingPayment')) throw conflict('orders.notWaitingPayment');
      const a = input.orderAddresses;
      const address = { recipient: a.recipient, phone: a.phone, street1: a.street1, street2: a.street2, city: a.city, province: a.province, country: a.country, zip: a.zip, vat: a.vat, ioss: a.ioss };
      await reprice(list, a.country, (o) => o.channelCode, {
        address,
        ...(input.paymentMethod === undefined || input.paymentMethod === null ? {} : { paymentMethod: input.paymentMethod }),
        ...(input.remark === undefined || input.remark === null ? {} : { remark: input.remark }),
      });
    },

    /** PUT remark/{kkOrderId}: the note of one order, on the payment page and the order screens (any order not cancelled). */
    changeRemark: (userId: number, kkOrderId: string, remark: string) => changeOrderRemark(db, userId, kkOrderId, remark),

    /** POST check/whetherToPay: still waiting for payment (or after a failed payment or Auto Checkout), and every line still on sale (stock is already held by the order). */
    async whetherToPay(userId: number, kkOrderIds: readonly string[]) {
      const list = await repo.mineOrFail(userId, kkOrderIds, false);
      const notPayable = list.filter((o) => !isAwaitingPayment(o.status)).map((o) => o.kkOrderId);
      const items = await repo.items(list.map((o) => o.id));
      const onSale = new Map(
        (await db.select({ id: skus.id, status: skus.status }).from(skus).where(inArray(skus.id, items.length > 0 ? items.map((i) => i.skuId) : [0]))).map((s) => [s.id, s.status]),
      );
      const byId = new Map(list.map((o) => [o.id, o.kkOrderId]));
      const soldOut = items.filter((i) => onSale.get(i.skuId) !== 1).map((i) => ({ kkOrderId: byId.get(i.orderId)!, skuCode: i.skuCode }));
      return { payable: notPayable.length === 0 && soldOut.length === 0, notPayable, soldOut, soldOutKey: soldOut.length > 0 ? ('orders.soldOut' as const) : notPayable.length > 0 ? ('orders.notWaitingPayment' as const) : null };
    },

    /** POST sum: what the given orders cost together (the caller's only). */
    async sum(userId: number, kkOrderIds: readonly string[]) {
      const list = await repo.mineOrFail(userId, kkOrderIds, false);
      return { totalAmount: list.reduce((total, o) => total + o.totalCents, 0), kkOrderIds: list.map((o) => o.kkOrderId) };
    },
  };
}
export type PaymentPageService = ReturnType<typeof paymentPageService>;
