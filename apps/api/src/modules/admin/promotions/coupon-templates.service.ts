import { couponTemplateProblem, ErrorCode, type AdminCouponTemplate, type CreateCouponTemplateInput, type IssueCouponInput, type UpdateCouponTemplateInput } from '@threadway/contracts';
import { count, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { couponTicketProducts, couponTickets, products, userCouponTickets, users } from '../../../db/schema/index.ts';
import type { Executor } from '../../../platform/database.ts';
import { AppError, notFound } from '../../../platform/errors.ts';
import { audit } from '../catalogue/audit.ts';
import { invalidField } from '../catalogue/field-errors.ts';

type TemplateRow = typeof couponTickets.$inferSelect;
const counts = {
  issuedCount: sql<number>`(select count(*)::int from ${userCouponTickets} u where u.coupon_ticket_id = coupon_tickets.id)`,
  usedCount: sql<number>`(select count(*)::int from ${userCouponTickets} u where u.coupon_ticket_id = coupon_tickets.id and u.used_at is not null)`,
  kkProductIds: sql<string[]>`coalesce((select array_agg(p.kk_product_id order by p.kk_product_id) from ${couponTicketProducts} ctp join ${products} p on p.id = ctp.product_id where ctp.coupon_ticket_id = coupon_tickets.id), '{}')`,
};

const toTemplate = (row: TemplateRow & { issuedCount: number; usedCount: number; kkProductIds: string[] }): AdminCouponTemplate => ({
  id: row.id,
  name: row.name,
  logoUrl: row.logoUrl,
  fixedType: row.fixedType,
  reduction: row.reduction,
  useType: row.useType,
  threshold: row.threshold,
  applicableType: row.applicableType,
  kkProductIds: row.kkProductIds,
  stacksWithPromoCode: row.stacksWithPromoCode,
  usableStartTime: row.usableStartTime.toISOString(),
  usableEndTime: row.usableEndTime.toISOString(),
  status: row.status,
  issuedCount: Number(row.issuedCount),
  usedCount: Number(row.usedCount),
  createdAt: row.createdAt.toISOString(),
});

/** Product ids of the given kkProductIds; an unknown one is 400 naming it. */
async function productIdsOf(tx: Executor, kkProductIds: readonly string[]): Promise<number[]> {
  if (kkProductIds.length === 0) return [];
  const rows = await tx.select({ id: products.id, kk: products.kkProductId }).from(products).where(inArray(products.kkProductId, [...kkProductIds]));
  const missing = kkProductIds.find((kk) => !rows.some((r) => r.kk === kk));
  if (missing) throw new AppError(ErrorCode.badRequest, 'promotions.productNotFound', 400, { value: missing }, { field: 'kkProductIds' });
  return rows.map((r) => r.id);
}

/** Coupon templates (spec 3 receiveUsageRules) and issuing them to sellers; every change audit-logged. */
export function couponTemplatesService(app: FastifyInstance) {
  const db = app.database.db;

  async function one(id: number): Promise<AdminCouponTemplate> {
    const [row] = await db.select({ ...getTableColumns(couponTickets), ...counts }).from(couponTickets).where(eq(couponTickets.id, id)).limit(1);
    if (!row) throw notFound();
    return toTemplate(row);
  }

  async function setProducts(tx: Executor, id: number, kkProductIds: readonly string[]) {
    const ids = await productIdsOf(tx, kkProductIds);
    await tx.delete(couponTicketProducts).where(eq(couponTicketProducts.couponTicketId, id));
    if (ids.length > 0) await tx.insert(couponTicketProducts).values(ids.map((productId) => ({ couponTicketId: id, productId })));
  }

  return {
    one,

    async list(status: number | undefined, pageNumber: number, pageSize: number) {
      const where = status === undefined ? undefined : eq(couponTickets.status, status);
      const [rows, [total]] = await Promise.all([
        db.select({ ...getTableColumns(couponTickets), ...counts }).from(couponTickets).where(where).orderBy(desc(couponTickets.id)).limit(pageSize).offset((pageNumber - 1) * pageSize),
        db.select({ n: count() }).from(couponTickets).where(where),
      ]);
      return { list: rows.map(toTemplate), total: total?.n ?? 0, pageNumber, pageSize };
    },

    async create(actorId: number, input: CreateCouponTemplateInput) {
      const id = await db.transaction(async (tx) => {
        const { kkProductIds, usableStartTime, usableEndTime, logoUrl, ...rest } = input;
        const [row] = await tx
          .insert(couponTickets)
          .values({ ...rest, logoUrl: logoUrl ?? null, threshold: input.useType === 1 ? 0 : input.threshold, usableStartTime: new Date(usableStartTime), usableEndTime: new Date(usableEndTime) })
          .returning({ id: couponTickets.id });
        await setProducts(tx, row!.id, input.applicableType === 3 ? kkProductIds : []);
        await audit(tx, actorId, 'coupon.create', row!.id, input);
        return row!.id;
      });
      return one(id);
    },

    async update(actorId: number, id: number, input: UpdateCouponTemplateInput) {
      const current = await one(id);
      const merged = { ...current, ...input };
      const problem = couponTemplateProblem(merged);
      if (problem) throw invalidField(problem.field, problem.message);
      await db.transaction(async (tx) => {
        const { kkProductIds, usableStartTime, usableEndTime, ...rest } = input;
        await tx
          .update(couponTickets)
          .set({
            ...rest,
            ...(merged.useType === 1 ? { threshold: 0 } : {}),
            ...(usableStartTime ? { usableStartTime: new Date(usableStartTime) } : {}),
            ...(usableEndTime ? { usableEndTime: new Date(usableEndTime) } : {}),
          })
          .where(eq(couponTickets.id, id));
        if (kkProductIds !== undefined || input.applicableType !== undefined) await setProducts(tx, id, merged.applicableType === 3 ? merged.kkProductIds : []);
        await audit(tx, actorId, 'coupon.update', id, input);
      });
      return one(id);
    },

    /** Withdraws a template: tickets already issued and unused become 'unavailable' (status 3). */
    async withdraw(actorId: number, id: number) {
      await one(id);
      await db.transaction(async (tx) => {
        await tx.update(couponTickets).set({ status: 0 }).where(eq(couponTickets.id, id));
        await audit(tx, actorId, 'coupon.withdraw', id);
      });
      return one(id);
    },

    /** Issues one ticket of an active template to each seller named (ids, e-mails) or to all; sellers holding one already are skipped. */
    async issue(actorId: number, id: number, input: IssueCouponInput) {
      const template = await one(id);
      if (template.status !== 1) throw new AppError(ErrorCode.badRequest, 'promotions.templateWithdrawn', 400);
      return db.transaction(async (tx) => {
        let userIds: number[];
        if (input.allSellers) {
          userIds = (await tx.select({ id: users.id }).from(users)).map((u) => u.id);
        } else {
          const byId = input.userIds?.length ? await tx.select({ id: users.id }).from(users).where(inArray(users.id, input.userIds)) : [];
          const missingId = input.userIds?.find((uid) => !byId.some((u) => u.id === uid));
          if (missingId !== undefined) throw new AppError(ErrorCode.badRequest, 'promotions.sellerNotFound', 400, { value: missingId }, { field: 'userIds' });
          const emails = input.emails ?? [];
          const byEmail = emails.length ? await tx.select({ id: users.id, email: sql<string>`lower(${users.email})` }).from(users).where(inArray(sql`lower(${users.email})`, emails)) : [];
          const missingEmail = emails.find((e) => !byEmail.some((u) => u.email === e));
          if (missingEmail) throw new AppError(ErrorCode.badRequest, 'promotions.sellerNotFound', 400, { value: missingEmail }, { field: 'emails' });
          userIds = [...new Set([...byId.map((u) => u.id), ...byEmail.map((u) => u.id)])];
        }
        const inserted = userIds.length
          ? await tx.insert(userCouponTickets).values(userIds.map((userId) => ({ userId, couponTicketId: id }))).onConflictDoNothing().returning({ id: userCouponTickets.id })
          : [];
        await audit(tx, actorId, 'coupon.issue', id, { allSellers: input.allSellers ?? false, sellers: userIds.length, issued: inserted.length });
        return { issued: inserted.length, alreadyHeld: userIds.length - inserted.length };
      });
    },
  };
}
export type CouponTemplatesService = ReturnType<typeof couponTemplatesService>;
