/**
 * A platform's per-second call limit (TikTok Shop and Temu count calls per app key and second):
 * take(key) answers false once `perSecond` calls were taken in the last second.
 */
export function perSecondLimit(perSecond: number, now: () => number = Date.now) {
  const calls = new Map<string, number[]>();
  return {
    take(key: string): boolean {
      const since = now() - 1000;
      const recent = (calls.get(key) ?? []).filter((at) => at > since);
      const allowed = recent.length < perSecond;
      if (allowed) recent.push(now());
      calls.set(key, recent);
      return allowed;
    },
  };
}
