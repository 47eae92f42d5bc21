import { z } from 'zod';
import { pageOf, pageRequest } from '../catalogue/schemas.ts';
import { ADMIN_MAX_CENTS, ADMIN_MAX_WEIGHT_GRAMS, STOCK_WAREHOUSE_CODES, invalid, int, idRule, idQuery, adminRequiredText, optionalText, adminCentsRule, adminStockRule, statusRule, adminLinkRule, optionalLink, localizedNamesRule, hexColourRule, type LocalizedNamesInput } from './fields.ts';

export type { LocalizedNamesInput, StockByWarehouse } from './fields.ts';
export { parseDollars, centsToDollars, ADMIN_MAX_CENTS, ADMIN_MAX_STOCK, ADMIN_MAX_WEIGHT_GRAMS, STOCK_WAREHOUSE_CODES, adminRequiredText, adminCentsRule, adminStockRule, adminLinkRule, localizedNamesRule, hexColourRule, adminIdPath, adminProductInListPath } from './fields.ts';

/**
 * Back office: catalogue, merchandising and logistics (/api/admin/catalogue/...). Money is integer
 * US cents in every call; the forms take dollars and convert them with `parseDollars`, which uses
 * integer arithmetic only. This file: categories, products, SKUs, stock, prices and CSV import;
 * events, albums, banners, navigation and ads in merchandising.ts; channels and rates in shipping.ts.
 */

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
