import { WAREHOUSE_COUNTRIES, warehouseCountryOf, type WarehouseCode, type WarehouseCountry } from '@threadway/contracts';
import type { Random } from './random.ts';

export interface StockRow {
  warehouseCode: WarehouseCode;
  stock: number;
}

/**
 * Per-SKU pieces held in China. The depth is drawn per product so that supplier ranks A, B and
 * C all occur (spec 9: A above 300 pieces with SKUs typically above 100, B above 150 and 50).
 */
const DEPTHS = [
  { weight: 35, range: [90, 700] },
  { weight: 35, range: [40, 160] },
  { weight: 30, range: [0, 70] },
] as const;

/** Which warehouses hold the product: always one or both Chinese ones, sometimes the others. */
function pickWarehouses(random: Random): WarehouseCode[] {
  const roll = random.next();
  const china: WarehouseCode[] = roll < 0.45 ? ['CN_S'] : roll < 0.8 ? ['CN_N'] : ['CN_S', 'CN_N'];
  const abroad = ([['US', 0.3], ['GB', 0.15], ['DE', 0.15]] as const).filter(([, share]) => random.chance(share)).map(([code]) => code);
  return [...china, ...abroad];
}

/**
 * Stock of each SKU of one product in each of its warehouses (zero rows included: the SKU is
 * listed there but sold out). About one SKU in twenty is sold out everywhere.
 */
export function generateStock(random: Random, skuCount: number): StockRow[][] {
  const warehouses = pickWarehouses(random);
  const depth = random.weighted(DEPTHS, (d) => d.weight);
  return Array.from({ length: skuCount }, () => {
    const soldOut = random.chance(0.05);
    const inChina = soldOut ? 0 : random.int(depth.range[0], depth.range[1]);
    const chinaCodes = warehouses.filter((code) => warehouseCountryOf(code) === 'CN');
    // Two Chinese warehouses share the SKU's Chinese stock.
    const firstShare = chinaCodes.length === 2 ? Math.round(inChina * random.next()) : inChina;
    return warehouses.map((warehouseCode): StockRow => {
      if (warehouseCode === chinaCodes[0]) return { warehouseCode, stock: firstShare };
      if (warehouseCode === chinaCodes[1]) return { warehouseCode, stock: inChina - firstShare };
      // Overseas warehouses keep a smaller, separate stock.
      return { warehouseCode, stock: soldOut || random.chance(0.12) ? 0 : random.int(5, Math.max(10, Math.round(inChina * 0.4))) };
    });
  });
}

/** Pieces in each warehouse country (CN, US, GB, DE; CN_S and CN_N are both CN) over the given SKUs' stock. */
export function stockByCountry(stock: readonly StockRow[][]): Record<WarehouseCountry, number> {
  const pieces: Record<WarehouseCountry, number> = { CN: 0, US: 0, GB: 0, DE: 0 };
  for (const rows of stock) for (const row of rows) pieces[warehouseCountryOf(row.warehouseCode)!] += row.stock;
  return pieces;
}

/** Countries where the product has at least one piece, in the order CN, US, GB, DE. */
export const stockedCountries = (pieces: Record<WarehouseCountry, number>): string[] => WAREHOUSE_COUNTRIES.filter((country) => pieces[country] > 0);
