import { PlatformError } from '../platform.ts';

/**
 * Keeping to a platform's published rate limit before calling, per store. The state is in-process: several
 * API workers each keep their own, which is acceptable because the listing jobs of one store are serialised by
 * the caller (one store's jobs run one at a time), and a platform's own 429/THROTTLED answer is still mapped to
 * rate_limited when an estimate was wrong.
 */

/** Waits longer than this are not slept through: the job is handed back with rate_limited and retried later. */
export const MAX_PACING_WAIT_MS = 10_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface ThrottleStatus {
  maximumAvailable: number;
  currentlyAvailable: number;
  restoreRate: number;
}

/**
 * Shopify's cost-based leaky bucket: each answer's `extensions.cost.throttleStatus` says what is left and how
 * fast it refills; before a query we wait until the bucket holds the query's expected cost.
 */
export function costBuckets(now: () => number = Date.now) {
  const buckets = new Map<string, ThrottleStatus & { at: number }>();
  const availableNow = (key: string) => {
    const bucket = buckets.get(key);
    if (!bucket) return Number.POSITIVE_INFINITY;
    return Math.min(bucket.maximumAvailable, bucket.currentlyAvailable + ((now() - bucket.at) / 1000) * bucket.restoreRate);
  };
  return {
    /** How long to wait before a query of `cost` points may go. */
    waitFor(key: string, cost: number): number {
      const bucket = buckets.get(key);
      const available = availableNow(key);
      if (!bucket || available >= cost) return 0;
      return Math.ceil(((cost - available) / bucket.restoreRate) * 1000);
    },
    async take(key: string, cost: number): Promise<void> {
      const wait = this.waitFor(key, cost);
      if (wait > MAX_PACING_WAIT_MS) throw new PlatformError('rate_limited', 'Shopify cost bucket is low', wait);
      if (wait > 0) await sleep(wait);
      const bucket = buckets.get(key);
      if (bucket) buckets.set(key, { ...bucket, currentlyAvailable: availableNow(key) - cost, at: now() });
    },
    observe(key: string, status: ThrottleStatus) {
      buckets.set(key, { ...status, at: now() });
    },
  };
}

/** A per-second call limit (TikTok Shop's QPS): calls beyond it wait for the next free slot. */
export function perSecondPacer(perSecond: number, now: () => number = Date.now) {
  const calls = new Map<string, number[]>();
  return {
    async take(key: string): Promise<void> {
      for (;;) {
        const since = now() - 1000;
        const recent = (calls.get(key) ?? []).filter((at) => at > since);
        if (recent.length < perSecond) {
          recent.push(now());
          calls.set(key, recent);
          return;
        }
        calls.set(key, recent);
        await sleep(recent[0]! + 1000 - now() + 1);
      }
    },
  };
}
