export type TreeNode<T> = T & { children: TreeNode<T>[] };

/**
 * Builds a forest from rows that name their parent, keeping the rows' order among siblings.
 * Rows whose parent is missing become roots, so a broken link never hides a record.
 */
export function buildTree<T extends { id: number; parentId: number | null }>(rows: readonly T[]): TreeNode<T>[] {
  const nodes = new Map<number, TreeNode<T>>(rows.map((row) => [row.id, { ...row, children: [] }]));
  const roots: TreeNode<T>[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

/** Ids of a record and everything under it, from parent links (cycle-safe). */
export function subtreeIds(rows: readonly { id: number; parentId: number | null }[], rootId: number): Set<number> {
  const ids = new Set([rootId]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const row of rows) {
      if (row.parentId !== null && ids.has(row.parentId) && !ids.has(row.id)) {
        ids.add(row.id);
        grew = true;
      }
    }
  }
  return ids;
}
