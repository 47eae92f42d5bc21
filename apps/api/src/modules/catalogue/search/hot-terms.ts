/**
 * Counts searches for the hot list in memory and hands them out in batches. Writing every
 * search at once would make concurrent searches for the same term queue on its row (each
 * waits for the previous commit); a batch per interval costs one upsert, folded into a
 * statement a search runs anyway. A crash loses at most one interval of counts.
 */
export function hotTermCounter(flushEveryMs: number, now: () => number = Date.now) {
  let pending = new Map<string, number>();
  let lastFlush = now();

  return {
    add(phrases: readonly string[]): void {
      for (const phrase of phrases) pending.set(phrase, (pending.get(phrase) ?? 0) + 1);
    },

    /** The counts to write now (and forget), or none while the interval runs or nothing is pending. */
    due(): Map<string, number> {
      if (pending.size === 0 || now() - lastFlush < flushEveryMs) return new Map();
      return this.drain();
    },

    /** Every pending count, whatever the interval (on shutdown). */
    drain(): Map<string, number> {
      const batch = pending;
      pending = new Map();
      lastFlush = now();
      return batch;
    },

    /** Counts taken for a write that failed go back, so they are written with the next batch. */
    restore(batch: ReadonlyMap<string, number>): void {
      for (const [term, times] of batch) pending.set(term, (pending.get(term) ?? 0) + times);
    },
  };
}
export type HotTermCounter = ReturnType<typeof hotTermCounter>;
