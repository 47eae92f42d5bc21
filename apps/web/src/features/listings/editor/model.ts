import { attributeProblem, isListingImageUrl, LISTING_LIMITS, listingDraft, priceFromCost, type CategoryAttribute, type ListingAttributeInput, type Profit } from '@threadway/contracts';
import type { z } from 'zod';

/**
 * The single listing editor's state and its rules (spec 2.8, 5.1), kept apart from the screen so they are
 * tested on their own. The request is checked by the shared `listingDraft` contract, the one the server
 * runs, plus the rules that need more than one field or the platform (compare-at above the price, ship
 * from/to/channel all or none, picture types and the platform's picture limit, a category where the
 * platform has categories). Messages are keys of the `messages` namespace.
 */

export type ListingDraft = z.input<typeof listingDraft>;
export type ListingPricing = NonNullable<z.infer<typeof listingDraft>['pricing']>;

export interface EditorVariant {
  skuId: number;
  sku: string;
  size: string;
  colour: string;
  /** The warehouse code the variant ships from (spec 3.11), and the stock of each for the choice. */
  warehouse: string;
  stock: Record<string, number>;
  costCents: number;
  shippingCents: number;
  /** The price the store sells at, the "Suggested Price" column of spec 2.8. */
  priceCents: number;
  compareAtCents: number | null;
  quantity: number;
}

export interface EditorImage {
  url: string;
  selected: boolean;
}

export interface EditorState {
  storeId: number | null;
  productId: string;
  title: string;
  tags: string[];
  collectionIds: string[];
  categoryId: string | undefined;
  /** The category's product attributes as filled (TikTok Shop). */
  productAttributes: ListingAttributeInput[];
  productType: string;
  descriptionHtml: string;
  sizeUnit: string | undefined;
  /** Every picture of the product in the order they will be sent; only the selected ones are. */
  images: EditorImage[];
  shipFrom: string | undefined;
  shipTo: string | undefined;
  channelCode: string | undefined;
  pricing: ListingPricing | null;
  variants: EditorVariant[];
  /** Create again although the product is already in this store (the seller confirmed). */
  duplicate: boolean;
}

/** A field's message: a `messages` key and its values, or the server's own words (`text`). */
export interface FieldError {
  key: string;
  values?: Record<string, string | number>;
  text?: string;
}
/** Form-level fields by name; variant rows as `variants.<index>.<column>`. */
export type EditorErrors = Record<string, FieldError>;

/** Platforms whose products carry a category (WooCommerce's and TikTok Shop's category lists, spec 7.4). */
export const PLATFORMS_WITH_CATEGORIES: readonly string[] = ['woocommerce', 'tiktok-shop'];

export const selectedImages = (state: Pick<EditorState, 'images'>) => state.images.filter((image) => image.selected).map((image) => image.url);

const blank = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

/** Warehouse codes arrive as the server's text; the contract's check (in validate) tells a wrong one. */
type WarehouseCode = NonNullable<ListingDraft['shipFrom']>;
const warehouseCode = (code: string | undefined) => blank(code) as WarehouseCode | undefined;

/** The request of POST/PUT /api/listings/listing. */
export function toRequest(state: EditorState): ListingDraft {
  return {
    storeId: state.storeId ?? 0,
    productId: state.productId,
    title: state.title,
    tags: state.tags,
    collectionIds: state.collectionIds,
    categoryId: blank(state.categoryId),
    productAttributes: state.productAttributes,
    productType: blank(state.productType),
    descriptionHtml: state.descriptionHtml,
    sizeUnit: blank(state.sizeUnit),
    images: selectedImages(state),
    shipFrom: warehouseCode(state.shipFrom),
    shipTo: blank(state.shipTo),
    channelCode: blank(state.channelCode),
    pricing: state.pricing,
    duplicate: state.duplicate,
    variants: state.variants.map((v) => ({ skuId: v.skuId, sku: v.sku, priceCents: v.priceCents, compareAtCents: v.compareAtCents, quantity: v.quantity, warehouse: warehouseCode(v.warehouse) })),
  };
}

/** A description with no text and no picture is empty ('<p><br></p>' is what an emptied editor leaves). */
export const isBlankHtml = (html: string) => !/<img\b/i.test(html) && html.replace(/<[^>]*>/g, '').replace(/&nbsp;|\s/g, '') === '';

/** The contract's paths named as the screen's fields (`variants.0.sku`, `images`, …). */
const fieldOf = (path: readonly PropertyKey[]) => path.map(String).join('.');
/** One message for the tags, the pictures and the three shipping choices, each shown once under its block. */
function screenField(field: string): string {
  if (field.startsWith('tags.')) return 'tags';
  if (field.startsWith('images.')) return 'images';
  if (field === 'shipFrom' || field === 'shipTo' || field === 'channelCode') return 'shipping';
  return field;
}

export interface ValidationContext {
  platform: string | null;
  /** The platform's picture limit, from the draft (250, or 40 where the platform says so). */
  maxImages: number;
  /** The chosen category's attributes, once read (TikTok Shop): required ones need a value. */
  attributes?: readonly CategoryAttribute[];
}

/** Platforms whose categories carry attributes the listing fills (TikTok Shop's, spec 7.4 attributes). */
export const PLATFORMS_WITH_ATTRIBUTES: readonly string[] = ['tiktok-shop'];

/** Every rule of spec 5.1 the browser can check; the first message of each field. */
export function validate(state: EditorState, context: ValidationContext): EditorErrors {
  const errors: EditorErrors = {};
  const add = (field: string, key: string, values?: FieldError['values']) => {
    errors[field] ??= { key, values };
  };

  if (!context.platform) add('platform', 'listings.platformRequired');
  if (state.storeId === null) add('storeId', 'listings.storeRequired');
  if (isBlankHtml(state.descriptionHtml)) add('descriptionHtml', 'listings.descriptionRequired');
  if (context.platform && PLATFORMS_WITH_CATEGORIES.includes(context.platform) && !blank(state.categoryId)) add('categoryId', 'listings.categoryRequired');
  const attributes = blank(state.categoryId) && context.attributes ? attributeProblem(context.attributes, state.productAttributes) : null;
  if (attributes) add(`productAttributes.${attributes.attributeId}`, attributes.key, attributes.values);

  state.variants.forEach((variant, index) => {
    if (!variant.sku.trim()) add(`variants.${index}.sku`, 'listings.variantSkuRequired');
    if (!variant.size.trim() && !variant.colour.trim()) add(`variants.${index}.options`, 'listings.optionsRequired');
    if (variant.compareAtCents !== null && variant.compareAtCents <= variant.priceCents) add(`variants.${index}.compareAtCents`, 'listings.compareAtTooLow');
  });

  const shipping = [state.shipFrom, state.shipTo, state.channelCode].filter((value) => blank(value) !== undefined).length;
  if (shipping > 0 && shipping < 3) add('shipping', 'listings.shippingMethodRequired');

  const images = selectedImages(state);
  if (images.some((url) => !isListingImageUrl(url))) add('images', 'listings.pictureType');
  // 250 in general; a platform taking fewer (40) has its own words (spec 5.1).
  if (images.length > context.maxImages) add('images', context.maxImages < LISTING_LIMITS.imagesMax ? 'listings.platformPictureLimit' : 'listings.tooManyPictures');

  const parsed = listingDraft.safeParse(toRequest(state));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = screenField(fieldOf(issue.path));
      // The store's own message is given above.
      if (field !== 'storeId') add(field, issue.message);
    }
  }
  return errors;
}

/** One-click price change (spec 2.8, 9.3): which column, and how the profit is added to the product cost. */
export interface PriceChange {
  target: 'price' | 'compareAt';
  profit: Profit;
  includeShipping: boolean;
}

/** Applies a price change to every variant through the shared formula: cost × (1 + margin) or cost + profit, plus shipping when chosen. */
export function applyPriceChange(state: EditorState, change: PriceChange): EditorState {
  const variants = state.variants.map((v) => {
    const cents = priceFromCost(v.costCents, change.profit, v.shippingCents, change.includeShipping);
    return change.target === 'price' ? { ...v, priceCents: cents } : { ...v, compareAtCents: cents };
  });
  // The rule is kept with the listing so its prices follow cost and rate changes (listingPricing).
  const pricing: ListingPricing | null =
    change.target === 'price' ? { base: 'productCost', multiplier: 1, profit: change.profit, includeShipping: change.includeShipping } : state.pricing;
  return { ...state, variants, pricing };
}

/** Moves the picture at `from` to `to`, keeping the others in order. */
export function moveImage(images: EditorImage[], from: number, to: number): EditorImage[] {
  if (from === to || from < 0 || to < 0 || from >= images.length || to >= images.length) return images;
  const next = [...images];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
}
