/**
 * The catalogue's plain constants, apart from its call shapes (schemas.ts): a page that needs a
 * list of warehouses or sorts does not load zod's schema builders with them.
 */

/** Warehouse countries a buyer filters and ships from: CN covers CN_S and CN_N (spec 3). */
export const WAREHOUSE_COUNTRIES = ['CN', 'US', 'GB', 'DE'] as const;
export type WarehouseCountry = (typeof WAREHOUSE_COUNTRIES)[number];
export const warehouseCountryOf = (warehouseCode: string): WarehouseCountry | undefined =>
  warehouseCode.startsWith('CN') ? 'CN' : (WAREHOUSE_COUNTRIES as readonly string[]).includes(warehouseCode) ? (warehouseCode as WarehouseCountry) : undefined;

export const SUPPLIER_RANKS = ['A', 'B', 'C'] as const;
/** 1 in stock, 2 customized, 3 print on demand. */
export const PRODUCT_TYPES = [1, 2, 3] as const;
export const PRODUCT_SORTS = ['recommended', 'newest', 'inventory', 'sales', 'priceAsc', 'priceDesc'] as const;
/**
 * The query keys the product list keeps its filters, sort and page in (/product-list?…): the web app writes them,
 * and the server preloads the first cards' pictures only for an address without them, whose first cards it knows.
 */
export const PRODUCT_LIST_QUERY_KEYS = ['search', 'warehouse', 'rank', 'fabric', 'minPrice', 'maxPrice', 'inventory', 'sort', 'page'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** Guests see this many products of a list, then 'View more products after registration' (spec 6). */
export const GUEST_PRODUCT_LIMIT = 40;
export const MAX_PAGE_SIZE = 60;

/** Several terms may be separated by commas, spaces or lines (spec 2.3). */
export const SEARCH_MAX_LENGTH = 200;
export const REVIEW_TEXT_MAX = 2000;
/** Mall home blocks made of product cards (spec 2.3). */
export const HOME_SECTION_MAX = 24;
