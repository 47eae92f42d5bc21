import type { ListingPayload } from '../platform.ts';
import { majorUnits } from '../publishing/money.ts';

/**
 * A listing as TikTok Shop's Product API 202309 body (create POST /product/202309/products, edit PUT
 * …/products/{id}): pictures by the `uri` the image upload answered (TikTok takes no outside URLs), SKUs with
 * sales attributes Color (the only one that may carry a picture, so it comes first) and Size, price and list
 * price (compare-at) in the shop currency, stock at the shop's warehouse, the package weight in kilograms.
 * Hidden listings are saved AS_DRAFT. The payload's `extra` may carry `warehouseId` (else the shop's default
 * sales warehouse), `brandId`, `packageDimensions` ({length, width, height, unit}) and `productAttributes`
 * (the category's attributes as TikTok takes them). Pure, so the mapping is unit-tested.
 */

export const COLOUR_ATTRIBUTE = 'Color';
export const SIZE_ATTRIBUTE = 'Size';
/** TikTok Shop takes at most 9 main pictures per product. */
export const TIKTOK_MAX_MAIN_IMAGES = 9;

export interface TikTokProductContext {
  /** Picture URL → the uri TikTok gave it on upload. */
  uris: Map<string, string>;
  warehouseId: string;
  /** On edit: SKU ids TikTok knows, by our SKU code; a SKU left out of an edit is deleted. */
  skuIds?: Map<string, string>;
}

const uriOf = (context: TikTokProductContext, url: string) => {
  const uri = context.uris.get(url);
  if (!uri) throw new Error(`picture not uploaded: ${url}`);
  return uri;
};

export function tiktokProductBody(payload: ListingPayload, context: TikTokProductContext) {
  const extra = payload.extra ?? {};
  const heaviest = Math.max(0, ...payload.variants.map((v) => v.weightGrams));
  return {
    title: payload.title,
    description: payload.descriptionHtml,
    category_id: payload.categoryId ?? '',
    main_images: payload.images.slice(0, TIKTOK_MAX_MAIN_IMAGES).map((url) => ({ uri: uriOf(context, url) })),
    skus: payload.variants.map((variant) => {
      // An id TikTok no longer has (the seller edited the product in Seller Center) is matched again by SKU code.
      const known = !context.skuIds || [...context.skuIds.values()].includes(variant.platformVariantId ?? '');
      const id = (known ? variant.platformVariantId : undefined) ?? context.skuIds?.get(variant.sku);
      return {
        ...(id ? { id } : {}),
        seller_sku: variant.sku,
        sales_attributes: [
          ...(variant.colour ? [{ name: COLOUR_ATTRIBUTE, value_name: variant.colour, ...(variant.imageUrl ? { sku_img: { uri: uriOf(context, variant.imageUrl) } } : {}) }] : []),
          ...(variant.size ? [{ name: SIZE_ATTRIBUTE, value_name: variant.size }] : []),
        ],
        price: { amount: majorUnits(variant.priceCents, payload.currency), currency: payload.currency },
        ...(variant.compareAtCents !== null ? { list_price: { amount: majorUnits(variant.compareAtCents, payload.currency), currency: payload.currency } } : {}),
        inventory: [{ warehouse_id: context.warehouseId, quantity: variant.quantity }],
      };
    }),
    package_weight: { value: String(Math.round(heaviest) / 1000), unit: 'KILOGRAM' },
    ...(typeof extra.brandId === 'string' ? { brand_id: extra.brandId } : {}),
    ...(extra.packageDimensions && typeof extra.packageDimensions === 'object' ? { package_dimensions: extra.packageDimensions } : {}),
    ...(Array.isArray(extra.productAttributes) ? { product_attributes: extra.productAttributes } : {}),
    save_mode: payload.active ? 'LISTING' : 'AS_DRAFT',
  };
}

/** The pictures a listing uploads: its main pictures (at most 9), then colour pictures not among them. */
export function picturesOf(payload: ListingPayload): string[] {
  const main = payload.images.slice(0, TIKTOK_MAX_MAIN_IMAGES);
  const colours = payload.variants.map((v) => v.imageUrl).filter((url): url is string => Boolean(url));
  return [...new Set([...main, ...colours])];
}
