import { effectiveCartPrice, type CartItem } from '@threadway/contracts';

/** A cart item as the bag shows it: its colour and size read from option1 / option2 (spec 3). */
export interface BagItem extends CartItem {
  id: number;
  colour: string;
  size: string;
}

function optionValue(json: string): string {
  try {
    const parsed = JSON.parse(json) as { value?: unknown };
    return typeof parsed.value === 'string' ? parsed.value : '';
  } catch {
    return '';
  }
}

/** The server cart's items of the chosen products and SKUs (all of them when the query names none). */
export function bagItems(items: readonly CartItem[], chosen: { kkProductIds: readonly string[]; skuCodes: readonly string[] }): BagItem[] {
  const wanted = (item: CartItem) =>
    (chosen.skuCodes.length === 0 || chosen.skuCodes.includes(item.skuCode)) && (chosen.kkProductIds.length === 0 || chosen.kkProductIds.includes(item.kkProductId));
  return items
    .filter((item): item is CartItem & { id: number } => item.id !== null && wanted(item))
    .map((item) => ({ ...item, colour: optionValue(item.option1), size: optionValue(item.option2) }));
}

/** The unit price an item sells at now (its discount ends at endTime), in cents. */
export const unitPrice = (item: BagItem, nowMs: number): number =>
  effectiveCartPrice({ priceCents: item.price ?? 0, afterDiscountCents: item.afterDiscountAmount, endTime: item.endTime }, nowMs).priceCents;

/** Sold in packs: every size moves together by minOrderQuantity pieces. */
export const isPackItem = (item: Pick<BagItem, 'minOrderQuantity'>): boolean => item.minOrderQuantity != null && item.minOrderQuantity > 0;

/** A line the order can take: on sale, in stock, and with a quantity. */
export const orderable = (item: BagItem, num: number): boolean => item.status === 1 && item.stock > 0 && num > 0;
