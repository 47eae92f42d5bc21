import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { orderEvents, orderItems, orders } from '../src/db/schema/index.ts';
import { kkOrderIdOf } from '../src/modules/orders/kk-order-id.ts';
import { expectOk, type TestServer } from './harness.ts';
import { stockedSku, usAddress } from './orders-fixture.ts';
import { topUp } from './payments-fixtures.ts';

export interface OrderLineSpec {
  priceCents: number;
  quantity: number;
  weightGrams?: number;
}

export interface PlacedOrder {
  id: number;
  kkOrderId: string;
  totalCents: number;
  items: { id: number; skuCode: string; quantity: number; afterDiscountCents: number }[];
}

/**
 * An order awaiting payment with real catalogue lines, written straight into the database (so
 * after-sales tests do not depend on the cart and checkout screens), with its 'submitted' step.
 */
export async function insertOrderWithItems(server: TestServer, userId: number, lines: OrderLineSpec[], options: { warehouseCode?: string; shippingCents?: number } = {}): Promise<PlacedOrder> {
  const { db } = server;
  const warehouseCode = options.warehouseCode ?? 'CN_S';
  const shippingCents = options.shippingCents ?? 500;
  const skus = await Promise.all(lines.map((line) => stockedSku(db, { priceCents: line.priceCents, weightGrams: line.weightGrams ?? 200, stock: { [warehouseCode]: 1000 } })));
  const itemSubtotalCents = lines.reduce((sum, line) => sum + line.priceCents * line.quantity, 0);
  const weightGrams = lines.reduce((sum, line) => sum + (line.weightGrams ?? 200) * line.quantity, 0);
  const totalCents = itemSubtotalCents + shippingCents;
  const createdAt = new Date();
  const [order] = await db
    .insert(orders)
    .values({
      kkOrderId: `tmp-${randomUUID()}`,
      userId,
      checkoutId: randomUUID(),
      warehouseCode,
      warehouseCountry: warehouseCode.startsWith('CN') ? 'CN' : warehouseCode,
      address: usAddress,
      channelCode: 'CN-STD',
      channelName: 'Standard Shipping',
      agingGrade: 'Standard',
      deliveryTime: '10~20',
      weightGrams,
      itemSubtotalCents,
      shippingCents,
      totalCents,
      payBy: new Date(createdAt.getTime() + 120 * 3_600_000),
      createdAt,
    })
    .returning({ id: orders.id });
  const kkOrderId = kkOrderIdOf(order!.id, createdAt);
  const items = await db
    .insert(orderItems)
    .values(
      lines.map((line, i) => ({
        orderId: order!.id,
        productId: skus[i]!.productId,
        skuId: skus[i]!.skuId,
        kkProductId: skus[i]!.kkProductId,
        skuCode: skus[i]!.skuCode,
        productName: `Order Tee ${skus[i]!.skuCode}`,
        option1: JSON.stringify({ name: 'color', value: 'Black' }),
        option2: JSON.stringify({ name: 'size', value: 'M' }),
        productType: 1,
        quantity: line.quantity,
        purchasePriceCents: line.priceCents,
        afterDiscountCents: line.priceCents,
        weightGrams: line.weightGrams ?? 200,
      })),
    )
    .returning({ id: orderItems.id, skuCode: orderItems.skuCode, quantity: orderItems.quantity, afterDiscountCents: orderItems.afterDiscountCents });
  const searchText = [kkOrderId, ...items.map((item) => item.skuCode), ...items.map((item) => `order tee ${item.skuCode}`)].join(' ').toLowerCase();
  await db.update(orders).set({ kkOrderId, searchText }).where(eq(orders.id, order!.id));
  await db.insert(orderEvents).values({ orderId: order!.id, type: 'submitted', status: 'waitingPayment', actor: 'seller' });
  return { id: order!.id, kkOrderId, totalCents, items };
}

/**
 * An order paid from the balance through the real payment calls (create transaction, pay by
 * balance): the seller's balance is first topped up by exactly the total, so it ends unchanged.
 */
export async function placePaidOrder(server: TestServer, session: { token: string; userId: number }, lines: OrderLineSpec[], options: { warehouseCode?: string; shippingCents?: number } = {}): Promise<PlacedOrder> {
  const order = await insertOrderWithItems(server, session.userId, lines, options);
  await topUp(server.db, session.userId, order.totalCents);
  const { token } = session;
  const transactionId = expectOk<number>(
    await server.request('POST', '/api/payment/transaction', { token, body: { amount: order.totalCents, paymentMethod: 0, currencyCode: 'USD', paymentType: 0, kkOrderIds: [order.kkOrderId] } }),
  );
  expectOk(await server.request('POST', `/api/payment/balance/${transactionId}`, { token }));
  return order;
}
