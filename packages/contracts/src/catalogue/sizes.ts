/** Size order of spec 9: 5XS ... 5XL, then every other size in its original order. */
export const SIZE_ORDER = ['5XS', '4XS', '3XS', 'XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL', '4XL', '5XL'] as const;

const rank = (size: string): number => {
  const index = SIZE_ORDER.indexOf(size.trim().toUpperCase() as (typeof SIZE_ORDER)[number]);
  return index === -1 ? SIZE_ORDER.length : index;
};

/** Sorts sizes in the spec's order; sizes outside the list keep their relative order after it. */
export function sortSizes<T>(items: readonly T[], sizeOf: (item: T) => string): T[] {
  return items
    .map((item, position) => ({ item, position, rank: rank(sizeOf(item)) }))
    .sort((a, b) => a.rank - b.rank || a.position - b.position)
    .map((entry) => entry.item);
}
