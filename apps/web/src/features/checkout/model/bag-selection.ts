import { bagProductDisabled, selectionConflict, type BagGroup, type BagProduct } from '@threadway/contracts';
import { isPackItem, type BagItem } from './bag-item';

/**
 * The bag checks products, not single sizes (spec 2.4): a key per warehouse group and product.
 * Only one warehouse per order (spec 5), so a check in another warehouse needs the conflict dialog.
 */
export const productKey = (warehouseCode: string, kkProductId: string): string => `${warehouseCode}|${kkProductId}`;

const sizesOf = (product: BagProduct<BagItem>): BagItem[] => product.colours.flatMap((c) => c.sizes);

/** A product whose checkbox is disabled: nothing (or, for packs, not every size) can be bought. */
export const productUnavailable = (product: BagProduct<BagItem>): boolean => {
  const sizes = sizesOf(product);
  return bagProductDisabled(sizes, sizes.some(isPackItem));
};

/** The keys of a group's products that can be checked. */
export const checkableKeys = (group: BagGroup<BagItem>): string[] =>
  group.products.filter((p) => !productUnavailable(p)).map((p) => productKey(group.warehouseCode, p.kkProductId));

/** The warehouse groups that hold a checked product. */
export const checkedGroupCodes = (groups: readonly BagGroup<BagItem>[], checked: ReadonlySet<string>): string[] =>
  groups.filter((g) => g.products.some((p) => checked.has(productKey(g.warehouseCode, p.kkProductId)))).map((g) => g.warehouseCode);

/** Whether checking in `group` clashes with what is checked now. */
export const conflictsWith = (groups: readonly BagGroup<BagItem>[], checked: ReadonlySet<string>, group: BagGroup<BagItem>): boolean =>
  selectionConflict(checkedGroupCodes(groups, checked), group.warehouseCode);

/** The checked products' lines, in bag order. */
export function checkedItems(groups: readonly BagGroup<BagItem>[], checked: ReadonlySet<string>): BagItem[] {
  return groups.flatMap((g) => g.products.filter((p) => checked.has(productKey(g.warehouseCode, p.kkProductId))).flatMap(sizesOf));
}
