export const STARS = [1, 2, 3, 4, 5] as const;

/**
 * Percent of reviews per star as integers that sum to exactly 100 (largest remainder: each star
 * gets its rounded-down share, then the stars that lost the most to rounding get one more).
 * Without reviews every star is 0.
 */
export function starPercents(counts: Readonly<Record<number, number>>): Record<string, number> {
  const total = STARS.reduce((sum, star) => sum + (counts[star] ?? 0), 0);
  const result: Record<string, number> = Object.fromEntries(STARS.map((star) => [String(star), 0]));
  if (total === 0) return result;
  const shares = STARS.map((star) => {
    const exact = ((counts[star] ?? 0) * 100) / total;
    return { star, floor: Math.floor(exact), remainder: exact - Math.floor(exact) };
  });
  let left = 100 - shares.reduce((sum, share) => sum + share.floor, 0);
  for (const share of [...shares].sort((a, b) => b.remainder - a.remainder || b.star - a.star)) {
    if (left === 0) break;
    if (share.remainder === 0) continue;
    share.floor += 1;
    left -= 1;
  }
  for (const share of shares) result[String(share.star)] = share.floor;
  return result;
}
