import { ATTRIBUTE_KINDS, sortSizes, type LocaleCode, type TermKind } from '@threadway/contracts';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../../platform/errors.ts';
import { ttlCache } from '../ttl-cache.ts';
import { loadVocabulary } from '../vocabulary/vocabulary.ts';
import { categoriesRepository } from './categories.repository.ts';
import type { CategorySelector } from './category-filter.ts';
import { buildCategoryTree, countCategoryTree } from './category-tree.ts';

const FILTER_TTL_MS = 60_000;
const selectorKey = (selector: CategorySelector) => `${selector.categoryId ?? ''}|${selector.categoryUrl ?? ''}`;

export function categoriesService(app: FastifyInstance) {
  const repo = categoriesRepository(app.database.db);
  const fabrics = ttlCache<string[]>(FILTER_TTL_MS);
  const sizes = ttlCache<string[]>(FILTER_TTL_MS);
  const attributes = ttlCache<Record<string, string[]>>(FILTER_TTL_MS);
  const counts = ttlCache<Map<number, number>>(FILTER_TTL_MS);

  /**
   * Filter values are cached in English and shown in the caller's language, sorted in it; the list
   * call maps them back to English (product-list.service.ts).
   */
  async function inLanguage(kind: TermKind, values: readonly string[], locale: LocaleCode, sort = true): Promise<string[]> {
    const vocabulary = await loadVocabulary(app.database.db);
    const said = values.map((value) => vocabulary.translate(kind, value, locale));
    return sort ? said.sort((a, b) => a.localeCompare(b, locale)) : said;
  }

  return {
    /** The category tree in the caller's language, paged by top-level category. */
    async tree(locale: LocaleCode, pageNumber: number, pageSize: number) {
      const roots = buildCategoryTree(await repo.categories(locale));
      return { list: roots.slice((pageNumber - 1) * pageSize, pageNumber * pageSize), total: roots.length, pageNumber, pageSize };
    },

    /** The tree with on-sale product counts, without empty branches (`dynamicCategroy`). */
    async countedTree(locale: LocaleCode) {
      const [rows, own] = await Promise.all([repo.categories(locale), counts('all', () => repo.productCounts())]);
      return countCategoryTree(buildCategoryTree(rows), own);
    },

    fabrics: async (selector: CategorySelector, locale: LocaleCode) => inLanguage('fabric', await fabrics(selectorKey(selector), () => repo.fabrics(selector)), locale),

    /** Sizes in the spec's order (5XS ... 5XL), then the others in natural order (8 before 10). */
    sizes: async (selector: CategorySelector, locale: LocaleCode) => {
      const ordered = await sizes(selectorKey(selector), async () => {
        const natural = (await repo.sizes(selector)).sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
        return sortSizes(natural, (size) => size);
      });
      return inLanguage('size', ordered, locale, false);
    },

    async attributes(selector: CategorySelector, locale: LocaleCode) {
      const values = await attributes(selectorKey(selector), () => repo.attributeValues(selector));
      const said = await Promise.all(
        Object.entries(values).map(async ([name, list]) => {
          const kind = ATTRIBUTE_KINDS[name];
          return [name, kind ? await inLanguage(kind, list, locale) : list] as const;
        }),
      );
      return Object.fromEntries(said);
    },

    async pathOfProduct(kkProductId: string, locale: LocaleCode) {
      const path = await repo.pathOfProduct(kkProductId, locale);
      if (!path) throw notFound('errors.productNotAvailable');
      return path;
    },
  };
}
export type CategoriesService = ReturnType<typeof categoriesService>;
