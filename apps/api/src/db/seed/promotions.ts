import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/database.ts';
import { couponTicketProducts, couponTickets, products, promoCodes, userCouponTickets, users } from '../schema/index.ts';

/**
 * Coupon templates of each kind and the promo codes WELCOME10, SAVE5 and FREESHIP; the demo
 * seller holds one ticket of each template (one used, one expired). Fixed dates keep it
 * deterministic; rows are found by name or code, so running again adds nothing.
 */
const OPEN = { usableStartTime: new Date('2024-01-01T00:00:00Z'), usableEndTime: new Date('2099-12-31T23:59:59Z') };
const TEMPLATES = [
  { name: '$5 off, no strings attached', fixedType: 1, reduction: 500, useType: 1, threshold: 0, applicableType: 1, stacksWithPromoCode: true, ...OPEN },
  { name: '$20 off orders of $200+', fixedType: 1, reduction: 2000, useType: 2, threshold: 20_000, applicableType: 1, stacksWithPromoCode: false, ...OPEN },
  { name: '10% off 10+ pieces of regular-price items', fixedType: 2, reduction: 10, useType: 3, threshold: 10, applicableType: 2, stacksWithPromoCode: true, ...OPEN },
  { name: '5% off selected styles', fixedType: 2, reduction: 5, useType: 1, threshold: 0, applicableType: 3, stacksWithPromoCode: false, ...OPEN },
  { name: '$3 off your first order', fixedType: 1, reduction: 300, useType: 1, threshold: 0, applicableType: 1, stacksWithPromoCode: false, ...OPEN },
  { name: '15% off spring sale', fixedType: 2, reduction: 15, useType: 1, threshold: 0, applicableType: 1, stacksWithPromoCode: false, usableStartTime: new Date('2024-03-01T00:00:00Z'), usableEndTime: new Date('2024-05-31T23:59:59Z') },
] as const;
const USED_TEMPLATE = '$3 off your first order';
const SCOPED_TEMPLATE = '5% off selected styles';

const PROMO_CODES = [
  { code: 'WELCOME10', discountRule: 1, discountCondition: 1, satisfyNum: 2, discountPercent: 10 },
  { code: 'SAVE5', discountRule: 2, discountCondition: 2, satisfyAmountCents: 5000, discountFixedCents: 500 },
  { code: 'FREESHIP', discountRule: 3, discountCondition: 2, satisfyAmountCents: 10_000 },
] as const;

export async function seedPromotions(db: Db, demoEmail: string): Promise<void> {
  await db
    .insert(promoCodes)
    .values(PROMO_CODES.map((p) => ({ ...p, startTime: OPEN.usableStartTime, endTime: OPEN.usableEndTime })))
    .onConflictDoNothing();

  const templateIds = new Map<string, number>();
  for (const template of TEMPLATES) {
    const [existing] = await db.select({ id: couponTickets.id }).from(couponTickets).where(eq(couponTickets.name, template.name)).limit(1);
    const id = existing?.id ?? (await db.insert(couponTickets).values(template).returning({ id: couponTickets.id }))[0]!.id;
    templateIds.set(template.name, id);
  }
  // The scoped template covers the first three on-sale products, when the catalogue has any.
  const firstProducts = await db.select({ id: products.id }).from(products).where(eq(products.status, 1)).orderBy(asc(products.id)).limit(3);
  if (firstProducts.length > 0) {
    await db
      .insert(couponTicketProducts)
      .values(firstProducts.map((p) => ({ couponTicketId: templateIds.get(SCOPED_TEMPLATE)!, productId: p.id })))
      .onConflictDoNothing();
  }

  const [demo] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${demoEmail}`).limit(1);
  if (!demo) return;
  await db
    .insert(userCouponTickets)
    .values([...templateIds.values()].map((couponTicketId) => ({ userId: demo.id, couponTicketId, issuedAt: OPEN.usableStartTime })))
    .onConflictDoNothing();
  await db
    .update(userCouponTickets)
    .set({ usedAt: new Date('2024-02-01T12:00:00Z') })
    .where(and(eq(userCouponTickets.userId, demo.id), eq(userCouponTickets.couponTicketId, templateIds.get(USED_TEMPLATE)!), isNull(userCouponTickets.usedAt)));
}
