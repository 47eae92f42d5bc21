/**
 * Packs (spec 5, bag size grid): a pack product sells every size together, `perSize` pieces of
 * each. The most packs one can order is the smallest, over sizes, of stock / per-size quantity,
 * rounded down; none when any size is unavailable.
 */
export interface PackSize {
  stock: number;
  perSize: number;
  /** 1 on sale; anything else is unavailable (spec 3). */
  status: number;
}

export function maxPacks(sizes: readonly PackSize[]): number {
  if (sizes.length === 0 || sizes.some((s) => s.status !== 1 || s.perSize <= 0)) return 0;
  return Math.max(0, Math.min(...sizes.map((s) => Math.floor(Math.max(0, s.stock) / s.perSize))));
}

/** Pieces added per size for a number of packs. */
export const piecesForPacks = (perSize: number, packs: number): number => perSize * Math.max(0, Math.floor(packs));

/** Largest quantity one size input accepts (spec 9). */
export const MAX_QUANTITY_PER_SIZE = 9999;
