import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { isDesktopNow } from '../../../components/useIsDesktop';
import { preferencesStore } from '../../../lib/preferences';
import { prefetchProductList } from '../api/products';
import { readFilters, toProductQuery } from './list-query';

/** Desktop: numbered pages of 40. */
export const DESKTOP_PAGE_SIZE = 40;
/** Phones: 'load more' 20 at a time. */
export const MOBILE_PAGE_SIZE = 20;

/**
 * The list an address of the product list shows first (/product-list[/:menu[/:param]] and its query), asked for
 * while the page's code loads, with the call the page itself makes: one of its first pictures is the page's
 * largest paint, and before, the call waited for the page's code to arrive and draw.
 */
export function prefetchFirstPage(queryClient: QueryClient, { menu, param }: Params, search: string): void {
  const filters = readFilters(new URLSearchParams(search));
  const query = toProductQuery(filters, param ?? menu ?? null, preferencesStore.get().currencyRate);
  prefetchProductList(queryClient, query, isDesktopNow() ? { pageNumber: filters.page, pageSize: DESKTOP_PAGE_SIZE } : { infinite: true, pageSize: MOBILE_PAGE_SIZE });
}
