import type { ListingPayload, ListingVariantPayload } from '../platform.ts';
import { majorUnits } from '../publishing/money.ts';

/**
 * A listing as productSet's variables (Admin GraphQL 2026-07): options Size and Color with their values,
 * one variant per SKU naming its option values, pictures as files Shopify downloads from originalSource (a
 * variant's picture must be one of the product's files), quantities at the shop's location. Pure, so the
 * mapping is unit-tested.
 */

export const SIZE_OPTION = 'Size';
export const COLOUR_OPTION = 'Color';
/** Shopify's own option of a product without options. */
const DEFAULT_OPTION = { name: 'Title', value: 'Default Title' };
const HANDLE_MAX = 255;
/** The largest page a Shopify connection answers. */
const VARIANTS_PAGE_MAX = 250;

const unique = (values: string[]) => [...new Set(values)];
const image = (url: string, alt?: string) => ({ originalSource: url, contentType: 'IMAGE', ...(alt ? { alt } : {}) });

function slug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The handle a listing with a reference gets: the title's words, then the reference, so it is ours alone. */
export function handleOf(title: string, reference: string): string {
  const tail = slug(reference);
  return `${slug(title).slice(0, HANDLE_MAX - tail.length - 1)}-${tail}`.replace(/^-/, '');
}

function optionsOf(variants: ListingVariantPayload[]) {
  const sizes = unique(variants.map((v) => v.size).filter(Boolean));
  const colours = unique(variants.map((v) => v.colour).filter(Boolean));
  const options = [
    ...(sizes.length ? [{ name: SIZE_OPTION, values: sizes }] : []),
    ...(colours.length ? [{ name: COLOUR_OPTION, values: colours }] : []),
  ];
  return options.length ? options : [{ name: DEFAULT_OPTION.name, values: [DEFAULT_OPTION.value] }];
}

function optionValuesOf(variant: ListingVariantPayload, options: { name: string }[]) {
  return options.map(({ name }) => ({
    optionName: name,
    name: name === SIZE_OPTION ? variant.size : name === COLOUR_OPTION ? variant.colour : DEFAULT_OPTION.value,
  }));
}

export interface ProductSetTarget {
  /** The product to replace; absent on create. */
  productId?: string;
  /** Where quantities are kept: the shop's primary location. */
  locationId: string;
}

export function productSetVariables(payload: ListingPayload, target: ProductSetTarget) {
  const options = optionsOf(payload.variants);
  const variantImages = payload.variants.map((v) => v.imageUrl).filter((url): url is string => Boolean(url));
  const files = unique([...payload.images, ...variantImages]).map((url) => image(url, payload.title));
  const handle = !target.productId && payload.reference ? handleOf(payload.title, payload.reference) : undefined;
  const input = {
    ...(target.productId ? { id: target.productId } : {}),
    ...(handle ? { handle } : {}),
    title: payload.title,
    descriptionHtml: payload.descriptionHtml,
    tags: payload.tags,
    collections: payload.collectionIds,
    ...(payload.productType !== undefined ? { productType: payload.productType } : {}),
    status: payload.active ? 'ACTIVE' : 'DRAFT',
    productOptions: options.map((option, index) => ({ name: option.name, position: index + 1, values: option.values.map((name) => ({ name })) })),
    files,
    variants: payload.variants.map((variant, index) => ({
      ...(variant.platformVariantId ? { id: variant.platformVariantId } : {}),
      sku: variant.sku,
      position: index + 1,
      price: majorUnits(variant.priceCents, payload.currency),
      compareAtPrice: variant.compareAtCents === null ? null : majorUnits(variant.compareAtCents, payload.currency),
      optionValues: optionValuesOf(variant, options),
      inventoryPolicy: 'DENY',
      inventoryItem: { tracked: true, measurement: { weight: { unit: 'GRAMS', value: variant.weightGrams } } },
      inventoryQuantities: [{ locationId: target.locationId, name: 'available', quantity: variant.quantity }],
      ...(variant.imageUrl ? { file: image(variant.imageUrl, payload.title) } : {}),
    })),
  };
  // The page of variants asked back (PRODUCT_SET): all that were sent, within a connection's 250.
  const variantCount = Math.min(Math.max(payload.variants.length, 1), VARIANTS_PAGE_MAX);
  return { synchronous: true, variantCount, input, ...(handle ? { identifier: { handle } } : {}) };
}
