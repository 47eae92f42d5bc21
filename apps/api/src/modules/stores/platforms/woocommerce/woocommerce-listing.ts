import type { ListingPayload, ListingVariantPayload } from '../platform.ts';
import { majorUnits } from '../publishing/money.ts';

/**
 * A listing as WooCommerce REST v3 bodies: a variable product (POST|PUT /products) with the local attributes
 * Size and Color used for variations and the pictures as a gallery WooCommerce downloads from `src`, and one
 * variation per SKU (POST /products/{id}/variations/batch) naming its attribute options, its picture by the
 * gallery's media id, its stock and weight. A compare-at price is WooCommerce's regular price with the
 * selling price as sale price. Pure, so the mapping is unit-tested.
 */

export const SIZE_ATTRIBUTE = 'Size';
export const COLOUR_ATTRIBUTE = 'Color';
/** WooCommerce takes at most 100 items (create + update + delete) in one batch request. */
export const WOO_BATCH_LIMIT = 100;

const GRAMS_PER: Record<string, number> = { kg: 1000, g: 1, lbs: 453.59237, oz: 28.349523125 };
const unique = (values: string[]) => [...new Set(values)];

/** A weight in the store's unit (WooCommerce's weight setting: kg, g, lbs or oz), as the string it takes. */
export const weightIn = (grams: number, unit: string) => String(Math.round((grams / (GRAMS_PER[unit] ?? 1000)) * 1000) / 1000);

/** The pictures the product's gallery holds, in order: the listing's, then colour pictures not among them. */
export const galleryOf = (payload: ListingPayload) => unique([...payload.images, ...payload.variants.map((v) => v.imageUrl).filter((url): url is string => Boolean(url))]);

function attributesOf(variants: ListingVariantPayload[]) {
  const sizes = unique(variants.map((v) => v.size).filter(Boolean));
  const colours = unique(variants.map((v) => v.colour).filter(Boolean));
  return [
    ...(sizes.length ? [{ name: SIZE_ATTRIBUTE, options: sizes }] : []),
    ...(colours.length ? [{ name: COLOUR_ATTRIBUTE, options: colours }] : []),
  ].map((attribute, position) => ({ ...attribute, position, visible: true, variation: true }));
}

export function productBody(payload: ListingPayload, tagIds: number[]) {
  return {
    name: payload.title,
    type: 'variable',
    status: payload.active ? 'publish' : 'draft',
    description: payload.descriptionHtml,
    categories: payload.collectionIds.map((id) => ({ id: Number(id) })),
    tags: tagIds.map((id) => ({ id })),
    images: galleryOf(payload).map((src, position) => ({ src, position, alt: payload.title })),
    attributes: attributesOf(payload.variants),
    ...(payload.reference ? { sku: payload.reference } : {}),
  };
}

export function variationBody(variant: ListingVariantPayload, context: { currency: string; weightUnit: string; imageId?: number }) {
  const price = majorUnits(variant.priceCents, context.currency);
  const onSale = variant.compareAtCents !== null && variant.compareAtCents > variant.priceCents;
  return {
    sku: variant.sku,
    regular_price: onSale ? majorUnits(variant.compareAtCents!, context.currency) : price,
    sale_price: onSale ? price : '',
    attributes: [
      ...(variant.size ? [{ name: SIZE_ATTRIBUTE, option: variant.size }] : []),
      ...(variant.colour ? [{ name: COLOUR_ATTRIBUTE, option: variant.colour }] : []),
    ],
    manage_stock: true,
    stock_quantity: variant.quantity,
    weight: weightIn(variant.weightGrams, context.weightUnit),
    ...(context.imageId !== undefined ? { image: { id: context.imageId } } : {}),
  };
}

export interface VariationBatch<C, U> {
  create: C[];
  update: U[];
  delete: number[];
}

/** Splits creates, updates and deletes into requests of at most WOO_BATCH_LIMIT items. */
export function batchesOf<C, U>(work: VariationBatch<C, U>): VariationBatch<C, U>[] {
  const items = [...work.create.map((c) => ({ create: c })), ...work.update.map((u) => ({ update: u })), ...work.delete.map((d) => ({ delete: d }))];
  const out: VariationBatch<C, U>[] = [];
  for (let start = 0; start < items.length; start += WOO_BATCH_LIMIT) {
    const slice = items.slice(start, start + WOO_BATCH_LIMIT);
    out.push({
      create: slice.flatMap((i) => ('create' in i ? [i.create] : [])),
      update: slice.flatMap((i) => ('update' in i ? [i.update] : [])),
      delete: slice.flatMap((i) => ('delete' in i ? [i.delete] : [])),
    });
  }
  return out;
}
