import { sortSizes } from '../catalogue/sizes.ts';
import { WAREHOUSES } from '../orders/statuses.ts';

/**
 * Warehouse grouping of the cart drawer and the bag (spec 2.4, 3, 5). CN_S and CN_N are both
 * China and count as one warehouse: one group, one tab, and they may be ordered together.
 */

/** The country a warehouse ships from ('CN' for CN_S and CN_N); an unknown code stands for itself. */
export const warehouseCountry = (warehouseCode: string): string => WAREHOUSES.find((w) => w.code === warehouseCode)?.country ?? warehouseCode;

/** The code a group goes by: the country's first warehouse (CN_S for China). */
const groupCode = (warehouseCode: string): string => {
  const country = warehouseCountry(warehouseCode);
  return WAREHOUSES.find((w) => w.country === country)?.code ?? warehouseCode;
};

/** China first, then the other warehouses in spec order, then unknown codes as first met. */
const rank = (warehouseCode: string): number => {
  const index = WAREHOUSES.findIndex((w) => w.code === warehouseCode);
  return index === -1 ? WAREHOUSES.length : index;
};

export interface WarehouseGroup<T> {
  countryCode: string;
  warehouseCode: string;
  items: T[];
}

/** The drawer's groups: items keep their order inside a group. */
export function groupByWarehouse<T extends { warehouseCode: string }>(items: readonly T[]): WarehouseGroup<T>[] {
  const groups = new Map<string, WarehouseGroup<T>>();
  for (const item of items) {
    const code = groupCode(item.warehouseCode);
    let group = groups.get(code);
    if (!group) {
      group = { countryCode: warehouseCountry(code), warehouseCode: code, items: [] };
      groups.set(code, group);
    }
    group.items.push(item);
  }
  // Array.prototype.sort is stable, so unknown codes keep the order they were first met in.
  return [...groups.values()].sort((a, b) => rank(a.warehouseCode) - rank(b.warehouseCode));
}

export interface BagItem {
  warehouseCode: string;
  kkProductId: string;
  colour: string;
  size: string;
}

export interface BagColour<T> {
  colour: string;
  /** In the spec's size order. */
  sizes: T[];
}

export interface BagProduct<T> {
  kkProductId: string;
  colours: BagColour<T>[];
}

export interface BagGroup<T> extends WarehouseGroup<T> {
  products: BagProduct<T>[];
}

/** The bag's tabs: per warehouse group, products by kkProductId, then colour, each colour's sizes in size order. */
export function groupBag<T extends BagItem>(items: readonly T[]): BagGroup<T>[] {
  return groupByWarehouse(items).map((group) => ({ ...group, products: groupProducts(group.items) }));
}

function groupProducts<T extends BagItem>(items: readonly T[]): BagProduct<T>[] {
  const products = new Map<string, Map<string, T[]>>();
  for (const item of items) {
    const colours = products.get(item.kkProductId) ?? new Map<string, T[]>();
    products.set(item.kkProductId, colours);
    colours.set(item.colour, [...(colours.get(item.colour) ?? []), item]);
  }
  return [...products].map(([kkProductId, colours]) => ({
    kkProductId,
    colours: [...colours].map(([colour, sizes]) => ({ colour, sizes: sortSizes(sizes, (s) => s.size) })),
  }));
}

/**
 * Whether checking an item of `warehouseCode` clashes with items already checked in
 * `selectedWarehouses`: 'only products in the same warehouse can be ordered together'.
 */
export function selectionConflict(selectedWarehouses: readonly string[], warehouseCode: string): boolean {
  const country = warehouseCountry(warehouseCode);
  return selectedWarehouses.some((code) => warehouseCountry(code) !== country);
}
