import { z } from 'zod';
import { HOME_SECTION_MAX, MAX_PAGE_SIZE, PRODUCT_SORTS, REVIEW_TEXT_MAX, SEARCH_MAX_LENGTH, SUPPLIER_RANKS, WAREHOUSE_COUNTRIES } from './constants.ts';

/**
 * Catalogue call shapes (spec 3 and 7). Money is integer US cents; times are ISO 8601 strings
 * except flash-sale `endTime`, which the spec gives as epoch milliseconds.
 */


const id = z.coerce.number({ error: 'validation.invalidValue' }).int('validation.invalidValue').positive('validation.invalidValue').max(2_147_483_647, 'validation.invalidValue');
const cents = z.number().int().min(0).max(99_999_999);

export const pageRequest = z.object({
  pageNumber: z.coerce.number({ error: 'validation.invalidValue' }).int('validation.invalidValue').min(1, 'validation.invalidValue').max(10_000, 'validation.invalidValue').default(1),
  pageSize: z.coerce.number({ error: 'validation.invalidValue' }).int('validation.invalidValue').min(1, 'validation.invalidValue').max(MAX_PAGE_SIZE, 'validation.invalidValue').default(20),
});
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    list: z.array(item),
    total: z.number().int(),
    pageNumber: z.number().int(),
    pageSize: z.number().int(),
    /** True when a guest reached GUEST_PRODUCT_LIMIT and must register to see more. */
    limitedForGuest: z.boolean().optional(),
  });

// ---------- categories and navigation ----------

export interface CategoryNode {
  id: number;
  categoryId: number;
  parentId: number | null;
  level: number;
  name: string;
  categoryUrl: string;
  imgUrl: string | null;
  childList: CategoryNode[];
}
export const categoryNode: z.ZodType<CategoryNode> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    categoryId: z.number().int(),
    parentId: z.number().int().nullable(),
    level: z.number().int(),
    name: z.string(),
    categoryUrl: z.string(),
    imgUrl: z.string().nullable(),
    childList: z.array(categoryNode),
  }),
);

// ---------- product list ----------

export const productListRequest = pageRequest.extend({
  search: z.string().trim().max(SEARCH_MAX_LENGTH, 'validation.invalidValue').optional(),
  /** Any level; a level 1 or 2 category includes its descendants. */
  categoryId: id.optional(),
  categoryUrl: z.string().trim().max(200, 'validation.invalidValue').optional(),
  warehouses: z.array(z.enum(WAREHOUSE_COUNTRIES, { error: 'validation.invalidValue' })).max(4, 'validation.invalidValue').optional(),
  supplierRanks: z.array(z.enum(SUPPLIER_RANKS, { error: 'validation.invalidValue' })).max(3, 'validation.invalidValue').optional(),
  fabrics: z.array(z.string().trim().min(1).max(60)).max(20, 'validation.invalidValue').optional(),
  /** USD cents, inclusive. */
  minPrice: cents.optional(),
  maxPrice: cents.optional(),
  /** Only products holding at least this many pieces (in the chosen warehouses when given). */
  minInventory: z.number({ error: 'validation.invalidValue' }).int('validation.invalidValue').min(0, 'validation.invalidValue').max(10_000_000, 'validation.invalidValue').optional(),
  productType: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: 'validation.invalidValue' }).optional(),
  sortType: z.enum(PRODUCT_SORTS, { error: 'validation.invalidValue' }).default('recommended'),
}).refine((r) => r.minPrice === undefined || r.maxPrice === undefined || r.maxPrice > r.minPrice, {
  message: 'validation.rangeEnd',
  path: ['maxPrice'],
});
export type ProductListRequest = z.infer<typeof productListRequest>;

/** A product as lists and cards show it. */
export const productCard = z.object({
  kkProductId: z.string(),
  itemNo: z.string(),
  name: z.string(),
  mainImageUrl: z.string().nullable(),
  /** USD cents; for guests null ('Register to unlock wholesale price'). */
  price: z.number().int().nullable(),
  originalPrice: z.number().int().nullable(),
  /** Active discount on the product, if any. */
  discountPercent: z.number().int().nullable(),
  discountPrice: z.number().int().nullable(),
  discountType: z.number().int().nullable(),
  endTime: z.number().int().nullable(),
  inventory: z.number().int(),
  sales: z.number().int(),
  warehouses: z.array(z.string()),
  supplierRank: z.enum(SUPPLIER_RANKS),
  productType: z.number().int(),
  minOrderQuantity: z.number().int().nullable(),
  colours: z.array(z.object({ name: z.string(), hex: z.string().nullable(), imageUrl: z.string().nullable() })),
  /** Path of the product page: /product-detail/{categoryUrl}/{seoSlug}. */
  seoPath: z.string(),
  categoryId: z.number().int(),
  fabric: z.string().nullable(),
});
export type ProductCard = z.infer<typeof productCard>;
export const productListPage = pageOf(productCard).extend({
  /** When nothing matched: other things to try ('No product found' with suggestions). */
  suggestions: z.array(z.string()).optional(),
  /** The words actually searched after typo correction, when they differ from the query. */
  correctedSearch: z.string().nullable().optional(),
});

// ---------- search box ----------

export const suggestionRequest = z.object({
  text: z.string().max(SEARCH_MAX_LENGTH, 'validation.invalidValue'),
  language: z.coerce.number().int().min(1).max(99).default(1),
});
export const searchHistory = z.object({ userHotTermsList: z.array(z.string()), globalHotTermsList: z.array(z.string()) });

// ---------- product detail ----------

export const detailQuery = z.object({
  id: z.string().trim().min(1, 'validation.invalidValue').max(40, 'validation.invalidValue').optional(),
  seoSlug: z.string().trim().min(1).max(200).optional(),
});
export const skuDetail = z.object({
  skuCode: z.string(),
  colour: z.string(),
  colourHex: z.string().nullable(),
  size: z.string(),
  price: z.number().int().nullable(),
  originalPrice: z.number().int().nullable(),
  weightGrams: z.number().int(),
  status: z.number().int(),
  imageUrl: z.string().nullable(),
  /** Stock per warehouse code (CN_S, CN_N, US, GB, DE). */
  stock: z.record(z.string(), z.number().int()),
});
export type SkuDetail = z.infer<typeof skuDetail>;
export const productDetail = productCard.extend({
  description: z.string(),
  categoryPath: z.array(z.object({ categoryId: z.number().int(), name: z.string(), categoryUrl: z.string() })),
  images: z.array(z.object({ url: z.string(), colour: z.string().nullable() })),
  attributes: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
  processingTime: z.string(),
  packingSize: z.string().nullable(),
  weightGrams: z.number().int(),
  status: z.number().int(),
  /** Sizes in the spec's order. */
  sizes: z.array(z.string()),
  skus: z.array(skuDetail),
  /** Per-size quantity of a pack when sold in packs. */
  rating: z.object({ average: z.number(), count: z.number().int() }),
  /** Warehouse codes with stock, China first. */
  shipFrom: z.array(z.object({ warehouseCode: z.string(), country: z.string(), stock: z.number().int() })),
  isFavorite: z.boolean(),
  /** For guests: 'Sign in to unlock full content'. */
  limitedForGuest: z.boolean(),
});
export type ProductDetail = z.infer<typeof productDetail>;
export const seoQuery = z.object({ businessId: z.string().trim().min(1, 'validation.invalidValue').max(40), type: z.coerce.number().int().default(3) });
export const seoInfo = z.object({ seoSearchTerm: z.string().nullable(), path: z.string().nullable() });

// ---------- reviews ----------

export const reviewListRequest = pageRequest.extend({ kkProductId: z.string().trim().min(1, 'validation.invalidValue').max(40), rating: z.number().int().min(1).max(5).optional() });
export const review = z.object({
  id: z.number().int(),
  name: z.string(),
  rating: z.number().int(),
  content: z.string(),
  colour: z.string().nullable(),
  size: z.string().nullable(),
  createdAt: z.string(),
});
export const reviewStarRequest = z.object({ kkProductId: z.string().trim().min(1, 'validation.invalidValue').max(40) });
/** Percent of reviews per star, 1..5, integers summing to 100 (or all 0 without reviews). */
export const reviewStars = z.object({ average: z.number(), count: z.number().int(), percents: z.record(z.string(), z.number().int()) });
export const writeReviewRequest = z.object({
  kkProductId: z.string().trim().min(1, 'validation.invalidValue').max(40),
  rating: z.number({ error: 'validation.reviewRating' }).int('validation.reviewRating').min(1, 'validation.reviewRating').max(5, 'validation.reviewRating'),
  content: z.string().trim().max(REVIEW_TEXT_MAX, 'validation.invalidValue').default(''),
  name: z.string().trim().min(1, 'validation.fullNameRequired').max(255, 'validation.invalidValue'),
  email: z.email('validation.emailInvalid').max(255).optional().or(z.literal('').transform(() => undefined)),
  colour: z.string().trim().max(60).optional(),
  size: z.string().trim().max(20).optional(),
});

// ---------- catalogue reading: filters, warehouses, home, recommendations, favourites ----------

const kkProductId = z.string().trim().min(1, 'validation.invalidValue').max(40, 'validation.invalidValue');
const categoryUrl = z.string().trim().min(1, 'validation.invalidValue').max(200, 'validation.invalidValue');

/** The category list call (spec 7: pageSize 100, pageNumber 1, status 1); pages the top-level categories. */
export const categoryListQuery = z.object({
  pageNumber: pageRequest.shape.pageNumber,
  pageSize: z.coerce.number({ error: 'validation.invalidValue' }).int('validation.invalidValue').min(1, 'validation.invalidValue').max(100, 'validation.invalidValue').default(100),
  /** Only on-sale categories are public. */
  status: z.coerce.number({ error: 'validation.invalidValue' }).pipe(z.literal(1, { error: 'validation.invalidValue' })).default(1),
});
export const categoryPage = pageOf(categoryNode);

/** A category with the number of on-sale products under it (its own and its descendants'). */
export interface CountedCategoryNode extends Omit<CategoryNode, 'childList'> {
  productCount: number;
  childList: CountedCategoryNode[];
}
export const countedCategoryNode: z.ZodType<CountedCategoryNode> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    categoryId: z.number().int(),
    parentId: z.number().int().nullable(),
    level: z.number().int(),
    name: z.string(),
    categoryUrl: z.string(),
    imgUrl: z.string().nullable(),
    productCount: z.number().int(),
    childList: z.array(countedCategoryNode),
  }),
);
export const categoryPathItem = z.object({ categoryId: z.number().int(), name: z.string(), categoryUrl: z.string() });

/** A category by id or by url; neither means the whole catalogue. */
export const categoryFilter = z.object({ categoryId: id.optional(), categoryUrl: categoryUrl.optional() });
/** Attribute values offered by a category's products, per attribute (fabric, pattern, style, ..., colour). */
export const attributeFilters = z.record(z.string(), z.array(z.string()));

export const warehouseInfo = z.object({
  warehouseCode: z.string(),
  countryCode: z.enum(WAREHOUSE_COUNTRIES),
  countryName: z.string(),
  /** US, GB and DE ship only inside their own country. */
  domesticOnly: z.boolean(),
});
export const warehouseStockQuery = z.object({ kkProductId, skuCode: z.string().trim().min(1, 'validation.invalidValue').max(80, 'validation.invalidValue').optional() });
export const warehouseStock = warehouseInfo.extend({ stock: z.number().int() });

export const newInRequest = pageRequest.extend({ categoryId: id.optional(), categoryUrl: categoryUrl.optional() });

export const homeRequest = z.object({
  pageSize: z.number({ error: 'validation.invalidValue' }).int('validation.invalidValue').min(1, 'validation.invalidValue').max(HOME_SECTION_MAX, 'validation.invalidValue').default(12),
});
export const homeSections = z.object({ bestSellers: z.array(productCard), newArrivals: z.array(productCard), youMayLike: z.array(productCard) });

export const productIdParam = z.object({ id: kkProductId });
export const recommendQuery = z.object({
  pageSize: z.coerce.number({ error: 'validation.invalidValue' }).int('validation.invalidValue').min(1, 'validation.invalidValue').max(MAX_PAGE_SIZE, 'validation.invalidValue').default(12),
});
export const productCardPage = pageOf(productCard);
export const reviewPage = pageOf(review);
