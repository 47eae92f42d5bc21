import { FLASH_SALE_DISCOUNT_TYPE } from '@threadway/contracts';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/database.ts';
import { conflict } from '../../platform/errors.ts';

/** An order line as the flash-sale limit sees it: the discount it was priced with and its pieces. */
export interface DiscountedLine {
  discountId: number | null;
  discountType: number | null;
  productId: number;
  quantity: number;
}

/**
 * Lines priced with a flash sale, one per (sale, product) with the pieces added: the limit is
 * per product, whatever the SKU. A fixed order, so two checkouts never lock the same rows in
 * opposite orders.
 */
function flashSalePieces(lines: readonly DiscountedLine[]) {
  const byKey = new Map<string, { discountId: number; productId: number; quantity: number }>();
  for (const line of lines) {
    if (line.discountType !== FLASH_SALE_DISCOUNT_TYPE || line.discountId === null) continue;
    const key = `${line.discountId}:${line.productId}`;
    byKey.set(key, { discountId: line.discountId, productId: line.productId, quantity: (byKey.get(key)?.quantity ?? 0) + line.quantity });
  }
  return [...byKey.values()].sort((a, b) => a.discountId - b.discountId || a.productId - b.productId);
}

/**
 * Counts the pieces sold at flash-sale prices with one conditional UPDATE per product, like
 * the warehouse stock: only buyers within spike_total_stock get through (no total: no limit).
 * Not covered: 409 'Products have been sold out', and the caller's transaction rolls back.
 */
export async function takeFlashSalePieces(tx: Executor, lines: readonly DiscountedLine[]): Promise<void> {
  for (const line of flashSalePieces(lines)) {
    const result = (await tx.execute(sql`
      update discount_products set spike_sold_stock = spike_sold_stock + ${line.quantity}
      where discount_id = ${line.discountId} and product_id = ${line.productId}
        and (spike_total_stock is null or spike_sold_stock + ${line.quantity} <= spike_total_stock)`)) as unknown as { rowCount?: number | null; affectedRows?: number };
    if ((result.rowCount ?? result.affectedRows ?? 0) === 0) throw conflict('orders.soldOut');
  }
}

/**
 * Gives the pieces of a cancelled unpaid order back to its flash sales. Never below 0: the
 * back office may have re-added the product to the sale since, which starts its count again.
 */
export async function releaseFlashSalePieces(tx: Executor, lines: readonly DiscountedLine[]): Promise<void> {
  for (const line of flashSalePieces(lines)) {
    await tx.execute(sql`
      update discount_products set spike_sold_stock = greatest(spike_sold_stock - ${line.quantity}, 0)
      where discount_id = ${line.discountId} and product_id = ${line.productId}`);
  }
}
