import { type ProductDetail, sortSizes, warehouseCountryOf, WAREHOUSES } from '@threadway/contracts';
import type { Executor } from '../../../platform/database.ts';
import { notFound } from '../../../platform/errors.ts';
import type { CatalogueViewer } from '../viewer.ts';
import { toCard } from './product-cards.ts';
import { loadProductDetail, type DetailRow, type ProductKey } from './product-detail.repository.ts';

const WAREHOUSE_ORDER: readonly string[] = WAREHOUSES.map((w) => w.code);

/** Attribute values as the page shows them: strings and lists of strings, empty ones left out. */
function attributesOf(raw: DetailRow['attributes']): ProductDetail['attributes'] {
  const entries = Object.entries(raw).filter(
    (entry): entry is [string, string | string[]] => (typeof entry[1] === 'string' && entry[1] !== '') || (Array.isArray(entry[1]) && entry[1].length > 0),
  );
  return Object.fromEntries(entries);
}

/**
 * Warehouses the product ships from: those holding stock of an on-sale SKU, China first
 * (CN_S, CN_N, US, GB, DE).
 */
function shipFromOf(skus: DetailRow['skus']): ProductDetail['shipFrom'] {
  const stock = new Map<string, number>();
  for (const sku of skus) {
    if (sku.status !== 1) continue;
    for (const [code, pieces] of Object.entries(sku.stock)) stock.set(code, (stock.get(code) ?? 0) + pieces);
  }
  return WAREHOUSE_ORDER.filter((code) => (stock.get(code) ?? 0) > 0).map((code) => ({ warehouseCode: code, country: warehouseCountryOf(code)!, stock: stock.get(code)! }));
}

export function toProductDetail(row: DetailRow, viewer: CatalogueViewer): ProductDetail {
  const guest = viewer.guest;
  const colours = new Map<string, { name: string; hex: string | null; imageUrl: string | null }>();
  for (const sku of row.skus) {
    if (sku.status !== 1 || colours.has(sku.colour)) continue;
    colours.set(sku.colour, { name: sku.colour, hex: sku.colourHex, imageUrl: row.images.find((i) => i.colour === sku.colour)?.url ?? sku.imageUrl });
  }
  return {
    ...toCard({ ...row, colours: [...colours.values()] }, guest),
    description: row.description,
    categoryPath: row.category_path,
    images: row.images,
    attributes: attributesOf(row.attributes),
    processingTime: row.processing_time,
    packingSize: row.packing_size,
    weightGrams: Number(row.weight_grams),
    status: Number(row.status),
    sizes: sortSizes([...new Set(row.skus.map((s) => s.size))], (size) => size),
    skus: row.skus.map((s) => ({
      skuCode: s.skuCode,
      colour: s.colour,
      colourHex: s.colourHex,
      size: s.size,
      price: guest ? null : s.priceCents,
      originalPrice: guest ? null : s.originalPriceCents,
      weightGrams: s.weightGrams,
      status: s.status,
      imageUrl: s.imageUrl,
      stock: s.stock,
    })),
    rating: { average: row.rating_average === null ? 0 : Math.round(Number(row.rating_average) * 10) / 10, count: Number(row.rating_count) },
    shipFrom: shipFromOf(row.skus),
    isFavorite: row.is_favorite,
    limitedForGuest: guest,
  };
}

export function productDetailService(db: Executor) {
  return {
    /** An on-sale product's page; 404 'This product is not available.' when unknown or not on sale (status other than 1). */
    async detail(key: ProductKey, viewer: CatalogueViewer): Promise<ProductDetail> {
      const row = await loadProductDetail(db, key, viewer.locale, viewer.userId);
      if (!row || Number(row.status) !== 1) throw notFound('errors.productNotAvailable');
      return toProductDetail(row, viewer);
    },
  };
}
export type ProductDetailService = ReturnType<typeof productDetailService>;
