import { MAX_QUANTITY_PER_SIZE } from '../catalogue/packs.ts';
import { MAX_ORDER_WEIGHT_GRAMS, orderWeight } from '../logistics/channels.ts';

/** Size-grid and pack inputs of the bag (spec 5, bag size grid). */

export interface ParsedInput {
  value: number;
  /** Set when the typed number was above the limit: show 'maximum' with `stock`. */
  notice?: { kind: 'maximum'; stock: number };
}

/** Keeps the digits typed (anything else is dropped), at most MAX_QUANTITY_PER_SIZE, then at most `limit`. */
function parseBounded(raw: string, limit: number): ParsedInput {
  const digits = raw.replace(/\D/g, '');
  const typed = digits === '' ? 0 : Math.min(Number(digits), MAX_QUANTITY_PER_SIZE);
  const max = Math.max(0, Math.floor(limit));
  return typed > max ? { value: max, notice: { kind: 'maximum', stock: max } } : { value: typed };
}

/** A size's quantity input: digits only; above the stock becomes the stock with 'maximum'; capped at 9999. */
export const parseSizeInput = (raw: string, stock: number): ParsedInput => parseBounded(raw, stock);

/** The PACK input: a whole number from 0 to `maxPacks` (see maxPacks in catalogue/packs). */
export const parsePackInput = (raw: string, maxPacks: number): ParsedInput => parseBounded(raw, maxPacks);

export interface BagSize {
  /** 1 on sale; anything else greyed 'Out of Stock'. */
  status: number;
  stock: number;
}

const unavailable = (size: BagSize): boolean => size.status !== 1 || size.stock <= 0;

/** A size input is disabled when the product sells by pack or the size has no stock. */
export const sizeInputDisabled = (size: BagSize, isPack: boolean): boolean => isPack || size.stock <= 0;

/**
 * A product group is disabled when no size can be bought; a pack product, which sells every
 * size together, as soon as one size cannot.
 */
export function bagProductDisabled(sizes: readonly BagSize[], isPack: boolean): boolean {
  return isPack ? sizes.length === 0 || sizes.some(unavailable) : sizes.every(unavailable);
}

/** The bag footer's weight: sum of packageWeight × num, in grams. */
export const orderWeightGrams = (lines: readonly { packageWeight: number; num: number }[]): number => orderWeight(lines).grams;

/** Above 30,000 g: 'Sorry, order weight cannot exceed 30kg'. */
export const exceedsWeightLimit = (grams: number): boolean => grams > MAX_ORDER_WEIGHT_GRAMS;
