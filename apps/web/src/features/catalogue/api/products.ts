import type { ProductListRequest, productListPage } from '@threadway/contracts';
import { infiniteQueryOptions, keepPreviousData, queryOptions, useInfiniteQuery, useQuery, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { sessionStore, useSession } from '../../../lib/session';
import { catalogueKeys } from './keys';

export type ProductListPage = z.infer<typeof productListPage>;
/** What the list asks for, page aside (the hooks below add the paging). */
export type ProductQuery = Omit<ProductListRequest, 'pageNumber' | 'pageSize'>;

/** Sellers use the signed-in list; guests the open one, which hides prices and stops at the guest limit (spec 6, 7). */
const fetchPage = (signedIn: boolean, request: ProductListRequest) =>
  api<ProductListPage>('POST', signedIn ? '/api/product/list' : '/api/product/open/product/list', { body: request });

/** One page of the product list (desktop paging). */
const productPageQuery = (signedIn: boolean, request: ProductListRequest) =>
  queryOptions({ queryKey: catalogueKeys.list(signedIn, request), queryFn: () => fetchPage(signedIn, request) });

/** The product list page after page ('load more' on phones). */
const productPagesQuery = (signedIn: boolean, query: ProductQuery, pageSize: number) =>
  infiniteQueryOptions({
    queryKey: catalogueKeys.list(signedIn, { ...query, pageSize, infinite: true }),
    queryFn: ({ pageParam }) => fetchPage(signedIn, { ...query, pageNumber: pageParam, pageSize }),
    initialPageParam: 1,
    getNextPageParam: (last: ProductListPage) => (!last.limitedForGuest && last.pageNumber * last.pageSize < last.total ? last.pageNumber + 1 : undefined),
  });

/** One page of the product list (desktop paging); the previous page stays on screen while the next loads. */
export const useProductPage = (query: ProductQuery, pageNumber: number, pageSize: number) =>
  useQuery({ ...productPageQuery(Boolean(useSession()), { ...query, pageNumber, pageSize }), placeholderData: keepPreviousData });

/** The product list page after page ('load more' on phones). */
export const useProductPages = (query: ProductQuery, pageSize: number) => useInfiniteQuery(productPagesQuery(Boolean(useSession()), query, pageSize));

/**
 * The product list's first call as its page will make it, started while the page's code loads; the page then reads
 * it from the cache. Only when nothing is cached: the page itself refreshes what is.
 */
export function prefetchProductList(queryClient: QueryClient, query: ProductQuery, paging: { pageNumber: number; pageSize: number } | { infinite: true; pageSize: number }): void {
  const signedIn = Boolean(sessionStore.get());
  if ('infinite' in paging) void queryClient.prefetchInfiniteQuery({ ...productPagesQuery(signedIn, query, paging.pageSize), staleTime: Infinity });
  else void queryClient.prefetchQuery({ ...productPageQuery(signedIn, { ...query, ...paging }), staleTime: Infinity });
}
