import { randomUUID } from 'node:crypto';
import { ErrorCode, WAREHOUSES, type createOrderRequest } from '@threadway/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { cartItems, orderEvents, orderItems } from '../../db/schema/index.ts';
import type { Db, Executor } from '../../platform/database.ts';
import { AppError, badRequest, conflict, notFound } from '../../platform/errors.ts';
import type { JobQueue } from '../../platform/jobs.ts';
import { enqueueStockRefresh } from '../catalogue/products/stock-summary.job.ts';
import { queryRows } from '../catalogue/sql.ts';
import type { CheckoutPricingService } from '../checkout/index.ts';
import { AUTO_CANCEL_JOB, PAY_WITHIN_HOURS } from './auto-cancel.ts';
import { takeFlashSalePieces } from './flash-sale-pieces.ts';
import { channelsFor, chosenChannel, isExpress } from './freight.ts';
import { kkOrderIdOf } from './kk-order-id.ts';
import { orderSearchText } from './manage/order-search-text.ts';
import { orderLinesRepository, type OrderLineRow } from './order-lines.repository.ts';
import { splitQuote } from './order-split.ts';
import { reserveStock } from './stock.ts';

type CreateOrderInput = z.output<typeof createOrderRequest>;

/** The lines to order: the caller's cart rows when cartIds are given, else the SKUs of each warehouse block. */
async function loadLines(db: Db, userId: number, input: CreateOrderInput): Promise<OrderLineRow[]> {
  const repo = orderLinesRepository(db);
  if (input.cartIds.length > 0) {
    const wanted = new Set(input.cartIds);
    const lines = await repo.fromCart(userId, [...wanted]);
    // Someone else's row and a row already ordered look the same: missing.
    if (lines.length !== wanted.size) throw notFound('orders.itemMissing');
    return lines;
  }
  const asked = input.order.flatMap((block) => block.orderItems.map((item) => ({ skuCode: item.skuCode, warehouseCode: block.warehouseCode, num: item.productNum })));
  if (asked.length === 0) throw badRequest('orders.selectProduct');
  const lines = await repo.fromSkus(asked);
  if (lines.length !== asked.length) throw notFound('errors.productNotAvailable');
  return lines;
}

/** Locks and deletes the caller's cart rows; any of them gone (ordered meanwhile, or never the caller's) is 'Item information missing'. */
async function takeCartRows(tx: Executor, userId: number, cartIds: readonly number[]): Promise<void> {
  const wanted = [...new Set(cartIds)];
  const locked = await tx
    .select({ id: cartItems.id })
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), inArray(cartItems.id, wanted)))
    .orderBy(asc(cartItems.id))
    .for('update');
  if (locked.length !== wanted.length) throw notFound('orders.itemMissing');
  await tx.delete(cartItems).where(and(eq(cartItems.userId, userId), inArray(cartItems.id, wanted)));
}

/**
 * Creates the orders of one checkout (spec 7 create): one order per warehouse, priced by the
 * server alone (checkout pricing: catalogue prices, running discounts, promo code, coupon; the
 * rate engine's freight for the chosen channel), in ONE transaction with its items, the stock
 * and flash-sale pieces taken, the promo code and coupon claimed, the cart rows locked and removed first, each
 * order's auto-cancel job and each product's stock-summary refresh job. The client's grandTotal
 * is only compared: a difference is 409, so a seller never pays an amount they did not see.
 */
export function createOrderService(db: Db, jobs: JobQueue, pricing: CheckoutPricingService) {
  async function plan(userId: number, input: CreateOrderInput, nowMs: number) {
    const lines = await loadLines(db, userId, input);
    if (lines.some((line) => Number(line.status) !== 1)) throw conflict('errors.productNotAvailable');
    const blocks = input.order.filter((block) => lines.some((line) => line.warehouse_code === block.warehouseCode));
    if (lines.some((line) => !blocks.some((block) => block.warehouseCode === line.warehouse_code))) throw notFound('orders.itemMissing');

    const groups = blocks.map((block) => {
      const lineIndexes = lines.flatMap((line, i) => (line.warehouse_code === block.warehouseCode ? [i] : []));
      return { block, lineIndexes, weightGrams: lineIndexes.reduce((sum, i) => sum + Number(lines[i]!.weight_grams) * Number(lines[i]!.num), 0) };
    });
    const offers = await channelsFor(
      db,
      groups.map((g) => ({ warehouseCode: g.block.warehouseCode, destination: input.orderAddresses.country, weightGrams: g.weightGrams })),
    );
    const channels = groups.map((g, i) => chosenChannel(offers[i]!, g.block.channelCode));
    const quote = await pricing.price(db, userId, {
      lines: lines.map((line) => ({ skuId: Number(line.sku_id), warehouseCode: line.warehouse_code, quantity: Number(line.num) })),
      couponCode: input.couponCode ?? null,
      selectCouponTicketId: input.selectCouponTicketId ?? null,
      shippingCents: channels.reduce((sum, c) => sum + c.estimatedFreight, 0),
      nowMs,
      mode: 'order',
    });
    const amounts = splitQuote(quote, groups.map((g, i) => ({ lineIndexes: g.lineIndexes, shippingCents: channels[i]!.estimatedFreight })));
    return { lines, quote, orders: groups.map((g, i) => ({ ...g, channel: channels[i]!, amounts: amounts[i]! })) };
  }

  return {
    async create(userId: number, input: CreateOrderInput): Promise<string[]> {
      const now = new Date();
      const { lines, quote, orders: planned } = await plan(userId, input, now.getTime());
      const serverTotal = planned.reduce((sum, p) => sum + p.amounts.totalCents, 0);
      if (serverTotal !== input.grandTotal) throw new AppError(ErrorCode.conflict, 'orders.amountChanged', 409, {}, { grandTotal: serverTotal });

      const payBy = new Date(now.getTime() + PAY_WITHIN_HOURS * 3_600_000);
      const checkoutId = randomUUID();
      const a = input.orderAddresses;
      const address = JSON.stringify({ recipient: a.recipient, phone: a.phone, street1: a.street1, street2: a.street2, city: a.city, province: a.province, country: a.country, zip: a.zip, vat: a.vat, ioss: a.ioss });
      return db.transaction(async (tx) => {
        // A cart line is ordered once, whatever the concurrency and with or without an
        // Idempotency-Key: the rows are locked (in id order) and removed first, in the order's
        // transaction. A concurrent checkout of the same lines waits here, then finds them gone
        // and answers the spec's 'Item information missing' with nothing created or taken.
        if (input.cartIds.length > 0) await takeCartRows(tx, userId, input.cartIds);
        const ids = await queryRows<{ id: number }>(tx, sql`select nextval(pg_get_serial_sequence('orders', 'id')) as id from generate_series(1, ${planned.length})`);
        const kkOrderIds: string[] = [];
        for (const [index, p] of planned.entries()) {
          const id = Number(ids[index]!.id);
          const kkOrderId = kkOrderIdOf(id, now);
          kkOrderIds.push(kkOrderId);
          const m = p.amounts;
          const promotions = m.holdsPromotions ? { code: quote.promoCode?.applied ? quote.promoCode.code : null, ticket: quote.couponTicketId } : { code: null, ticket: null };
          await tx.execute(sql`
            insert into orders (id, kk_order_id, user_id, checkout_id, status, warehouse_code, warehouse_country, address, channel_code, channel_name,
              aging_grade, delivery_time, is_express, weight_grams, item_subtotal_cents, activity_discount_cents, promo_code_cents, coupon_cents,
              shipping_cents, total_cents, coupon_code, user_coupon_ticket_id, payment_method, pay_by, search_text)
            overriding system value
            values (${id}, ${kkOrderId}, ${userId}, ${checkoutId}, 'waitingPayment', ${p.block.warehouseCode},
              ${WAREHOUSES.find((w) => w.code === p.block.warehouseCode)!.country}, ${address}::jsonb,
              ${p.channel.channelCode}, ${p.channel.channelNameEn}, ${p.channel.agingGrade}, ${p.channel.deliveryTime}, ${isExpress(p.channel) === 1},
              ${p.weightGrams}, ${m.itemSubtotalCents}, ${m.activityDiscountCents}, ${m.promoCodeCents}, ${m.couponCents},
              ${m.shippingCents}, ${m.totalCents}, ${promotions.code}, ${promotions.ticket}, ${input.paymentMethod}, ${payBy.toISOString()}::timestamptz,
              ${orderSearchText(kkOrderId, p.lineIndexes.map((i) => ({ skuCode: lines[i]!.sku_code, productName: lines[i]!.product_name })))})`);
          await tx.insert(orderEvents).values({ orderId: id, type: 'submitted', status: 'waitingPayment', actor: 'seller' });
          await tx.insert(orderItems).values(
            p.lineIndexes.map((i) => {
              const line = lines[i]!;
              const priced = quote.lines[i]!;
              return {
                orderId: id,
                productId: Number(line.product_id),
                skuId: Number(line.sku_id),
                kkProductId: line.kk_product_id,
                skuCode: line.sku_code,
                productName: line.product_name,
                imageUrl: line.image_url,
                option1: JSON.stringify({ name: 'Color', value: line.colour }),
                option2: JSON.stringify({ name: 'Size', value: line.size }),
                productType: Number(line.product_type),
                quantity: priced.quantity,
                purchasePriceCents: priced.originalPriceCents,
                afterDiscountCents: priced.afterDiscountCents,
                promotionCents: priced.promotionCents,
                discountId: priced.discountId,
                discountType: priced.discountType,
                weightGrams: Number(line.weight_grams),
              };
            }),
          );
          if (m.holdsPromotions) await pricing.claim(tx, userId, quote, id);
          await jobs.enqueue(tx, AUTO_CANCEL_JOB, { orderId: id }, { runAt: payBy, singletonKey: String(id) });
        }
        // Stock last: a hot SKU's row stays locked only from here to the commit, so buyers of one
        // SKU queue for as short a time as possible; a sold-out line rolls all of the above back.
        // Then the rows shared by every SKU of a product, hotter still: its stock refresh job
        // (after the stock, see stock-summary.job.ts) and, hottest, its flash-sale piece count.
        await reserveStock(tx, lines.map((line) => ({ skuId: Number(line.sku_id), warehouseCode: line.warehouse_code, quantity: Number(line.num) })));
        await enqueueStockRefresh(jobs, tx, lines.map((line) => Number(line.product_id)));
        await takeFlashSalePieces(tx, quote.lines);
        return kkOrderIds;
      });
    },
  };
}
export type CreateOrderService = ReturnType<typeof createOrderService>;
