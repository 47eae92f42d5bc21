import { type ProductDetail, sortSizes, translateAttributes, warehouseCountryOf, WAREHOUSES, type Vocabulary } from '@threadway/contracts';
import type { Executor } from '../../../platform/database.ts';
import { notFound } from '../../../platform/errors.ts';
import type { CatalogueViewer } from '../viewer.ts';
import { loadVocabulary } from '../vocabulary/vocabulary.ts';
import { sayIn, toCard } from './product-cards.ts';
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

/**
 * The page in the viewer's language: colours, sizes' labels and attributes through the
 * vocabulary, the same word wherever a colour appears (the page matches SKUs and pictures by it).
 */
export function toProductDetail(row: DetailRow, viewer: CatalogueViewer, vocabulary: Vocabulary): ProductDetail {
  const guest = viewer.guest;
  const say = sayIn(vocabulary, viewer.locale);
  const colours = new Map<string, { name: string; hex: string | null; imageUrl: string | null }>();
  for (const sku of row.skus) {
    if (sku.status !== 1 || colours.has(sku.colour)) continue;
    colours.set(sku.colour, { name: say('colour', sku.colour), hex: sku.colourHex, imageUrl: row.images.find((i) => i.colour === sku.colour)?.url ?? sku.imageUrl });
  }
  return {
    ...toCard({ ...row, colours: [...colours.values()] }, guest, say),
    description: row.description,
    categoryPath: row.category_path,
    images: row.images.map((image) => ({ ...image, colour: image.colour === null ? null : say('colour', image.colour) })),
    attributes: translateAttributes(attributesOf(row.attributes), vocabulary, viewer.locale),
    processingTime: row.processing_time,
    packingSize: row.packing_size,
    weightGrams: Number(row.weight_grams),
    status: Number(row.status),
    sizes: sortSizes([...new Set(row.skus.map((s) => s.size))], (size) => size).map((size) => say('size', size)),
    skus: row.skus.map((s) => ({
      skuCode: s.skuCode,
      colour: say('colour', s.colour),
      colourHex: s.colourHex,
      size: say('size', s.size),
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
      const [row, vocabulary] = await Promise.all([loadProductDetail(db, key, viewer.locale, viewer.userId), loadVocabulary(db)]);
      if (!row || Number(row.status) !== 1) throw notFound('errors.productNotAvailable');
      return toProductDetail(row, viewer, vocabulary);
    },
  };
}
export type ProductDetailService = ReturnType<typeof productDetailService>;
