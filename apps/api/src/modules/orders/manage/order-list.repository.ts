import { statusesOf, storedPlatformOf, type CancelRequestSummary, type OrderListFilters, type OrderStatus } from '@threadway/contracts';
import { and, asc, count, desc, eq, gte, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { orderItems, orders, type OrderAddress } from '../../../db/schema/index.ts';
import type { Db, Executor } from '../../../platform/database.ts';
import { cancelRequestsOf } from '../../store-orders/cancellation/cancel-requests.repository.ts';
import { searchQuery } from './order-search-text.ts';

export type { OrderListFilters };

export interface OrderListItem {
  id: number;
  orderId: number;
  kkProductId: string;
  skuCode: string;
  productName: string;
  imageUrl: string | null;
  option1: string;
  option2: string;
  quantity: number;
  purchasePriceCents: number;
  afterDiscountCents: number;
  /** One piece's weight, for the packs the automatic split would make. */
  weightGrams: number;
}

/** One order as the list, its export and the detail page read it. */
export interface OrderListRow {
  id: number;
  kkOrderId: string;
  status: OrderStatus;
  createdAt: Date;
  paidAt: Date | null;
  totalCents: number;
  itemSubtotalCents: number;
  shippingCents: number;
  activityDiscountCents: number;
  promoCodeCents: number;
  couponCents: number;
  /** The promo code the order uses, if any. */
  couponCode: string | null;
  refundedCents: number;
  paymentMethod: number | null;
  paymentTransactionId: number | null;
  warehouseCode: string;
  channelName: string;
  address: OrderAddress;
  platformCode: string;
  storeName: string | null;
  storeOrderId: string | null;
  storeOrderRef: number | null;
  /** The store customer's cancellation request (store orders that have one). */
  cancelRequest?: CancelRequestSummary | null;
  remark: string;
  resumeStatus: OrderStatus | null;
  deliveryCancelledAt: Date | null;
  shippedAt: Date | null;
  items: OrderListItem[];
}

export const listColumns = {
  id: orders.id,
  kkOrderId: orders.kkOrderId,
  status: orders.status,
  createdAt: orders.createdAt,
  paidAt: orders.paidAt,
  totalCents: orders.totalCents,
  itemSubtotalCents: orders.itemSubtotalCents,
  shippingCents: orders.shippingCents,
  activityDiscountCents: orders.activityDiscountCents,
  promoCodeCents: orders.promoCodeCents,
  couponCents: orders.couponCents,
  couponCode: orders.couponCode,
  refundedCents: orders.refundedCents,
  paymentMethod: orders.paymentMethod,
  paymentTransactionId: orders.paymentTransactionId,
  warehouseCode: orders.warehouseCode,
  channelName: orders.channelName,
  address: orders.address,
  platformCode: orders.platformCode,
  storeName: orders.storeName,
  storeOrderId: orders.storeOrderId,
  storeOrderRef: orders.storeOrderRef,
  remark: orders.remark,
  resumeStatus: orders.resumeStatus,
  deliveryCancelledAt: orders.deliveryCancelledAt,
  shippedAt: orders.shippedAt,
};

const itemColumns = {
  id: orderItems.id,
  orderId: orderItems.orderId,
  kkProductId: orderItems.kkProductId,
  skuCode: orderItems.skuCode,
  productName: orderItems.productName,
  imageUrl: orderItems.imageUrl,
  option1: orderItems.option1,
  option2: orderItems.option2,
  quantity: orderItems.quantity,
  purchasePriceCents: orderItems.purchasePriceCents,
  afterDiscountCents: orderItems.afterDiscountCents,
  weightGrams: orderItems.weightGrams,
};

const DAY_MS = 86_400_000;
/**
 * The list counts matching orders only up to this many pages past the one asked for (then
 * `totalCapped`, and the pager offers those pages and a way further): an exact count of a
 * seller's 100,000 orders reads them all, while the page itself reads 20 (docs/decisions/0010).
 */
export const COUNT_PAGES_AHEAD = 10;

/** The WHERE of the list: the seller's orders not deleted, narrowed by the filters. */
export function listConditions(userId: number, filters: OrderListFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(orders.userId, userId), isNull(orders.deletedAt)];
  const statuses = statusesOf(filters.tab, filters.status);
  if (statuses !== null) conditions.push(statuses.length === 1 ? eq(orders.status, statuses[0]!) : inArray(orders.status, statuses.length > 0 ? [...statuses] : ['none']));
  // The filter speaks the spec's codes (SP…); orders store ours ('shopify'…), the mall's 'KA' as is.
  if (filters.platform) conditions.push(eq(orders.platformCode, storedPlatformOf(filters.platform) ?? filters.platform));
  if (filters.dateFrom) conditions.push(gte(orders.createdAt, new Date(`${filters.dateFrom}T00:00:00Z`)));
  if (filters.dateTo) conditions.push(lt(orders.createdAt, new Date(Date.parse(`${filters.dateTo}T00:00:00Z`) + DAY_MS)));
  if (filters.search) {
    const query = searchQuery(filters.search);
    conditions.push(query === null ? sql`false` : sql`${orders.searchVector} @@ ${query}::tsquery`);
  }
  return and(...conditions);
}

/** The lines of the given orders, in order. */
export async function itemsOf(db: Executor, orderIds: readonly number[]): Promise<OrderListItem[]> {
  if (orderIds.length === 0) return [];
  return db.select(itemColumns).from(orderItems).where(inArray(orderItems.orderId, [...orderIds])).orderBy(asc(orderItems.id));
}

export const withItems = <T extends { id: number }>(rows: T[], items: OrderListItem[]) => {
  const byOrder = new Map<number, OrderListItem[]>();
  for (const item of items) byOrder.set(item.orderId, [...(byOrder.get(item.orderId) ?? []), item]);
  return rows.map((row) => ({ ...row, items: byOrder.get(row.id) ?? [] }));
};

/**
 * A page of the seller's orders, newest first, with their lines, and how many match (counted
 * up to COUNT_PAGES_AHEAD pages past this one, then totalCapped). Deleted orders never appear. Used by the order list and by the order export (which pages through it).
 */
export async function findOrders(
  db: Db,
  userId: number,
  filters: OrderListFilters,
  paging: { pageNumber: number; pageSize: number },
): Promise<{ rows: OrderListRow[]; total: number; totalCapped: boolean }> {
  const where = listConditions(userId, filters);
  const cap = (paging.pageNumber + COUNT_PAGES_AHEAD) * paging.pageSize;
  const matching = db.select({ one: sql`1` }).from(orders).where(where).limit(cap + 1).as('matching');
  const [rows, [counted]] = await Promise.all([
    db
      .select(listColumns)
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(paging.pageSize)
      .offset((paging.pageNumber - 1) * paging.pageSize),
    db.select({ total: count() }).from(matching),
  ]);
  const [items, requests] = await Promise.all([itemsOf(db, rows.map((row) => row.id)), cancelRequestsOf(db, rows.map((row) => row.storeOrderRef))]);
  const total = Number(counted?.total ?? 0);
  const withRequests = rows.map((row) => ({ ...row, cancelRequest: row.storeOrderRef === null ? null : (requests.get(row.storeOrderRef) ?? null) }));
  return { rows: withItems(withRequests, items) as OrderListRow[], total: Math.min(total, cap), totalCapped: total > cap };
}
