import type { AdminNavItem, CreateNavItemInput, NavItemInput } from '@threadway/contracts';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { navItems } from '../../../db/schema/index.ts';
import type { Executor } from '../../../platform/database.ts';
import { notFound } from '../../../platform/errors.ts';
import { audit } from './audit.ts';
import { cleanNames } from './categories.service.ts';
import { inUse, invalidField } from './field-errors.ts';
import { buildTree, subtreeIds } from './tree.ts';

/** The custom navigation tree of the mall header (spec 3, Navigation item). */
export function navigationService(app: FastifyInstance) {
  const db = app.database.db;
  const rows = (executor: Executor) => executor.select().from(navItems).orderBy(asc(navItems.sort), asc(navItems.id));
  const tree = async (): Promise<AdminNavItem[]> => buildTree(await rows(db));

  async function checkParent(executor: Executor, parentId: number | null | undefined) {
    if (parentId === null || parentId === undefined) return;
    if ((await executor.select({ id: navItems.id }).from(navItems).where(eq(navItems.id, parentId)).limit(1)).length === 0) throw invalidField('parentId');
  }

  return {
    tree,

    async create(actorId: number, input: CreateNavItemInput) {
      await db.transaction(async (tx) => {
        await checkParent(tx, input.parentId);
        const [row] = await tx
          .insert(navItems)
          .values({
            parentId: input.parentId ?? null,
            name: input.name,
            names: cleanNames(input.names) ?? {},
            imgUrl: input.imgUrl ?? null,
            labelImgUrl: input.labelImgUrl ?? null,
            linkUrl: input.linkUrl ?? null,
            status: input.status ?? 1,
            menuType: input.menuType ?? 1,
            sort: input.sort ?? 0,
          })
          .returning({ id: navItems.id });
        await audit(tx, actorId, 'nav.create', row!.id, { name: input.name, parentId: input.parentId ?? null, linkUrl: input.linkUrl ?? null });
      });
      return tree();
    },

    async update(actorId: number, id: number, input: NavItemInput) {
      await db.transaction(async (tx) => {
        const all = await rows(tx);
        if (!all.some((r) => r.id === id)) throw notFound();
        // An item cannot move under itself or under one of its own children.
        if (input.parentId !== undefined && input.parentId !== null && subtreeIds(all, id).has(input.parentId)) throw invalidField('parentId');
        await checkParent(tx, input.parentId);
        const { names, ...rest } = input;
        await tx.update(navItems).set({ ...rest, names: cleanNames(names) }).where(eq(navItems.id, id));
        await audit(tx, actorId, 'nav.update', id, input);
      });
      return tree();
    },

    async remove(actorId: number, id: number) {
      await db.transaction(async (tx) => {
        const all = await rows(tx);
        const item = all.find((r) => r.id === id);
        if (!item) throw notFound();
        if (all.some((r) => r.parentId === id)) throw inUse();
        await tx.delete(navItems).where(eq(navItems.id, id));
        await audit(tx, actorId, 'nav.delete', id, item.name);
      });
      return tree();
    },
  };
}
export type NavigationService = ReturnType<typeof navigationService>;
