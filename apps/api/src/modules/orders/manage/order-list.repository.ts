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
 * The ids of a page of matching orders (newest first) and how many match, up to `cap` + 1. A search is costly to match
 * (the words' index, or each order's words), so with one the orders are matched once, in list order up to the cap,
 * which gives the page and the count together; a search matched twice cost the list twice the database time
 * (decision 0058). Without one, the count reads the matching rows unordered, as they lie, which is cheaper than
 * reading the cap in list order, and the page reads only its own rows.
 */
async function matchingPage(db: Db, where: SQL | undefined, searched: boolean, cap: number, paging: { pageNumber: number; pageSize: number }) {
  const offset = (paging.pageNumber - 1) * paging.pageSize;
  const inListOrder = (limit: number, skip = 0) =>
    db.select({ id: orders.id, storeOrderRef: orders.storeOrderRef }).from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.id)).limit(limit).offset(skip);
  if (searched) {
    const matched = await inListOrder(cap + 1);
    return { page: matched.slice(offset, offset + paging.pageSize), matched: matched.length };
  }
  const counted = db.select({ one: sql`1` }).from(orders).where(where).limit(cap + 1).as('counted');
  const [page, [total]] = await Promise.all([inListOrder(paging.pageSize, offset), db.select({ matched: count() }).from(counted)]);
  return { page, matched: Number(total?.matched ?? 0) };
}

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
  const cap = (paging.pageNumber + COUNT_PAGES_AHEAD) * paging.pageSize;
  const { page, matched } = await matchingPage(db, listConditions(userId, filters), Boolean(filters.search), cap, paging);
  const ids = page.map((row) => row.id);
  const [found, items, requests] = await Promise.all([
    ids.length === 0 ? [] : db.select(listColumns).from(orders).where(and(eq(orders.userId, userId), inArray(orders.id, ids))),
    itemsOf(db, ids),
    cancelRequestsOf(db, page.map((row) => row.storeOrderRef)),
  ]);
  const byId = new Map(found.map((row) => [row.id, row]));
  const rows = ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [{ ...row, cancelRequest: row.storeOrderRef === null ? null : (requests.get(row.storeOrderRef) ?? null) }] : [];
  });
  return { rows: withItems(rows, items) as OrderListRow[], total: Math.min(matched, cap), totalCapped: matched > cap };
}
