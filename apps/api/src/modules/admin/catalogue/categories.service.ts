import { CATEGORY_LEVELS, type AdminCategory, type CategoryInput, type CreateCategoryInput, type LocalizedNamesInput } from '@threadway/contracts';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../../platform/errors.ts';
import { audit } from './audit.ts';
import { categoriesRepository, type CategoryRow } from './categories.repository.ts';
import { productsChanged } from './catalogue-refresh.ts';
import { inUse, invalidField, isForeignKeyViolation, uniqueFields } from './field-errors.ts';
import { buildTree, subtreeIds } from './tree.ts';

const UNIQUE = { categories_url_key: 'categoryUrl' };

/** Names in other languages without the empty ones, which would hide the English fallback. */
export const cleanNames = (names: LocalizedNamesInput | undefined) =>
  names === undefined ? undefined : Object.fromEntries(Object.entries(names).filter(([, v]) => typeof v === 'string' && v.trim() !== ''));

/**
 * The three-level category tree (spec 3). Levels follow the parents; products hang on level 3,
 * so a move may not push a category holding products off that level, and nothing goes deeper.
 * Category names feed product keywords and search suggestions, hence the refresh after changes.
 */
export function categoriesService(app: FastifyInstance) {
  const db = app.database.db;

  async function levelUnder(repo: ReturnType<typeof categoriesRepository>, parentId: number | null | undefined) {
    if (parentId === null || parentId === undefined) return 1;
    const parent = await repo.byId(parentId);
    if (!parent) throw invalidField('parentId');
    return parent.level + 1;
  }

  return {
    async tree(): Promise<AdminCategory[]> {
      const repo = categoriesRepository(db);
      const [rows, counts] = await Promise.all([repo.all(), repo.productCounts()]);
      const byCategory = new Map(counts.map((c) => [c.categoryId, c.n]));
      const withBranchCounts = (nodes: AdminCategory[]): AdminCategory[] =>
        nodes.map((node) => {
          const children = withBranchCounts(node.children);
          return { ...node, children, productCount: node.productCount + children.reduce((sum, c) => sum + c.productCount, 0) };
        });
      return withBranchCounts(buildTree(
        rows.map((row: CategoryRow) => ({
          id: row.id,
          parentId: row.parentId,
          level: row.level,
          name: row.name,
          names: row.names,
          categoryUrl: row.categoryUrl,
          imgUrl: row.imgUrl,
          sort: row.sort,
          status: row.status,
          productCount: byCategory.get(row.id) ?? 0,
        })),
      ));
    },

    async create(actorId: number, input: CreateCategoryInput) {
      return db.transaction(async (tx) => {
        const repo = categoriesRepository(tx);
        const level = await levelUnder(repo, input.parentId);
        if (level > CATEGORY_LEVELS) throw invalidField('parentId', 'validation.categoryLevel');
        const row = await uniqueFields(UNIQUE, () =>
          repo.insert({ ...input, parentId: input.parentId ?? null, names: cleanNames(input.names) ?? {}, imgUrl: input.imgUrl ?? null, level }),
        );
        await audit(tx, actorId, 'category.create', row.id, { name: row.name, categoryUrl: row.categoryUrl, parentId: row.parentId });
        return row.id;
      });
    },

    async update(actorId: number, id: number, input: CategoryInput) {
      await db.transaction(async (tx) => {
        const repo = categoriesRepository(tx);
        const current = await repo.byId(id);
        if (!current) throw notFound();
        const all = await repo.all();
        const subtree = [...subtreeIds(all, id)];
        if (input.parentId !== undefined && input.parentId !== current.parentId) {
          if (input.parentId !== null && subtree.includes(input.parentId)) throw invalidField('parentId');
          const level = await levelUnder(repo, input.parentId);
          const depth = Math.max(...all.filter((c) => subtree.includes(c.id)).map((c) => c.level)) - current.level;
          if (level + depth > CATEGORY_LEVELS) throw invalidField('parentId', 'validation.categoryLevel');
          const delta = level - current.level;
          if (delta !== 0) {
            if ((await repo.productIdsIn(subtree)).length > 0) throw invalidField('parentId', 'validation.categoryLevel');
            await repo.shiftLevels(subtree, delta);
          }
        }
        const { names, ...rest } = input;
        await uniqueFields(UNIQUE, () => repo.update(id, { ...rest, names: cleanNames(names) }));
        // Names, status and place in the tree show in product keywords and suggestions.
        await productsChanged(tx, app.jobs, await repo.productIdsIn(subtree));
        await audit(tx, actorId, 'category.update', id, input);
      });
    },

    async remove(actorId: number, id: number) {
      await db.transaction(async (tx) => {
        const repo = categoriesRepository(tx);
        const current = await repo.byId(id);
        if (!current) throw notFound();
        if (await repo.isReferenced(id)) throw inUse();
        try {
          await repo.remove(id);
        } catch (error) {
          if (isForeignKeyViolation(error)) throw inUse();
          throw error;
        }
        await audit(tx, actorId, 'category.delete', id, { name: current.name, categoryUrl: current.categoryUrl });
      });
    },
  };
}
export type CategoriesService = ReturnType<typeof categoriesService>;
