import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/database.ts';
import { conflict } from '../../platform/errors.ts';

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

/** Gives reserved pieces back (an order cancelled before payment). */
export async function releaseStock(tx: Executor, lines: readonly StockLine[]): Promise<void> {
  for (const line of merged(lines)) {
    await tx.execute(sql`update sku_stock set stock = stock + ${line.quantity} where sku_id = ${line.skuId} and warehouse_code = ${line.warehouseCode}`);
  }
}
