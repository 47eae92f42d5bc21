import { WAREHOUSES, type AgingGrade, type Channel } from '@threadway/contracts';
import { sql } from 'drizzle-orm';
import type { OrderAddress } from '../../db/schema/index.ts';
import { orderEvents, orderItems } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/database.ts';
import type { JobQueue } from '../../platform/jobs.ts';
import { queryRows } from '../catalogue/sql.ts';
import type { CheckoutPricingService, CheckoutQuote } from '../checkout/index.ts';
import { AUTO_CANCEL_JOB, PAY_WITHIN_HOURS } from './auto-cancel.ts';
import { isExpress } from './freight.ts';
import { kkOrderIdOf } from './kk-order-id.ts';
import { orderSearchText } from './manage/order-search-text.ts';
import type { OrderLineRow } from './order-lines.repository.ts';
import { splitQuote, type OrderAmounts } from './order-split.ts';

/**
 * What a checkout and a store order share once they know their lines (issue 17: store orders are priced
 * and written like a checkout): one order per warehouse, the shared pricing split over the orders, and the
 * rows of each order (order, timeline, items, promotions claimed, its auto-cancel job).
 */

/** The lines of one warehouse: one order. */
export interface WarehouseGroup {
  warehouseCode: string;
  lineIndexes: number[];
  weightGrams: number;
}

/** Lines grouped by warehouse, in the order the warehouses are given. */
export function warehouseGroups(lines: readonly OrderLineRow[], warehouseCodes: readonly string[]): WarehouseGroup[] {
  return warehouseCodes.map((warehouseCode) => {
    const lineIndexes = lines.flatMap((line, i) => (line.warehouse_code === warehouseCode ? [i] : []));
    return { warehouseCode, lineIndexes, weightGrams: lineIndexes.reduce((sum, i) => sum + Number(lines[i]!.weight_grams) * Number(lines[i]!.num), 0) };
  });
}

/** Checkout pricing over all lines (with the freight of each group), split into one amount set per group. */
export async function priceGroups(
  db: Executor,
  pricing: CheckoutPricingService,
  userId: number,
  input: { lines: readonly OrderLineRow[]; groups: readonly WarehouseGroup[]; freights: readonly number[]; couponCode?: string | null; selectCouponTicketId?: number | null; nowMs: number },
): Promise<{ quote: CheckoutQuote; amounts: OrderAmounts[] }> {
  const quote = await pricing.price(db, userId, {
    lines: input.lines.map((line) => ({ skuId: Number(line.sku_id), warehouseCode: line.warehouse_code, quantity: Number(line.num) })),
    couponCode: input.couponCode ?? null,
    selectCouponTicketId: input.selectCouponTicketId ?? null,
    shippingCents: input.freights.reduce((sum, cents) => sum + cents, 0),
    nowMs: input.nowMs,
    mode: 'order',
  });
  return { quote, amounts: splitQuote(quote, input.groups.map((g, i) => ({ lineIndexes: g.lineIndexes, shippingCents: input.freights[i]! }))) };
}

/** Where a store order's orders came from (null fields for mall orders). */
export interface OrderOrigin {
  platformCode: string;
  storeName: string;
  storeOrderId: string;
  storeId: number;
  storeOrderRef: number;
  storeSaleCents: number | null;
}

export interface OrderDraft extends WarehouseGroup {
  /** The channel it ships with; null for an abnormal order whose route could not be quoted (Get Logistics quotes it later). */
  channel: Channel | null;
  /** The grade wanted when there is no channel yet (Get Logistics picks the cheapest of it). */
  agingGrade: AgingGrade;
  amounts: OrderAmounts;
  /** 'abnormal' (spec 4) with its reason: waits for Get Logistics, then goes back to waitingPayment. */
  abnormalReason: string | null;
  origin: OrderOrigin | null;
}

export interface OrdersToWrite {
  userId: number;
  now: Date;
  checkoutId: string;
  address: OrderAddress;
  paymentMethod: number | null;
  lines: readonly OrderLineRow[];
  quote: CheckoutQuote;
  orders: readonly OrderDraft[];
  /** The store line each line fulfils (store orders), by line index. */
  storeLineIds?: readonly (string | null)[];
}

/** The address as the order keeps it (the fields of OrderAddress in a fixed order). */
const addressJson = (a: OrderAddress) => JSON.stringify({ recipient: a.recipient, phone: a.phone, street1: a.street1, street2: a.street2, city: a.city, province: a.province, country: a.country, zip: a.zip, vat: a.vat, ioss: a.ioss });

/** Writes the orders in the caller's transaction; answers their ids and order IDs (stock is the caller's). */
export async function writeOrders(tx: Executor, jobs: JobQueue, pricing: CheckoutPricingService, input: OrdersToWrite): Promise<{ id: number; kkOrderId: string }[]> {
  return (await writeOrderSets(tx, jobs, pricing, [input]))[0]!;
}

/**
 * Writes the orders of several checkouts or store orders (store orders ingested together, decision 0050) in three
 * statements whatever their number: their ids, their rows, timelines and items, and their auto-cancel jobs. Answers
 * each set's ids and order IDs, in the order given.
 */
export async function writeOrderSets(tx: Executor, jobs: JobQueue, pricing: CheckoutPricingService, inputs: readonly OrdersToWrite[]): Promise<{ id: number; kkOrderId: string }[][]> {
  const count = inputs.reduce((sum, input) => sum + input.orders.length, 0);
  if (count === 0) return inputs.map(() => []);
  const ids = await queryRows<{ id: number }>(tx, sql`select nextval(pg_get_serial_sequence('orders', 'id')) as id from generate_series(1, ${count})`);
  let next = 0;
  const sets = inputs.map((input) => {
    const written = input.orders.map(() => {
      const id = Number(ids[next++]!.id);
      return { id, kkOrderId: kkOrderIdOf(id, input.now) };
    });
    return { input, written, payBy: new Date(input.now.getTime() + PAY_WITHIN_HOURS * 3_600_000) };
  });
  const orderRows = sets.flatMap(({ input, written, payBy }) => {
    const { quote, lines } = input;
    const address = addressJson(input.address);
    return input.orders.map((p, index) => {
      const { id, kkOrderId } = written[index]!;
      const m = p.amounts;
      const promotions = m.holdsPromotions ? { code: quote.promoCode?.applied ? quote.promoCode.code : null, ticket: quote.couponTicketId } : { code: null, ticket: null };
      const status = p.abnormalReason ? 'abnormal' : 'waitingPayment';
      const channel = p.channel ?? { channelCode: '', channelNameEn: '', agingGrade: p.agingGrade, deliveryTime: '' };
      const o = p.origin;
      return sql`(${id}, ${kkOrderId}, ${input.userId}, ${input.checkoutId}, ${status}, ${p.abnormalReason ? 'waitingPayment' : null}, ${p.abnormalReason}, ${p.warehouseCode},
        ${WAREHOUSES.find((w) => w.code === p.warehouseCode)!.country}, ${address}::jsonb,
        ${channel.channelCode}, ${channel.channelNameEn}, ${channel.agingGrade}, ${channel.deliveryTime}, ${isExpress(channel) === 1},
        ${p.weightGrams}, ${m.itemSubtotalCents}, ${m.activityDiscountCents}, ${m.promoCodeCents}, ${m.couponCents},
        ${m.shippingCents}, ${m.totalCents}, ${promotions.code}, ${promotions.ticket}, ${input.paymentMethod}, ${payBy.toISOString()}::timestamptz,
        ${orderSearchText(kkOrderId, p.lineIndexes.map((i) => ({ skuCode: lines[i]!.sku_code, productName: lines[i]!.product_name })))},
        ${o?.platformCode ?? 'KA'}, ${o?.storeName ?? null}, ${o?.storeOrderId ?? null}, ${o?.storeId ?? null}, ${o?.storeOrderRef ?? null}, ${o?.storeSaleCents ?? null})`;
    });
  });
  const events = sets.flatMap(({ input, written }) =>
    input.orders.flatMap((p, index) => {
      const orderId = written[index]!.id;
      const submitted = { orderId, type: 'submitted', status: 'waitingPayment', actor: p.origin ? 'system' : 'seller' } as const;
      return p.abnormalReason ? [submitted, { orderId, type: 'abnormal', status: 'abnormal', note: p.abnormalReason, actor: 'system' } as const] : [submitted];
    }),
  );
  const items = sets.flatMap(({ input, written }) =>
    input.orders.flatMap((p, index) =>
      p.lineIndexes.map((i) => {
        const line = input.lines[i]!;
        const priced = input.quote.lines[i]!;
        return {
          orderId: written[index]!.id,
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
          storeLineId: input.storeLineIds?.[i] ?? null,
        };
      }),
    ),
  );
  // One statement for every order, its timeline and its items (the children's foreign keys are checked at the
  // statement's end): each statement is a round trip while the caller's transaction holds its locks (decision 0048).
  await tx.execute(sql`
    with written_orders as (
      insert into orders (id, kk_order_id, user_id, checkout_id, status, resume_status, abnormal_reason, warehouse_code, warehouse_country, address, channel_code, channel_name,
        aging_grade, delivery_time, is_express, weight_grams, item_subtotal_cents, activity_discount_cents, promo_code_cents, coupon_cents,
        shipping_cents, total_cents, coupon_code, user_coupon_ticket_id, payment_method, pay_by, search_text,
        platform_code, store_name, store_order_id, store_id, store_order_ref, store_sale_cents)
      overriding system value
      values ${sql.join(orderRows, sql`, `)}
    ), written_events as (${tx.insert(orderEvents).values(events).getSQL()})
    ${tx.insert(orderItems).values(items).getSQL()}`);
  for (const { input, written } of sets) {
    for (const [index, p] of input.orders.entries()) if (p.amounts.holdsPromotions) await pricing.claim(tx, input.userId, input.quote, written[index]!.id);
  }
  await jobs.enqueueKeyed(
    tx,
    AUTO_CANCEL_JOB,
    sets.flatMap(({ written, payBy }) => written.map(({ id }) => ({ payload: { orderId: id }, singletonKey: String(id), runAt: payBy }))),
  );
  return sets.map((set) => set.written);
}
