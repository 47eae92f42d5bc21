import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/database.ts';
import { conflict } from '../../platform/errors.ts';
import { queryRows } from '../catalogue/sql.ts';

export interface StockLine {
  skuId: number;
  warehouseCode: string;
  quantity: number;
}

/** Same SKU twice in one warehouse counts once with the quantities added. */
const merged = (lines: readonly StockLine[]) => {
  const byKey = new Map<string, StockLine>();
  for (const line of lines) {
    const key = `${line.skuId}:${line.warehouseCode}`;
    const seen = byKey.get(key);
    byKey.set(key, { ...line, quantity: (seen?.quantity ?? 0) + line.quantity });
  }
  // A fixed order (sku, warehouse) so two checkouts never lock the same rows in opposite orders.
  return [...byKey.values()].sort((a, b) => a.skuId - b.skuId || a.warehouseCode.localeCompare(b.warehouseCode));
};

/**
 * Takes the pieces from warehouse stock with one conditional UPDATE per SKU: the row lock makes
 * concurrent buyers queue, and `stock >= n` lets only those the stock covers through. A line
 * not covered throws, so the caller's transaction rolls everything back.
 */
export async function reserveStock(tx: Executor, lines: readonly StockLine[]): Promise<void> {
  for (const line of merged(lines)) {
    const result = (await tx.execute(sql`
      update sku_stock set stock = stock - ${line.quantity}
      where sku_id = ${line.skuId} and warehouse_code = ${line.warehouseCode} and stock >= ${line.quantity}`)) as unknown as { rowCount?: number | null; affectedRows?: number };
    if ((result.rowCount ?? result.affectedRows ?? 0) === 0) throw conflict('cart.outOfStock');
  }
}

/**
 * Takes the pieces only when every line is covered, else takes nothing and answers false (a store
 * order's warehouse that is sold out becomes an abnormal order instead of failing the others).
 * The rows are locked first, in reserveStock's order, so the check holds until the commit.
 */
export async function tryReserveStock(tx: Executor, lines: readonly StockLine[]): Promise<boolean> {
  const wanted = merged(lines);
  for (const line of wanted) {
    const [row] = await queryRows<{ stock: number }>(tx, sql`select stock from sku_stock where sku_id = ${line.skuId} and warehouse_code = ${line.warehouseCode} for update`);
    if (Number(row?.stock ?? 0) < line.quantity) return false;
  }
  await reserveStock(tx, wanted);
  return true;
}

/** Gives reserved pieces back (an order cancelled before payment). */
export async function releaseStock(tx: Executor, lines: readonly StockLine[]): Promise<void> {
  for (const line of merged(lines)) {
    await tx.execute(sql`update sku_stock set stock = stock + ${line.quantity} where sku_id = ${line.skuId} and warehouse_code = ${line.warehouseCode}`);
  }
}
