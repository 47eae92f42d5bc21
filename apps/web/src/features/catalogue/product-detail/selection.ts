import { MAX_QUANTITY_PER_SIZE, maxPacks, piecesForPacks, warehouseCountryOf, type ProductDetail, type SkuDetail } from '@threadway/contracts';

/**
 * What the buyer picked on the product page, and the rules between the pickers: sizes follow the
 * colour, stock follows the warehouse, quantity stops at the stock (spec 2.3, 5). Pure, so the
 * page only wires it to state and the URL.
 */
export interface Selection {
  colour: string | null;
  size: string | null;
  warehouseCode: string | null;
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const available = (sku: SkuDetail | undefined, warehouseCode: string | null): boolean =>
  sku !== undefined && sku.status === 1 && warehouseCode !== null && (sku.stock[warehouseCode] ?? 0) > 0;

export const skuOf = (product: ProductDetail, colour: string | null, size: string | null): SkuDetail | undefined =>
  product.skus.find((s) => s.colour === colour && s.size === size);

/** Pieces of a SKU in a warehouse; none when it is not on sale. */
export const stockIn = (sku: SkuDetail | undefined, warehouseCode: string | null): number =>
  sku && sku.status === 1 && warehouseCode ? Math.max(0, sku.stock[warehouseCode] ?? 0) : 0;

export const isPack = (product: ProductDetail): boolean => product.minOrderQuantity !== null && product.minOrderQuantity > 0;

/** The colour's sizes in the product's (spec) order, each with whether it can be bought from the warehouse. */
export function sizesOf(product: ProductDetail, colour: string | null, warehouseCode: string | null): { size: string; sku: SkuDetail; available: boolean }[] {
  return product.sizes.flatMap((size) => {
    const sku = skuOf(product, colour, size);
    return sku ? [{ size, sku, available: available(sku, warehouseCode) }] : [];
  });
}

/** Stock of the current choice in a warehouse: the SKU, or the whole colour before a size is picked (packs: whole packs). */
export function stockFor(product: ProductDetail, selection: Selection, warehouseCode: string): number {
  if (isPack(product)) return packsIn(product, selection.colour, warehouseCode);
  if (selection.size !== null) return stockIn(skuOf(product, selection.colour, selection.size), warehouseCode);
  return product.skus.filter((s) => s.colour === selection.colour).reduce((sum, s) => sum + stockIn(s, warehouseCode), 0);
}

/** Whole packs of a colour a warehouse can supply (every size, minOrderQuantity pieces each). */
export function packsIn(product: ProductDetail, colour: string | null, warehouseCode: string | null): number {
  const perSize = product.minOrderQuantity ?? 0;
  return maxPacks(product.skus.filter((s) => s.colour === colour).map((s) => ({ stock: stockIn(s, warehouseCode), perSize, status: s.status })));
}

/** The most the quantity input accepts: stock of the SKU (or packs), never above 9999. */
export function maxQuantity(product: ProductDetail, selection: Selection): number {
  if (selection.warehouseCode === null) return 0;
  const stock = isPack(product) ? packsIn(product, selection.colour, selection.warehouseCode) : stockIn(skuOf(product, selection.colour, selection.size), selection.warehouseCode);
  return Math.min(stock, MAX_QUANTITY_PER_SIZE);
}

/** A quantity brought into 1..max; `clamped` says it was over the stock ('max stock'). */
export function clampQuantity(quantity: number, max: number): { quantity: number; clamped: boolean } {
  const whole = Math.floor(Number.isFinite(quantity) ? quantity : 1);
  if (max <= 0) return { quantity: 1, clamped: false };
  if (whole > max) return { quantity: max, clamped: true };
  return { quantity: Math.max(1, whole), clamped: false };
}

/** The SKU lines the choice stands for: one SKU, or every size of the colour for packs. */
export function chosenLines(product: ProductDetail, selection: Selection, quantity: number): { sku: SkuDetail; quantity: number }[] {
  if (isPack(product)) {
    return product.skus.filter((s) => s.colour === selection.colour).map((sku) => ({ sku, quantity: piecesForPacks(product.minOrderQuantity!, quantity) }));
  }
  const sku = skuOf(product, selection.colour, selection.size);
  return sku ? [{ sku, quantity }] : [];
}

/** A warehouse named by code (CN_S) or by country (CN, as the list's filter carries it). */
function warehouseFrom(product: ProductDetail, wanted: string | null): string | null {
  if (!wanted) return null;
  const found = product.shipFrom.find((w) => same(w.warehouseCode, wanted)) ?? product.shipFrom.find((w) => same(warehouseCountryOf(w.warehouseCode) ?? w.country, wanted));
  return found?.warehouseCode ?? null;
}

/** First size of the colour on sale in the warehouse, or null when none is. */
const firstAvailableSize = (product: ProductDetail, colour: string | null, warehouseCode: string | null) =>
  sizesOf(product, colour, warehouseCode).find((s) => s.available)?.size ?? null;

/**
 * The opening choice: the colour of ?color= and the warehouse of ?warehouse= when the product
 * has them, otherwise the first colour and warehouse with stock; then the first size on sale there.
 */
export function initialSelection(product: ProductDetail, wanted: { colour: string | null; warehouse: string | null }): Selection {
  const colours = product.colours.map((c) => c.name);
  const inStock = (colour: string) => product.skus.some((s) => s.colour === colour && s.status === 1 && Object.values(s.stock).some((n) => n > 0));
  const colour = colours.find((c) => wanted.colour !== null && same(c, wanted.colour)) ?? colours.find(inStock) ?? colours[0] ?? null;
  const warehouseCode =
    warehouseFrom(product, wanted.warehouse) ?? product.shipFrom.find((w) => stockFor(product, { colour, size: null, warehouseCode: null }, w.warehouseCode) > 0)?.warehouseCode ?? product.shipFrom[0]?.warehouseCode ?? null;
  return { colour, warehouseCode, size: isPack(product) ? null : firstAvailableSize(product, colour, warehouseCode) };
}

/**
 * After the buyer changes one picker, keeps the others sensible: a size the colour or warehouse
 * cannot supply moves to the first one that can. A new colour with no stock in the chosen
 * warehouse moves the warehouse to the first one holding it (`moveWarehouse`), unless the page
 * pinned the warehouse (noChangeWarehouse=1) or the buyer just picked that warehouse.
 */
export function reconcile(product: ProductDetail, next: Selection, moveWarehouse: boolean): Selection {
  let { warehouseCode } = next;
  const colourStock = (code: string) => stockFor(product, { colour: next.colour, size: null, warehouseCode: null }, code);
  if (moveWarehouse && (warehouseCode === null || colourStock(warehouseCode) === 0)) {
    warehouseCode = product.shipFrom.find((w) => colourStock(w.warehouseCode) > 0)?.warehouseCode ?? warehouseCode;
  }
  if (isPack(product)) return { colour: next.colour, size: null, warehouseCode };
  const size = available(skuOf(product, next.colour, next.size), warehouseCode) ? next.size : firstAvailableSize(product, next.colour, warehouseCode);
  return { colour: next.colour, size, warehouseCode };
}
