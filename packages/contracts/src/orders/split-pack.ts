/** Heaviest pack the automatic split makes (ours: a small-parcel limit, so postal lines can carry each pack). */
export const PACK_LIMIT_GRAMS = 2_000;

/**
 * Lines into packs of at most `limit` grams, heaviest line first, each into the first pack it
 * fits (first-fit decreasing). A line is never cut; one heavier than the limit gets a pack of
 * its own. Answers the line indexes per pack, the first pack holding the heaviest line.
 */
export function packLines(weights: readonly number[], limit = PACK_LIMIT_GRAMS): number[][] {
  const order = weights.map((w, i) => i).sort((a, b) => weights[b]! - weights[a]! || a - b);
  const packs: { grams: number; lines: number[] }[] = [];
  for (const i of order) {
    const pack = packs.find((p) => p.grams + weights[i]! <= limit);
    if (pack) {
      pack.grams += weights[i]!;
      pack.lines.push(i);
    } else packs.push({ grams: weights[i]!, lines: [i] });
  }
  return packs.map((p) => p.lines.sort((a, b) => a - b));
}
