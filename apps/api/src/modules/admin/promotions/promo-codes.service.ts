import { promoCodeProblem, type AdminPromoCode, type CreatePromoCodeInput, type UpdatePromoCodeInput } from '@threadway/contracts';
import { count, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { promoCodes } from '../../../db/schema/index.ts';
import { notFound } from '../../../platform/errors.ts';
import { audit } from '../catalogue/audit.ts';
import { invalidField, uniqueFields } from '../catalogue/field-errors.ts';

type PromoRow = typeof promoCodes.$inferSelect;
const toPromoCode = (row: PromoRow): AdminPromoCode => ({
  id: row.id,
  code: row.code,
  discountRule: row.discountRule,
  discountCondition: row.discountCondition,
  satisfyNum: row.satisfyNum,
  satisfyAmountCents: row.satisfyAmountCents,
  discountPercent: row.discountPercent,
  discountFixedCents: row.discountFixedCents,
  startTime: row.startTime.toISOString(),
  endTime: row.endTime.toISOString(),
  usageLimit: row.usageLimit,
  usedCount: row.usedCount,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
});
/** A code is unique without case; a clash is 409 on the code field. */
const uniqueCode = { promo_codes_code_key: 'code' };

/** Promo codes (spec 3): list, create, change, disable; every change audit-logged. */
export function promoCodesAdminService(app: FastifyInstance) {
  const db = app.database.db;

  async function one(id: number): Promise<AdminPromoCode> {
    const [row] = await db.select().from(promoCodes).where(eq(promoCodes.id, id)).limit(1);
    if (!row) throw notFound();
    return toPromoCode(row);
  }

  return {
    one,

    async list(search: string | undefined, pageNumber: number, pageSize: number) {
      const where = search ? sql`upper(${promoCodes.code}) like ${`%${search.toUpperCase().replace(/[%_\\]/g, '\\$&')}%`}` : undefined;
      const [rows, [total]] = await Promise.all([
        db.select().from(promoCodes).where(where).orderBy(desc(promoCodes.id)).limit(pageSize).offset((pageNumber - 1) * pageSize),
        db.select({ n: count() }).from(promoCodes).where(where),
      ]);
      return { list: rows.map(toPromoCode), total: total?.n ?? 0, pageNumber, pageSize };
    },

    async create(actorId: number, input: CreatePromoCodeInput) {
      const id = await uniqueFields(uniqueCode, () =>
        db.transaction(async (tx) => {
          const [row] = await tx.insert(promoCodes).values({ ...input, startTime: new Date(input.startTime), endTime: new Date(input.endTime) }).returning({ id: promoCodes.id });
          await audit(tx, actorId, 'promoCode.create', row!.id, input);
          return row!.id;
        }),
      );
      return one(id);
    },

    /** Changes a code; a usage limit below the uses already taken is refused on that field. */
    async update(actorId: number, id: number, input: UpdatePromoCodeInput) {
      const current = await one(id);
      const problem = promoCodeProblem({ ...current, ...input });
      if (problem) throw invalidField(problem.field, problem.message);
      if (input.usageLimit != null && input.usageLimit < current.usedCount) throw invalidField('usageLimit');
      await uniqueFields(uniqueCode, () =>
        db.transaction(async (tx) => {
          const { startTime, endTime, ...rest } = input;
          await tx
            .update(promoCodes)
            .set({ ...rest, ...(startTime ? { startTime: new Date(startTime) } : {}), ...(endTime ? { endTime: new Date(endTime) } : {}) })
            .where(eq(promoCodes.id, id));
          await audit(tx, actorId, 'promoCode.update', id, input);
        }),
      );
      return one(id);
    },

    async disable(actorId: number, id: number) {
      await one(id);
      await db.transaction(async (tx) => {
        await tx.update(promoCodes).set({ status: 0 }).where(eq(promoCodes.id, id));
        await audit(tx, actorId, 'promoCode.disable', id);
      });
      return one(id);
    },
  };
}
export type PromoCodesAdminService = ReturnType<typeof promoCodesAdminService>;
