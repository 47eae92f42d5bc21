/**
 * Splits `total` cents over weights in proportion, exactly: each share is rounded down, then
 * the cents left go one each to the largest remainders (earlier entries first on a tie).
 * BigInt keeps total x weight exact whatever the amounts.
 */
export function splitProportionally(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, w) => a + BigInt(w), 0n);
  if (total <= 0 || sum === 0n) return weights.map(() => 0);
  const parts = weights.map((w, index) => {
    const exact = BigInt(total) * BigInt(w);
    return { index, share: Number(exact / sum), remainder: exact % sum };
  });
  let left = total - parts.reduce((a, p) => a + p.share, 0);
  const byRemainder = [...parts].sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const part of byRemainder) {
    if (left === 0) break;
    part.share += 1;
    left -= 1;
  }
  return parts.map((p) => p.share);
}
