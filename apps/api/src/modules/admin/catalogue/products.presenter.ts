import { STOCK_WAREHOUSE_CODES, sortSizes, type AdminProductDetail, type AdminProductRow, type AdminSku } from '@threadway/contracts';
import type { ImageRow, ProductListRow, ProductRow, SkuRow } from './products.repository.ts';

export const toProductRow = (row: ProductListRow): AdminProductRow => ({ ...row, updatedAt: row.updatedAt.toISOString() });

/** SKUs grouped by colour (in the order colours were added), sizes in the spec's order. */
function orderSkus(rows: readonly SkuRow[]): SkuRow[] {
  const colourRank = new Map<string, number>();
  for (const row of rows) if (!colourRank.has(row.colour)) colourRank.set(row.colour, colourRank.size);
  return sortSizes(rows, (r) => r.size).sort((a, b) => colourRank.get(a.colour)! - colourRank.get(b.colour)!);
}

export function toProductDetail(
  row: ProductListRow,
  product: ProductRow,
  images: readonly ImageRow[],
  skuRows: readonly SkuRow[],
  stock: readonly { skuId: number; warehouseCode: string; stock: number }[],
): AdminProductDetail {
  const stockBySku = new Map<number, Record<string, number>>();
  for (const sku of skuRows) stockBySku.set(sku.id, Object.fromEntries(STOCK_WAREHOUSE_CODES.map((code) => [code, 0])));
  for (const s of stock) {
    const record = stockBySku.get(s.skuId);
    if (record) record[s.warehouseCode] = s.stock;
  }
  const skuList: AdminSku[] = orderSkus(skuRows).map((sku) => ({
    id: sku.id,
    skuCode: sku.skuCode,
    colour: sku.colour,
    colourHex: sku.colourHex,
    size: sku.size,
    priceCents: sku.priceCents,
    originalPriceCents: sku.originalPriceCents,
    weightGrams: sku.weightGrams,
    status: sku.status,
    sales: sku.sales,
    imageUrl: sku.imageUrl,
    stock: stockBySku.get(sku.id)!,
  }));
  return {
    ...toProductRow(row),
    description: product.description,
    seoSlug: product.seoSlug,
    attributes: product.attributes,
    fabric: product.fabric,
    minOrderQuantity: product.minOrderQuantity,
    weightGrams: product.weightGrams,
    packingSize: product.packingSize,
    processingTime: product.processingTime,
    supplierRank: product.supplierRank,
    warehouses: product.warehouses,
    images: images.map((i) => ({ id: i.id, url: i.url, colour: i.colour, sort: i.sort })),
    skus: skuList,
  };
}
