/**
 * A small in-process cache for filter values (fabrics, sizes, attribute values, the counted
 * category tree): they are read with every list page, change only with back-office edits, and
 * some cost a scan of the SKUs. Every write path that changes products ends in
 * refreshProductSummaries, which empties these caches, so they are never staler than the TTL
 * even for edits made around it; other processes empty theirs on the catalogue change notice
 * (decision 0023).
 */
const caches = new Set<Map<string, unknown>>();

export function ttlCache<T>(ttlMs: number, maxEntries = 500) {
  const entries = new Map<string, { at: number; value: Promise<T> }>();
  caches.add(entries);
  return async (key: string, load: () => Promise<T>): Promise<T> => {
    const hit = entries.get(key);
    if (hit && Date.now() - hit.at < ttlMs) return hit.value;
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
    const value = load();
    entries.set(key, { at: Date.now(), value });
    // A failed load is not kept: the next caller tries again.
    value.catch(() => entries.delete(key));
    return value;
  };
}

/** Forgets every cached filter value (after products, SKUs or categories change). */
export function clearCatalogueCaches(): void {
  for (const entries of caches) entries.clear();
}
