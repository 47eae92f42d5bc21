import { eq } from 'drizzle-orm';
import { orderItems, orders, storeOrders, storeSettings } from '../src/db/schema/index.ts';
import { readShopifyOrderNotice } from '../src/modules/stores/platforms/shopify/shopify-order-webhook.ts';
import type { StoreOrder } from '../src/modules/stores/platforms/platform.ts';
import type { ShopifySimulator } from '../../../tools/simulators/shopify/server.ts';
import type { SignedUp, TestServer } from './harness.ts';
import { placePaidOrder, type OrderLineSpec, type PlacedOrder } from './paid-order-fixture.ts';

/**
 * FIXTURE: a store order bought in the Shopify simulator, and our paid order
 * for it written straight into the database (store_orders row, orders.store_* columns, order_items.store_line_id)
 * the way the ingest will make them. The store order is the shop's own order, read from the REST JSON its
 * webhooks carry, so tracking pushes find it in the simulator.
 */
export interface StoreOrderFixture {
  order: PlacedOrder;
  storeOrder: StoreOrder;
  storeOrderRowId: number;
}

export async function paidShopifyStoreOrderFixture(
  world: { server: TestServer; shopify: ShopifySimulator },
  seller: SignedUp,
  input: { storeId: number; shop: string; lines: OrderLineSpec[] },
): Promise<StoreOrderFixture> {
  const { server, shopify } = world;
  const order = await placePaidOrder(server, seller, input.lines);
  const { order: bought } = await shopify.shop(input.shop).orders.create({
    lines: order.items.map((item, i) => ({ sku: item.skuCode, title: `Order Tee ${item.skuCode}`, price: (input.lines[i]!.priceCents * 2 / 100).toFixed(2), quantity: item.quantity })),
  });
  const rawBody = Buffer.from(JSON.stringify(shopify.shop(input.shop).orders.restOrder(bought)));
  const storeOrder = readShopifyOrderNotice({ headers: { 'x-shopify-topic': 'orders/create', 'x-shopify-shop-domain': input.shop }, rawBody })!.order!;
  // The shop's orders/create webhook may have recorded the store order already: take that row over, marked
  // created, so the ingest job (if a test runs due jobs) leaves it to this fixture's order.
  const [row] = await server.db
    .insert(storeOrders)
    .values({ userId: seller.userId, storeId: input.storeId, platformOrderId: storeOrder.platformOrderId, name: storeOrder.name, status: 'created', order: storeOrder })
    .onConflictDoUpdate({ target: [storeOrders.storeId, storeOrders.platformOrderId], set: { status: 'created', order: storeOrder } })
    .returning({ id: storeOrders.id });
  await server.db
    .update(orders)
    .set({ platformCode: 'shopify', storeId: input.storeId, storeOrderRef: row!.id, storeName: `Shopify ${input.shop}`, storeOrderId: storeOrder.name })
    .where(eq(orders.id, order.id));
  for (const [i, item] of order.items.entries()) await server.db.update(orderItems).set({ storeLineId: storeOrder.lines[i]!.platformLineId }).where(eq(orderItems.id, item.id));
  return { order, storeOrder, storeOrderRowId: row!.id };
}

/** The store's order rule 'auto-upload the logistics tracking number'. */
export const setAutoUploadTracking = (server: TestServer, storeId: number, on: boolean) => server.db.update(storeSettings).set({ autoUploadTracking: on }).where(eq(storeSettings.storeId, storeId));
