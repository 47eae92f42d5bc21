import { eq, inArray } from 'drizzle-orm';
import { orders, storeOrders, stores } from '../src/db/schema/index.ts';
import type { StoreOrder } from '../src/modules/stores/platforms/platform.ts';
import type { Db } from '../src/platform/database.ts';

/** The test server, or the browser tests' app database: anything with the database. */
type WithDb = { db: Db };

type Platform = (typeof stores.$inferInsert)['platform'];

export interface StoreOrderSpec {
  platform?: Platform;
  storeName?: string;
  /** The store order ID the seller sees (#1001). */
  name?: string;
  /** What the shopper paid, US cents, split over the orders as given (one figure per order). */
  saleCents?: number[];
  cancelRequested?: boolean;
}

/** A connected store of the seller's, written straight into the database (no adapter call). */
export async function insertStore(server: WithDb, userId: number, platform: Platform = 'shopify', name = 'Sunny Tees') {
  const [store] = await server.db
    .insert(stores)
    .values({ userId, platform, name, storeUrl: `https://${name.toLowerCase().replace(/\W+/g, '-')}.example`, displayUrl: `${name}.example`, authorized: true })
    .returning();
  return store!;
}

/**
 * Makes orders placed by the normal checkout helpers into the orders of one store order, as the store
 * order ingest would (another slice): a stores row, a store_orders row, and the orders' platform, store,
 * store order ID, sale price and link. Optionally the shopper has asked to cancel.
 */
export async function makeStoreOrder(server: WithDb, userId: number, orderIds: number[], spec: StoreOrderSpec = {}) {
  const platform = spec.platform ?? 'shopify';
  const store = await insertStore(server, userId, platform, spec.storeName ?? 'Sunny Tees');
  const name = spec.name ?? `#${1000 + (orderIds[0]! % 1000)}`;
  const platformOrderId = `gid://shopify/Order/${orderIds[0]}`;
  const now = new Date().toISOString();
  const order: StoreOrder = {
    platformOrderId,
    name,
    paid: true,
    cancelled: false,
    cancelRequested: spec.cancelRequested ?? false,
    currency: 'USD',
    totalCents: (spec.saleCents ?? []).reduce((sum, cents) => sum + cents, 0),
    shippingCents: 0,
    customerName: 'Jamie Shopper',
    address: null,
    lines: [],
    createdAt: now,
    updatedAt: now,
  };
  const [row] = await server.db
    .insert(storeOrders)
    .values({ userId, storeId: store.id, platformOrderId, name, status: 'created', order, cancelRequestedAt: spec.cancelRequested ? new Date() : null })
    .returning();
  for (const [index, id] of orderIds.entries()) {
    await server.db
      .update(orders)
      .set({ platformCode: platform, storeId: store.id, storeName: store.name, storeOrderId: name, storeOrderRef: row!.id, storeSaleCents: spec.saleCents?.[index] ?? null })
      .where(eq(orders.id, id));
  }
  return { store, storeOrder: row! };
}

export const storeOrderRow = async (server: WithDb, id: number) => (await server.db.select().from(storeOrders).where(eq(storeOrders.id, id)))[0]!;
export const ordersByIds = (server: WithDb, ids: number[]) => server.db.select().from(orders).where(inArray(orders.id, ids));
