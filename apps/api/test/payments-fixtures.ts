import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { ledgerEntries, orders } from '../src/db/schema/index.ts';
import type { Db } from '../src/platform/database.ts';

/**
 * Orders awaiting payment written straight into the database, so payment tests do not depend
 * on the cart and checkout flow.
 */
let sequence = 0;
export async function insertUnpaidOrder(db: Db, userId: number, totalCents: number): Promise<{ id: number; kkOrderId: string }> {
  // An order ID of the real shape (KK and digits), so the seller's order calls take it too: process, time, sequence.
  const kkOrderId = `KK${String(process.pid % 10_000).padStart(4, '0')}${Date.now()}${String(++sequence % 1000).padStart(3, '0')}`;
  const [row] = await db
    .insert(orders)
    .values({
      kkOrderId,
      userId,
      checkoutId: randomUUID(),
      warehouseCode: 'CN_S',
      warehouseCountry: 'CN',
      address: { recipient: 'Ana Buyer', phone: '+1 2025550111', street1: '1 Main St', street2: null, city: 'Austin', province: 'TX', country: 'US', zip: '73301', vat: null, ioss: null },
      channelCode: 'TEST',
      channelName: 'Test channel',
      agingGrade: 'Standard',
      deliveryTime: '7~12',
      weightGrams: 500,
      itemSubtotalCents: totalCents,
      shippingCents: 0,
      totalCents,
      payBy: new Date(Date.now() + 120 * 3_600_000),
    })
    .returning({ id: orders.id, kkOrderId: orders.kkOrderId });
  if (!row) throw new Error('order insert returned no row');
  return row;
}

export async function topUp(db: Db, userId: number, amountCents: number) {
  await db.insert(ledgerEntries).values({ userId, amountCents, category: 'recharge' });
}

export async function orderRow(db: Db, id: number) {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row;
}

export async function debitsOf(db: Db, transactionId: number) {
  const rows = await db.select().from(ledgerEntries).where(eq(ledgerEntries.transactionId, transactionId));
  return rows.filter((row) => row.amountCents < 0);
}
