/**
 * Supplier rank from stock (spec 9): A when the product holds more than 300 pieces and its SKUs
 * typically more than 100; B above 150 and 50; C otherwise. "Typically" is read as the median
 * SKU, so one empty size does not demote a well-stocked product.
 */
export type SupplierRank = 'A' | 'B' | 'C';

export function supplierRank(skuStocks: readonly number[]): SupplierRank {
  if (skuStocks.length === 0) return 'C';
  const total = skuStocks.reduce((sum, stock) => sum + Math.max(0, stock), 0);
  const sorted = [...skuStocks].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  const median = sorted.length % 2 === 1 ? sorted[Math.floor(middle)]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  if (total > 300 && median > 100) return 'A';
  if (total > 150 && median > 50) return 'B';
  return 'C';
}
