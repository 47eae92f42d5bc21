import { z } from 'zod';
import { WAREHOUSE_COUNTRIES, pageOf, pageRequest } from '../catalogue/schemas.ts';
import { LOCALE_CODES } from '../i18n/locales.ts';
import { AGING_GRADES } from '../logistics/channels.ts';
import { WAREHOUSES } from '../orders/statuses.ts';

/**
 * Back office: catalogue, merchandising and logistics (/api/admin/catalogue/...). Money is integer
 * US cents in every call; the forms take dollars and convert them with `parseDollars`, which uses
 * integer arithmetic only.
 */

// ---------- money in forms ----------

/** Whole dollars and up to two decimals, e.g. '12', '12.5', '12.34'; optionally signed. */
const DOLLARS = /^(-)?(\d{1,9})(?:\.(\d{1,2}))?$/;

/** Dollars typed by a person to integer cents, without floating point; null when not a price. */
export function parseDollars(text: string, options: { signed?: boolean } = {}): number | null {
  const match = DOLLARS.exec(text.trim().replace(/^\$/, ''));
  if (!match || (match[1] && !options.signed)) return null;
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] && cents > 0 ? -cents : cents;
}

/** Integer cents as a plain dollar string for an input box: 1234 -> '12.34', -5 -> '-0.05'. */
export function centsToDollars(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

// ---------- shared field rules ----------

export const ADMIN_MAX_CENTS = 99_999_999;
export const ADMIN_MAX_STOCK = 10_000_000;
export const ADMIN_MAX_WEIGHT_GRAMS = 30_000;
/** Warehouse codes that hold stock (spec 9). */
export const STOCK_WAREHOUSE_CODES = WAREHOUSES.map((w) => w.code) as unknown as readonly ['CN_S', 'CN_N', 'US', 'GB', 'DE'];
export type StockByWarehouse = Partial<Record<(typeof STOCK_WAREHOUSE_CODES)[number], number>>;

const invalid = 'validation.invalidValue';
const int = (min: number, max: number) => z.number({ error: invalid }).int(invalid).min(min, invalid).max(max, invalid);
const idRule = int(1, 2_147_483_647);
const idQuery = z.coerce.number({ error: invalid }).int(invalid).positive(invalid).max(2_147_483_647, invalid);
export const adminRequiredText = (max: number) => z.string({ error: 'validation.required' }).trim().min(1, 'validation.required').max(max, 'validation.tooLong');
const optionalText = (max: number) => z.string({ error: invalid }).trim().max(max, 'validation.tooLong');
export const adminCentsRule = int(0, ADMIN_MAX_CENTS);
export const adminStockRule = int(0, ADMIN_MAX_STOCK);
const statusRule = z.union([z.literal(0), z.literal(1)], { error: invalid });

/** An image or page address: a site path such as /media/... or an http(s) URL. */
export const adminLinkRule = z
  .string({ error: invalid })
  .trim()
  .max(500, 'validation.tooLong')
  .regex(/^(\/(?!\/)|https?:\/\/)\S*$/i, invalid);
/** Optional addresses: empty text means none. */
const optionalLink = z.union([z.literal('').transform(() => null), adminLinkRule]).nullable().optional();

/** A name in other languages, by locale; English is the record's own `name`. */
export const localizedNamesRule = z.partialRecord(z.enum(LOCALE_CODES, { error: invalid }), optionalText(255));
export type LocalizedNamesInput = z.infer<typeof localizedNamesRule>;

export const hexColourRule = z
  .string({ error: invalid })
  .trim()
  .regex(/^#?[0-9a-fA-F]{6}$/, invalid)
  .transform((hex) => `#${hex.replace('#', '').toLowerCase()}`);

export const adminIdPath = z.object({ id: idQuery });
export const adminProductInListPath = z.object({ id: idQuery, productId: idQuery });

// ---------- categories ----------

/** Categories have three levels; products belong to the third (spec 3). */
export const CATEGORY_LEVELS = 3;
export const categoryUrlRule = z
  .string({ error: 'validation.required' })
  .trim()
  .toLowerCase()
  .min(1, 'validation.required')
  .max(120, 'validation.tooLong')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, invalid);

const categoryFields = {
  parentId: idRule.nullable(),
  name: adminRequiredText(120),
  names: localizedNamesRule,
  categoryUrl: categoryUrlRule,
  imgUrl: optionalLink,
  sort: int(-100_000, 100_000),
  status: statusRule,
};
export const createCategoryRequest = z.object({ ...categoryFields, names: localizedNamesRule.optional(), sort: categoryFields.sort.optional(), status: statusRule.optional() });
export const updateCategoryRequest = z.object(categoryFields).partial();
export type CategoryInput = z.infer<typeof updateCategoryRequest>;
export type CreateCategoryInput = z.infer<typeof createCategoryRequest>;

export interface AdminCategory {
  id: number;
  parentId: number | null;
  level: number;
  name: string;
  names: LocalizedNamesInput;
  categoryUrl: string;
  imgUrl: string | null;
  sort: number;
  status: number;
  /** Products in this category and the categories under it. */
  productCount: number;
  children: AdminCategory[];
}
export const adminCategory: z.ZodType<AdminCategory> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    parentId: z.number().int().nullable(),
    level: z.number().int(),
    name: z.string(),
    names: localizedNamesRule,
    categoryUrl: z.string(),
    imgUrl: z.string().nullable(),
    sort: z.number().int(),
    status: z.number().int(),
    productCount: z.number().int(),
    children: z.array(adminCategory),
  }),
);

// ---------- products ----------

/** 1 on sale; 0, 3 and 4 are not (spec 3). */
export const PRODUCT_STATUSES = [1, 0, 3, 4] as const;
const productStatusRule = z.union([z.literal(1), z.literal(0), z.literal(3), z.literal(4)], { error: invalid });
const productTypeRule = z.union([z.literal(1), z.literal(2), z.literal(3)], { error: invalid });
export const ITEM_NO_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{1,39}$/;
export const itemNoRule = z.string({ error: 'validation.required' }).trim().min(1, 'validation.required').regex(ITEM_NO_PATTERN, invalid);
export const processingTimeRule = z.string({ error: invalid }).trim().regex(/^\d{1,2}~\d{1,2}$/, invalid);

const attributeText = optionalText(60).optional();
export const productAttributesRule = z.object({
  pattern: attributeText,
  style: attributeText,
  material: attributeText,
  gender: attributeText,
  contour: attributeText,
  season: attributeText,
  designElements: z.array(adminRequiredText(60)).max(20, invalid).optional(),
});
export const productImageInput = z.object({ url: adminLinkRule.pipe(z.string().min(1, 'validation.required')), colour: optionalText(60).nullable().optional() });

const productFields = {
  name: adminRequiredText(255),
  description: optionalText(20_000),
  categoryId: idRule,
  productType: productTypeRule,
  status: productStatusRule,
  attributes: productAttributesRule,
  fabric: optionalText(60).nullable(),
  /** Pieces of each size in a pack; null sells singly. */
  minOrderQuantity: int(1, 999).nullable(),
  weightGrams: int(1, ADMIN_MAX_WEIGHT_GRAMS),
  packingSize: optionalText(60).nullable(),
  processingTime: processingTimeRule,
  images: z.array(productImageInput).max(20, invalid),
};
export const createProductRequest = z.object({
  ...productFields,
  /** Generated when absent. */
  itemNo: itemNoRule.optional(),
  description: productFields.description.optional(),
  productType: productTypeRule.optional(),
  status: productStatusRule.optional(),
  attributes: productAttributesRule.optional(),
  fabric: productFields.fabric.optional(),
  minOrderQuantity: productFields.minOrderQuantity.optional(),
  packingSize: productFields.packingSize.optional(),
  processingTime: processingTimeRule.optional(),
  images: productFields.images.optional(),
});
export const updateProductRequest = z.object(productFields).partial();
export type CreateProductInput = z.infer<typeof createProductRequest>;
export type UpdateProductInput = z.infer<typeof updateProductRequest>;

export const adminProductListRequest = pageRequest.extend({
  /** Part of the name, the item no or the kkProductId. */
  search: optionalText(120).optional(),
  categoryId: idQuery.optional(),
  status: z.coerce.number({ error: invalid }).refine((s) => (PRODUCT_STATUSES as readonly number[]).includes(s), invalid).optional(),
});
export const adminProductRow = z.object({
  id: z.number().int(),
  kkProductId: z.string(),
  itemNo: z.string(),
  name: z.string(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  status: z.number().int(),
  productType: z.number().int(),
  priceCents: z.number().int(),
  originalPriceCents: z.number().int(),
  totalStock: z.number().int(),
  skuCount: z.number().int(),
  mainImageUrl: z.string().nullable(),
  updatedAt: z.string(),
});
export type AdminProductRow = z.infer<typeof adminProductRow>;
export const adminProductPage = pageOf(adminProductRow);

const skuFields = {
  colour: adminRequiredText(60),
  colourHex: z.union([z.literal('').transform(() => null), hexColourRule]).nullable(),
  size: adminRequiredText(20),
  priceCents: adminCentsRule,
  originalPriceCents: adminCentsRule,
  weightGrams: int(1, ADMIN_MAX_WEIGHT_GRAMS),
  status: statusRule,
  imageUrl: optionalLink,
};
const stockRecord = z.partialRecord(z.enum(STOCK_WAREHOUSE_CODES, { error: invalid }), adminStockRule);
export const createSkuRequest = z.object({ ...skuFields, colourHex: skuFields.colourHex.optional(), status: statusRule.optional(), stock: stockRecord.optional() });
export const updateSkuRequest = z.object(skuFields).partial();
export type CreateSkuInput = z.infer<typeof createSkuRequest>;
export type UpdateSkuInput = z.infer<typeof updateSkuRequest>;

export const adminSku = z.object({
  id: z.number().int(),
  skuCode: z.string(),
  colour: z.string(),
  colourHex: z.string().nullable(),
  size: z.string(),
  priceCents: z.number().int(),
  originalPriceCents: z.number().int(),
  weightGrams: z.number().int(),
  status: z.number().int(),
  sales: z.number().int(),
  imageUrl: z.string().nullable(),
  stock: z.record(z.string(), z.number().int()),
});
export type AdminSku = z.infer<typeof adminSku>;
export const adminProductDetail = adminProductRow.extend({
  description: z.string(),
  seoSlug: z.string(),
  attributes: productAttributesRule,
  fabric: z.string().nullable(),
  minOrderQuantity: z.number().int().nullable(),
  weightGrams: z.number().int(),
  packingSize: z.string().nullable(),
  processingTime: z.string(),
  supplierRank: z.string(),
  warehouses: z.array(z.string()),
  images: z.array(z.object({ id: z.number().int(), url: z.string(), colour: z.string().nullable(), sort: z.number().int() })),
  /** Sizes in the spec's order within each colour. */
  skus: z.array(adminSku),
});
export type AdminProductDetail = z.infer<typeof adminProductDetail>;

/** Absolute stock per SKU and warehouse; stock never goes below 0. */
export const setStockRequest = z.object({
  items: z
    .array(z.object({ skuId: idRule, warehouseCode: z.enum(STOCK_WAREHOUSE_CODES, { error: invalid }), stock: adminStockRule }))
    .min(1, invalid)
    .max(2000, invalid),
});

/**
 * A price change on a product's SKUs: `percent` adds that many percent (negative lowers, rounded
 * to the cent, half up), `fixed` adds that many cents. A change taking any price below 0 is refused.
 */
export const PRICE_CHANGE_MODES = ['percent', 'fixed'] as const;
export const PRICE_CHANGE_TARGETS = ['price', 'originalPrice', 'both'] as const;
export const priceChangeRequest = z
  .object({
    mode: z.enum(PRICE_CHANGE_MODES, { error: invalid }),
    value: int(-ADMIN_MAX_CENTS, ADMIN_MAX_CENTS),
    target: z.enum(PRICE_CHANGE_TARGETS, { error: invalid }).default('price'),
    /** Only these SKUs of the product; all when absent. */
    skuIds: z.array(idRule).min(1, invalid).max(2000, invalid).optional(),
  })
  .refine((r) => r.mode !== 'percent' || (r.value >= -100 && r.value <= 1000), { message: invalid, path: ['value'] });
export type PriceChange = z.infer<typeof priceChangeRequest>;

/** The new price after a change, in integer cents; negative results are the caller's to refuse. */
export function changedPrice(cents: number, change: Pick<PriceChange, 'mode' | 'value'>): number {
  if (change.mode === 'fixed') return cents + change.value;
  // cents × (100 + p) / 100, rounded half up (away from zero for the cent), integers throughout.
  const scaled = cents * (100 + change.value);
  return scaled >= 0 ? Math.floor((scaled + 50) / 100) : -Math.floor((-scaled + 50) / 100);
}

// ---------- CSV import ----------

/** One row per SKU; rows with the same itemNo form one product (docs/api-conventions.md). */
export const PRODUCT_CSV_COLUMNS = [
  'itemNo',
  'name',
  'categoryUrl',
  'productType',
  'fabric',
  'colour',
  'colourHex',
  'size',
  'priceUsd',
  'originalPriceUsd',
  'weightGrams',
  'stock_CN_S',
  'stock_CN_N',
  'stock_US',
  'stock_GB',
  'stock_DE',
  'packQuantity',
  'description',
  'imageUrl',
] as const;
export const REQUIRED_CSV_COLUMNS = ['itemNo', 'name', 'categoryUrl', 'colour', 'size', 'priceUsd', 'weightGrams'] as const;
export const MAX_IMPORT_ROWS = 5000;
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
export const IMPORT_ROW_STATUSES = ['created', 'updated', 'error'] as const;
export const importReport = z.object({
  totals: z.object({
    rows: z.number().int(),
    created: z.number().int(),
    updated: z.number().int(),
    errors: z.number().int(),
    /** Products created or changed. */
    products: z.number().int(),
  }),
  rows: z.array(z.object({ row: z.number().int(), itemNo: z.string(), status: z.enum(IMPORT_ROW_STATUSES), messages: z.array(z.string()) })),
});
export type ImportReport = z.infer<typeof importReport>;

// ---------- flash sales and events ----------

const isoTime = z.iso.datetime({ offset: true, error: invalid });
const eventFields = {
  type: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: invalid }),
  name: adminRequiredText(120),
  names: localizedNamesRule,
  description: optionalText(2000),
  bannerUrl: optionalLink,
  startTime: isoTime,
  endTime: isoTime,
  status: statusRule,
  sort: int(-100_000, 100_000),
};
const endAfterStart = (r: { startTime?: string; endTime?: string }) => !r.startTime || !r.endTime || Date.parse(r.endTime) > Date.parse(r.startTime);
export const createEventRequest = z
  .object({ ...eventFields, names: localizedNamesRule.optional(), description: eventFields.description.optional(), status: statusRule.optional(), sort: eventFields.sort.optional() })
  .refine(endAfterStart, { message: 'validation.rangeEnd', path: ['endTime'] });
export const updateEventRequest = z
  .object(eventFields)
  .omit({ type: true })
  .partial()
  .refine(endAfterStart, { message: 'validation.rangeEnd', path: ['endTime'] });
export type CreateEventInput = z.infer<typeof createEventRequest>;
export type EventInput = z.infer<typeof updateEventRequest>;
export const eventListRequest = pageRequest.extend({ type: z.coerce.number({ error: invalid }).refine((t) => t === 1 || t === 2 || t === 3, invalid).optional() });
export const EVENT_STATES = ['upcoming', 'active', 'expired'] as const;
export const adminEvent = z.object({
  id: z.number().int(),
  type: z.number().int(),
  name: z.string(),
  names: localizedNamesRule,
  description: z.string(),
  bannerUrl: z.string().nullable(),
  startTime: z.string(),
  endTime: z.string(),
  status: z.number().int(),
  sort: z.number().int(),
  productCount: z.number().int(),
  state: z.enum(EVENT_STATES),
});
export type AdminEvent = z.infer<typeof adminEvent>;
export const adminEventPage = pageOf(adminEvent);

export const eventProductsRequest = z.object({
  items: z
    .array(
      z.object({
        productId: idRule,
        discountPercent: int(1, 99),
        /** Flash sales: pieces on offer; null for no limit. */
        spikeTotalStock: adminStockRule.nullable().optional(),
      }),
    )
    .min(1, invalid)
    .max(500, invalid),
});
/** A product listed in an event or an album. */
export const listedProduct = z.object({
  productId: z.number().int(),
  kkProductId: z.string(),
  itemNo: z.string(),
  name: z.string(),
  mainImageUrl: z.string().nullable(),
  priceCents: z.number().int(),
  status: z.number().int(),
  sort: z.number().int(),
});
export const eventProduct = listedProduct.extend({
  discountPercent: z.number().int(),
  spikeTotalStock: z.number().int().nullable(),
  spikeSoldStock: z.number().int(),
});
export type EventProduct = z.infer<typeof eventProduct>;
export type ListedProduct = z.infer<typeof listedProduct>;

// ---------- albums, banners, navigation, ad bar, ad popups ----------

const albumFields = { type: int(1, 9), name: adminRequiredText(120), names: localizedNamesRule, bannerUrl: optionalLink, status: statusRule, sort: int(-100_000, 100_000) };
export const createAlbumRequest = z.object({ ...albumFields, names: localizedNamesRule.optional(), status: statusRule.optional(), sort: albumFields.sort.optional() });
export const updateAlbumRequest = z.object(albumFields).partial();
export type CreateAlbumInput = z.infer<typeof createAlbumRequest>;
export type AlbumInput = z.infer<typeof updateAlbumRequest>;
export const adminAlbum = z.object({
  id: z.number().int(),
  type: z.number().int(),
  name: z.string(),
  names: localizedNamesRule,
  bannerUrl: z.string().nullable(),
  status: z.number().int(),
  sort: z.number().int(),
  productCount: z.number().int(),
});
export type AdminAlbum = z.infer<typeof adminAlbum>;
/** The album's products, in this order. */
export const setAlbumProductsRequest = z.object({ productIds: z.array(idRule).max(500, invalid) });

const bannerFields = { title: adminRequiredText(120), titles: localizedNamesRule, imageUrl: adminLinkRule.pipe(z.string().min(1, 'validation.required')), mobileImageUrl: optionalLink, linkUrl: adminLinkRule.pipe(z.string().min(1, 'validation.required')), status: statusRule, sort: int(-100_000, 100_000) };
export const createBannerRequest = z.object({ ...bannerFields, titles: localizedNamesRule.optional(), status: statusRule.optional(), sort: bannerFields.sort.optional() });
export const updateBannerRequest = z.object(bannerFields).partial();
export type CreateBannerInput = z.infer<typeof createBannerRequest>;
export type BannerInput = z.infer<typeof updateBannerRequest>;
export const adminBanner = z.object({
  id: z.number().int(),
  title: z.string(),
  titles: localizedNamesRule,
  imageUrl: z.string(),
  mobileImageUrl: z.string().nullable(),
  linkUrl: z.string(),
  status: z.number().int(),
  sort: z.number().int(),
});
export type AdminBanner = z.infer<typeof adminBanner>;
/** Banner ids in their new order (first shown first). */
export const bannerOrderRequest = z.object({ ids: z.array(idRule).min(1, invalid).max(200, invalid) });

/** 1 or 4 full-page navigation; 2 prefixed with the main site (spec 3). */
export const NAV_MENU_TYPES = [1, 2, 4] as const;
const navFields = {
  parentId: idRule.nullable(),
  name: adminRequiredText(120),
  names: localizedNamesRule,
  imgUrl: optionalLink,
  labelImgUrl: optionalLink,
  linkUrl: optionalLink,
  status: statusRule,
  menuType: z.union([z.literal(1), z.literal(2), z.literal(4)], { error: invalid }),
  sort: int(-100_000, 100_000),
};
export const createNavItemRequest = z.object({ ...navFields, parentId: navFields.parentId.optional(), names: localizedNamesRule.optional(), status: statusRule.optional(), menuType: navFields.menuType.optional(), sort: navFields.sort.optional() });
export const updateNavItemRequest = z.object(navFields).partial();
export type CreateNavItemInput = z.infer<typeof createNavItemRequest>;
export type NavItemInput = z.infer<typeof updateNavItemRequest>;
export interface AdminNavItem {
  id: number;
  parentId: number | null;
  name: string;
  names: LocalizedNamesInput;
  imgUrl: string | null;
  labelImgUrl: string | null;
  linkUrl: string | null;
  status: number;
  menuType: number;
  sort: number;
  children: AdminNavItem[];
}
export const adminNavItem: z.ZodType<AdminNavItem> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    parentId: z.number().int().nullable(),
    name: z.string(),
    names: localizedNamesRule,
    imgUrl: z.string().nullable(),
    labelImgUrl: z.string().nullable(),
    linkUrl: z.string().nullable(),
    status: z.number().int(),
    menuType: z.number().int(),
    sort: z.number().int(),
    children: z.array(adminNavItem),
  }),
);

const cssColour = z.union([z.literal('').transform(() => null), z.string().trim().regex(/^#[0-9a-fA-F]{3}(?:[0-9a-fA-F]{3})?$/, invalid)]).nullable();
/** The ad bar above the mall header: one image and link before sign-in, one after (spec 3). */
export const setAdBarRequest = z.object({
  beforeLoginImg: optionalLink.transform((v) => v ?? null),
  afterLoginImg: optionalLink.transform((v) => v ?? null),
  beforeLoginLink: optionalLink.transform((v) => v ?? null),
  afterLoginLink: optionalLink.transform((v) => v ?? null),
  beforeBackgroundColor: cssColour.optional().transform((v) => v ?? null),
  afterBackgroundColor: cssColour.optional().transform((v) => v ?? null),
});

export const ACCEPT_TYPES = [0, 1, 2, 3] as const;
export const DISPLAY_PAGE_TYPES = [0, 2] as const;
const popupFields = {
  mainImage: adminLinkRule.pipe(z.string().min(1, 'validation.required')),
  iconImage: adminLinkRule.pipe(z.string().min(1, 'validation.required')),
  popupLink: optionalLink,
  countdownEndTime: isoTime.nullable(),
  delayTime: int(0, 600),
  acceptType: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)], { error: invalid }),
  displayPageType: z.union([z.literal(0), z.literal(2)], { error: invalid }),
  status: statusRule,
};
export const createAdPopupRequest = z.object({
  ...popupFields,
  countdownEndTime: popupFields.countdownEndTime.optional(),
  delayTime: popupFields.delayTime.optional(),
  acceptType: popupFields.acceptType.optional(),
  displayPageType: popupFields.displayPageType.optional(),
  status: statusRule.optional(),
});
export const updateAdPopupRequest = z.object(popupFields).partial();
export type CreateAdPopupInput = z.infer<typeof createAdPopupRequest>;
export type AdPopupInput = z.infer<typeof updateAdPopupRequest>;
export const adminAdPopup = z.object({
  id: z.number().int(),
  mainImage: z.string(),
  iconImage: z.string(),
  popupLink: z.string().nullable(),
  countdownEndTime: z.string().nullable(),
  delayTime: z.number().int(),
  acceptType: z.number().int(),
  displayPageType: z.number().int(),
  status: z.number().int(),
});
export type AdminAdPopup = z.infer<typeof adminAdPopup>;

// ---------- logistics ----------

const channelFields = {
  channelCode: z.string({ error: 'validation.required' }).trim().toUpperCase().min(1, 'validation.required').regex(/^[A-Z0-9][A-Z0-9_-]{1,39}$/, invalid),
  channelNameEn: adminRequiredText(120),
  warehouseCountry: z.enum(WAREHOUSE_COUNTRIES, { error: invalid }),
  agingGrade: z.enum(AGING_GRADES, { error: invalid }),
  /** Days added to the route's delivery time of spec 9 (negative takes days off). */
  extraMinDays: int(-30, 60),
  extraMaxDays: int(-30, 60),
  status: statusRule,
  sort: int(-100_000, 100_000),
};
const extraRange = (r: { extraMinDays?: number; extraMaxDays?: number }) => r.extraMinDays === undefined || r.extraMaxDays === undefined || r.extraMaxDays >= r.extraMinDays;
export const createChannelRequest = z
  .object({ ...channelFields, extraMinDays: channelFields.extraMinDays.optional(), extraMaxDays: channelFields.extraMaxDays.optional(), status: statusRule.optional(), sort: channelFields.sort.optional() })
  .refine(extraRange, { message: 'validation.rangeEnd', path: ['extraMaxDays'] });
export const updateChannelRequest = z.object(channelFields).partial().refine(extraRange, { message: 'validation.rangeEnd', path: ['extraMaxDays'] });
export type CreateChannelInput = z.infer<typeof createChannelRequest>;
export type ChannelInput = z.infer<typeof updateChannelRequest>;
export const adminChannel = z.object({
  id: z.number().int(),
  channelCode: z.string(),
  channelNameEn: z.string(),
  warehouseCountry: z.string(),
  agingGrade: z.string(),
  extraMinDays: z.number().int(),
  extraMaxDays: z.number().int(),
  status: z.number().int(),
  sort: z.number().int(),
  /** Zones this channel has prices for. */
  zoneCount: z.number().int(),
});
export type AdminChannel = z.infer<typeof adminChannel>;
export const rateBracketInput = z.object({ maxWeightGrams: int(1, 1_000_000), priceCents: adminCentsRule });
/** All brackets of a channel to one zone, replacing the previous ones; weights must differ. */
export const setZoneRatesRequest = z.object({
  brackets: z
    .array(rateBracketInput)
    .max(100, invalid)
    .refine((list) => new Set(list.map((b) => b.maxWeightGrams)).size === list.length, invalid),
});
export const channelZonePath = z.object({ id: idQuery, code: z.string().trim().regex(/^[A-Za-z0-9_-]{1,20}$/, invalid) });
export const channelZoneRates = z.object({ zoneCode: z.string(), zoneName: z.string(), brackets: z.array(z.object({ maxWeightGrams: z.number().int(), priceCents: z.number().int() })) });
export const adminZone = z.object({ code: z.string(), name: z.string(), countries: z.array(z.object({ code: z.string(), name: z.string() })) });
