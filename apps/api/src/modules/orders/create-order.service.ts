import { randomUUID } from 'node:crypto';
import { ErrorCode, type createOrderRequest } from '@threadway/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { cartItems } from '../../db/schema/index.ts';
import type { Db, Executor } from '../../platform/database.ts';
import { AppError, badRequest, conflict, notFound } from '../../platform/errors.ts';
import type { JobQueue } from '../../platform/jobs.ts';
import { enqueueStockRefresh } from '../catalogue/products/stock-summary.job.ts';
import type { CheckoutPricingService } from '../checkout/index.ts';
import { takeFlashSalePieces } from './flash-sale-pieces.ts';
import { channelsFor, chosenChannel } from './freight.ts';
import { orderLinesRepository, type OrderLineRow } from './order-lines.repository.ts';
import { priceGroups, warehouseGroups, writeOrders, type OrderDraft } from './order-writer.ts';
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

    const groups = warehouseGroups(lines, blocks.map((block) => block.warehouseCode));
    const offers = await channelsFor(
      db,
      groups.map((g) => ({ warehouseCode: g.warehouseCode, destination: input.orderAddresses.country, weightGrams: g.weightGrams })),
    );
    const channels = groups.map((g, i) => chosenChannel(offers[i]!, blocks[i]!.channelCode));
    const { quote, amounts } = await priceGroups(db, pricing, userId, {
      lines,
      groups,
      freights: channels.map((c) => c.estimatedFreight),
      couponCode: input.couponCode,
      selectCouponTicketId: input.selectCouponTicketId,
      nowMs,
    });
    return { lines, quote, orders: groups.map((g, i): OrderDraft => ({ ...g, channel: channels[i]!, agingGrade: channels[i]!.agingGrade, amounts: amounts[i]!, abnormalReason: null, origin: null })) };
  }

  return {
    async create(userId: number, input: CreateOrderInput): Promise<string[]> {
      const now = new Date();
      const { lines, quote, orders: planned } = await plan(userId, input, now.getTime());
      const serverTotal = planned.reduce((sum, p) => sum + p.amounts.totalCents, 0);
      if (serverTotal !== input.grandTotal) throw new AppError(ErrorCode.conflict, 'orders.amountChanged', 409, {}, { grandTotal: serverTotal });

      const a = input.orderAddresses;
      const address = { recipient: a.recipient, phone: a.phone, street1: a.street1, street2: a.street2, city: a.city, province: a.province, country: a.country, zip: a.zip, vat: a.vat, ioss: a.ioss };
      return db.transaction(async (tx) => {
        // A cart line is ordered once, whatever the concurrency and with or without an
        // Idempotency-Key: the rows are locked (in id order) and removed first, in the order's
        // transaction. A concurrent checkout of the same lines waits here, then finds them gone
        // and answers the spec's 'Item information missing' with nothing created or taken.
        if (input.cartIds.length > 0) await takeCartRows(tx, userId, input.cartIds);
        const written = await writeOrders(tx, jobs, pricing, { userId, now, checkoutId: randomUUID(), address, paymentMethod: input.paymentMethod ?? null, lines, quote, orders: planned });
        // Stock last: a hot SKU's row stays locked only from here to the commit, so buyers of one
        // SKU queue for as short a time as possible; a sold-out line rolls all of the above back.
        // Then the rows shared by every SKU of a product, hotter still: its stock refresh job
        // (after the stock, see stock-summary.job.ts) and, hottest, its flash-sale piece count.
        await reserveStock(tx, lines.map((line) => ({ skuId: Number(line.sku_id), warehouseCode: line.warehouse_code, quantity: Number(line.num) })));
        await enqueueStockRefresh(jobs, tx, lines.map((line) => Number(line.product_id)));
        await takeFlashSalePieces(tx, quote.lines);
        return written.map((order) => order.kkOrderId);
      });
    },
  };
}
export type CreateOrderService = ReturnType<typeof createOrderService>;
