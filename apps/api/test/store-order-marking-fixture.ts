import { randomBytes } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { orders, storeOrders, stores } from '../src/db/schema/index.ts';
import type { StoreOrder } from '../src/modules/stores/platforms/platform.ts';
import type { TestServer } from './harness.ts';

/**
 * Makes orders placed like checkouts into the orders of one store order, as ingest would (so the
 * payment tests do not depend on it): a Shopify store of the seller, its store order, and the
 * orders' store fields. Answers the store order's id, the `storeOrderRef` enqueueAutoPurchases takes.
 */
export async function markAsStoreOrder(server: TestServer, userId: number, orderIds: number[]): Promise<number> {
  const tag = randomBytes(4).toString('hex');
  const [store] = await server.db
    .insert(stores)
    .values({ userId, platform: 'shopify', name: `Shop ${tag}`, storeUrl: `https://shop-${tag}.myshopify.com`, displayUrl: `shop-${tag}.myshopify.com`, platformShopId: `shop-${tag}` })
    .returning({ id: stores.id, name: stores.name });
  const name = `#${1000 + Number.parseInt(tag.slice(0, 3), 16)}`;
  const [storeOrder] = await server.db
    .insert(storeOrders)
    .values({ userId, storeId: store!.id, platformOrderId: `gid-${tag}`, name, status: 'created', order: {} as StoreOrder })
    .returning({ id: storeOrders.id });
  await server.db.update(orders).set({ platformCode: 'shopify', storeId: store!.id, storeOrderRef: storeOrder!.id, storeName: store!.name, storeOrderId: name }).where(inArray(orders.id, orderIds));
  return storeOrder!.id;
}
