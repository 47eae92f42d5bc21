import type { CategoryNode } from '@threadway/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { catalogueKeys } from './keys';

/** The category tree (spec 7: page size 100, page 1, status 1; the answer's list). */
export const useCategoryTree = () =>
  useQuery({
    queryKey: catalogueKeys.categories,
    queryFn: async () => (await api<{ list: CategoryNode[] }>('GET', '/api/product/open/category/list', { query: { pageSize: 100, pageNumber: 1, status: 1 } })).list,
    staleTime: 10 * 60_000,
  });

/** Fabrics offered by the products of a category (all categories when none is chosen). */
export const useMaterials = (categoryId: number | null) =>
  useQuery({
    queryKey: catalogueKeys.materials(categoryId),
    queryFn: () => api<string[]>('GET', '/api/product/open/materialByCategory', { query: { categoryId } }),
    staleTime: 10 * 60_000,
  });

/** The category whose url is given, with its ancestors from the top (empty when none matches). */
export function categoryTrail(tree: readonly CategoryNode[], categoryUrl: string): CategoryNode[] {
  for (const node of tree) {
    if (node.categoryUrl === categoryUrl) return [node];
    const below = categoryTrail(node.childList, categoryUrl);
    if (below.length > 0) return [node, ...below];
  }
  return [];
}
