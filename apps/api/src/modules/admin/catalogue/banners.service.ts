import type { AdminBanner, BannerInput, CreateBannerInput } from '@threadway/contracts';
import { asc, eq, inArray, max, notInArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { banners } from '../../../db/schema/index.ts';
import { notFound } from '../../../platform/errors.ts';
import { audit } from './audit.ts';
import { cleanNames } from './categories.service.ts';
import { invalidField } from './field-errors.ts';

/** Home-page banners in their display order; a new banner goes last. */
export function bannersService(app: FastifyInstance) {
  const db = app.database.db;
  const list = (): Promise<AdminBanner[]> => db.select().from(banners).orderBy(asc(banners.sort), asc(banners.id));

  return {
    list,

    async create(actorId: number, input: CreateBannerInput) {
      await db.transaction(async (tx) => {
        const [{ last } = { last: null }] = await tx.select({ last: max(banners.sort) }).from(banners);
        const [row] = await tx
          .insert(banners)
          .values({ ...input, titles: cleanNames(input.titles) ?? {}, mobileImageUrl: input.mobileImageUrl ?? null, sort: input.sort ?? (last ?? -1) + 1 })
          .returning({ id: banners.id });
        await audit(tx, actorId, 'banner.create', row!.id, { title: input.title, imageUrl: input.imageUrl, linkUrl: input.linkUrl });
      });
      return list();
    },

    async update(actorId: number, id: number, input: BannerInput) {
      await db.transaction(async (tx) => {
        const { titles, ...rest } = input;
        const updated = await tx.update(banners).set({ ...rest, titles: cleanNames(titles) }).where(eq(banners.id, id)).returning({ id: banners.id });
        if (updated.length === 0) throw notFound();
        await audit(tx, actorId, 'banner.update', id, input);
      });
      return list();
    },

    async remove(actorId: number, id: number) {
      await db.transaction(async (tx) => {
        const removed = await tx.delete(banners).where(eq(banners.id, id)).returning({ title: banners.title });
        if (removed.length === 0) throw notFound();
        await audit(tx, actorId, 'banner.delete', id, removed[0]!.title);
      });
      return list();
    },

    /** The given banners take places 0, 1, 2... in this order; banners not named keep theirs after them. */
    async reorder(actorId: number, ids: number[]) {
      const unique = [...new Set(ids)];
      await db.transaction(async (tx) => {
        const found = new Set((await tx.select({ id: banners.id }).from(banners).where(inArray(banners.id, unique))).map((r) => r.id));
        const missing = ids.findIndex((id) => !found.has(id));
        if (missing !== -1) throw invalidField(`ids.${missing}`);
        await tx.update(banners).set({ sort: sql`${banners.sort} + ${unique.length}` }).where(notInArray(banners.id, unique));
        await tx.execute(sql`
          update ${banners} b set sort = v.sort
          from jsonb_to_recordset(${JSON.stringify(unique.map((id, sort) => ({ id, sort })))}::jsonb) as v(id int, sort int)
          where b.id = v.id`);
        await audit(tx, actorId, 'banner.order', unique.join(' '));
      });
      return list();
    },
  };
}
export type BannersService = ReturnType<typeof bannersService>;
