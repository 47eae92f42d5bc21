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
 * One statement for all the lines, so the hot rows are held from here to the commit only (store
 * orders call it last in their transaction): it locks the rows in reserveStock's order (the sort
 * runs before the lock), checks every line against the locked, newest stock, and takes all or none.
 */
export async function tryReserveStock(tx: Executor, lines: readonly StockLine[]): Promise<boolean> {
  const wanted = merged(lines);
  if (wanted.length === 0) return true;
  const values = sql.join(
    wanted.map((l) => sql`(${l.skuId}::int, ${l.warehouseCode}::text, ${l.quantity}::int)`),
    sql`, `,
  );
  const taken = await queryRows<{ sku_id: number }>(
    tx,
    sql`
      with wanted(sku_id, warehouse_code, quantity) as (values ${values}),
      locked as (
        select s.sku_id, s.warehouse_code, s.stock, w.quantity from sku_stock s join wanted w using (sku_id, warehouse_code)
        order by s.sku_id, s.warehouse_code
        for update of s),
      covered as (select count(*) filter (where stock >= quantity) = ${wanted.length} as every from locked)
      update sku_stock s set stock = s.stock - l.quantity
      from locked l, covered c
      where c.every and s.sku_id = l.sku_id and s.warehouse_code = l.warehouse_code and s.stock >= l.quantity
      returning s.sku_id`,
  );
  if (taken.length === wanted.length) return true;
  // Only a row changed by this very transaction between the lock and the update could get here; never leave a part taken.
  if (taken.length > 0) throw conflict('cart.outOfStock');
  return false;
}

/** Gives reserved pieces back (an order cancelled before payment). */
export async function releaseStock(tx: Executor, lines: readonly StockLine[]): Promise<void> {
  for (const line of merged(lines)) {
    await tx.execute(sql`update sku_stock set stock = stock + ${line.quantity} where sku_id = ${line.skuId} and warehouse_code = ${line.warehouseCode}`);
  }
}
