import type { CategoryNode, CountedCategoryNode } from '@threadway/contracts';

export interface CategoryRow {
  id: number;
  parentId: number | null;
  level: number;
  name: string;
  categoryUrl: string;
  imgUrl: string | null;
}

/**
 * Builds the category forest from rows already sorted (level, sort, id). A child whose parent
 * is missing (disabled, or filtered out) is dropped with it: a hidden branch hides its leaves.
 */
export function buildCategoryTree(rows: readonly CategoryRow[]): CategoryNode[] {
  const nodes = new Map<number, CategoryNode>();
  const roots: CategoryNode[] = [];
  for (const row of rows) {
    const node: CategoryNode = { id: row.id, categoryId: row.id, parentId: row.parentId, level: row.level, name: row.name, categoryUrl: row.categoryUrl, imgUrl: row.imgUrl, childList: [] };
    if (row.parentId === null) {
      roots.push(node);
      nodes.set(row.id, node);
      continue;
    }
    const parent = nodes.get(row.parentId);
    if (!parent) continue;
    parent.childList.push(node);
    nodes.set(row.id, node);
  }
  return roots;
}

/**
 * The tree with product counts summed up from the leaves; branches without any on-sale
 * product are left out, so a menu built from it never leads to an empty list.
 */
export function countCategoryTree(tree: readonly CategoryNode[], ownCounts: ReadonlyMap<number, number>): CountedCategoryNode[] {
  const count = (node: CategoryNode): CountedCategoryNode => {
    const childList = node.childList.map(count).filter((child) => child.productCount > 0);
    const productCount = (ownCounts.get(node.id) ?? 0) + childList.reduce((sum, child) => sum + child.productCount, 0);
    return { ...node, productCount, childList };
  };
  return tree.map(count).filter((node) => node.productCount > 0);
}
