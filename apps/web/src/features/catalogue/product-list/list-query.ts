import { PRODUCT_SORTS, SUPPLIER_RANKS, WAREHOUSE_COUNTRIES, parseRate, parseSearch, type ProductSort, type WarehouseCountry } from '@threadway/contracts';
import type { ProductQuery } from '../api/products';

/**
 * The product list's filters live in the URL query (so links, reload and Back show the same
 * list). Prices are kept as the buyer typed them, in the display currency, and converted to
 * US cents only for the call.
 */
export interface ListFilters {
  search: string;
  warehouses: WarehouseCountry[];
  ranks: (typeof SUPPLIER_RANKS)[number][];
  fabrics: string[];
  /** Display-currency amounts as typed, e.g. '12.5'. */
  minPrice: string | null;
  maxPrice: string | null;
  minInventory: number | null;
  sort: ProductSort;
  page: number;
}

const AMOUNT = /^\d{1,7}(\.\d{1,2})?$/;
const oneOf = <T extends string>(allowed: readonly T[]) => (value: string): value is T => (allowed as readonly string[]).includes(value);
const isWarehouse = oneOf(WAREHOUSE_COUNTRIES);
const isRank = oneOf(SUPPLIER_RANKS);
const isSort = oneOf(PRODUCT_SORTS);
const positiveInt = (value: string | null) => (value !== null && /^\d{1,8}$/.test(value) ? Number(value) : null);

/** Reads the filters from the query, dropping values a hand-edited link may carry that mean nothing. */
export function readFilters(params: URLSearchParams): ListFilters {
  const amount = (name: string) => {
    const value = params.get(name);
    return value !== null && AMOUNT.test(value) ? value : null;
  };
  const sort = params.get('sort') ?? '';
  return {
    search: params.get('search') ?? '',
    warehouses: [...new Set(params.getAll('warehouse').filter(isWarehouse))],
    ranks: [...new Set(params.getAll('rank').filter(isRank))],
    fabrics: [...new Set(params.getAll('fabric').filter((f) => f.trim() !== ''))],
    minPrice: amount('minPrice'),
    maxPrice: amount('maxPrice'),
    minInventory: positiveInt(params.get('inventory')),
    sort: isSort(sort) ? sort : 'recommended',
    page: Math.max(1, positiveInt(params.get('page')) ?? 1),
  };
}

/** The query string for these filters; defaults are left out so plain links stay plain. */
export function writeFilters(filters: ListFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search.trim()) params.set('search', filters.search.trim());
  for (const w of filters.warehouses) params.append('warehouse', w);
  for (const r of filters.ranks) params.append('rank', r);
  for (const f of filters.fabrics) params.append('fabric', f);
  if (filters.minPrice !== null) params.set('minPrice', filters.minPrice);
  if (filters.maxPrice !== null) params.set('maxPrice', filters.maxPrice);
  if (filters.minInventory !== null) params.set('inventory', String(filters.minInventory));
  if (filters.sort !== 'recommended') params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** True when the range is usable: either end may be empty, otherwise the end must exceed the start (spec 5). */
export const validPriceRange = (min: string | null, max: string | null): boolean => min === null || max === null || Number(max) > Number(min);

const RATE_SCALE = 10n ** 8n;
/**
 * A display-currency amount in US cents at the given rate (display = USD × rate). The start of a
 * range rounds down and the end rounds up, so a product shown exactly at either bound is kept.
 */
export function toUsdCents(amount: string, rate: string, bound: 'min' | 'max'): number {
  const [whole = '0', fraction = ''] = amount.split('.');
  const displayCents = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
  const scaled = displayCents * RATE_SCALE;
  const divisor = parseRate(rate);
  const quotient = scaled / divisor;
  return Number(bound === 'max' && scaled % divisor !== 0n ? quotient + 1n : quotient);
}

/** Splits a search into the terms shown as chips: commas, spaces or lines separate them (spec 2.3). */
/** One chip per alternative of the search, read as the server reads it (contracts parseSearch). */
export const searchTerms = (search: string): string[] => parseSearch(search).phrases;

/** The call's filters for a category (url) and the display-currency rate. */
export function toProductQuery(filters: ListFilters, categoryUrl: string | null, rate: string): ProductQuery {
  const range = validPriceRange(filters.minPrice, filters.maxPrice);
  return {
    search: filters.search.trim() || undefined,
    categoryUrl: categoryUrl ?? undefined,
    warehouses: filters.warehouses.length > 0 ? filters.warehouses : undefined,
    supplierRanks: filters.ranks.length > 0 ? filters.ranks : undefined,
    fabrics: filters.fabrics.length > 0 ? filters.fabrics : undefined,
    minPrice: range && filters.minPrice !== null ? toUsdCents(filters.minPrice, rate, 'min') : undefined,
    maxPrice: range && filters.maxPrice !== null ? toUsdCents(filters.maxPrice, rate, 'max') : undefined,
    minInventory: filters.minInventory ?? undefined,
    sortType: filters.sort,
  };
}
