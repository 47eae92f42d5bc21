import type { CategoryNode } from '@threadway/contracts';

type Linkable = Pick<CategoryNode, 'level' | 'categoryId' | 'categoryUrl'>;

/** The product list of a category: /product-list/{categoryUrl} (spec 2.2). */
export const categoryListPath = (category: Pick<CategoryNode, 'categoryUrl'>): string => `/product-list/${category.categoryUrl.replace(/^\/+/, '')}`;

/** Pages where picking a category changes the category in place (spec 2.2). */
const CATEGORY_DETAIL_PAGES = ['/commodity/category-detail', '/mall/category-detail'];

/**
 * Where picking a category in the mobile category panel leads (spec 2.2). A second-level
 * category opens its category page, except on the product list and on a category page, where
 * the category changes in place; other levels open their product list.
 */
export function categoryPickTarget(category: Linkable, pathname: string): string {
  if (category.level !== 2 || pathname.startsWith('/product-list')) return categoryListPath(category);
  const detail = CATEGORY_DETAIL_PAGES.find((page) => pathname === page || pathname === `${page}/`);
  return `${detail ?? '/mall/category-detail'}?secondCategoryId=${category.categoryId}`;
}

/** A category of the tree by its id, with the categories above it (top level first). */
export function findCategory(tree: readonly CategoryNode[], categoryId: number): { category: CategoryNode; parents: CategoryNode[] } | null {
  for (const node of tree) {
    if (node.categoryId === categoryId) return { category: node, parents: [] };
    const below = findCategory(node.childList, categoryId);
    if (below) return { category: below.category, parents: [node, ...below.parents] };
  }
  return null;
}
