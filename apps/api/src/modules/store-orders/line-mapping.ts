import type { StoreOrderLine } from '../stores/platforms/platform.ts';

/** A listing variant of the store that a store line may be: what our SKU and warehouse it stands for. */
export interface ListedVariant {
  listingId: number;
  /** Listings removed from the store (deleted) still map a line bought just before; live ones come first. */
  live: boolean;
  skuId: number;
  warehouse: string;
  sku: string;
  platformVariantId: string | null;
}

/** The better of two candidates: a live listing, then the newer one (a product listed twice, spec 2.6 Duplicate). */
const better = (a: ListedVariant, b: ListedVariant) => (a.live !== b.live ? (a.live ? a : b) : a.listingId >= b.listingId ? a : b);
const best = (candidates: readonly ListedVariant[]) => candidates.reduce<ListedVariant | undefined>((found, c) => (found ? better(found, c) : c), undefined);

/**
 * Each store line → the listing variant it was bought as (issue 17): by the platform's variant id, which
 * our listing keeps from publication, else by the SKU code the store shows within the store's listings
 * (a variant the seller re-created by hand). Null when nothing matches: the line maps to nothing.
 */
export function mapStoreLines(lines: readonly StoreOrderLine[], variants: readonly ListedVariant[]): (ListedVariant | null)[] {
  return lines.map((line) => {
    const byVariant = line.platformVariantId ? best(variants.filter((v) => v.platformVariantId === line.platformVariantId)) : undefined;
    const sku = line.sku?.trim();
    return byVariant ?? (sku ? best(variants.filter((v) => v.sku === sku)) : undefined) ?? null;
  });
}
