import type { ProductListRequest, productListPage } from '@threadway/contracts';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { catalogueKeys } from './keys';

export type ProductListPage = z.infer<typeof productListPage>;
/** What the list asks for, page aside (the hooks below add the paging). */
export type ProductQuery = Omit<ProductListRequest, 'pageNumber' | 'pageSize'>;

/** Sellers use the signed-in list; guests the open one, which hides prices and stops at the guest limit (spec 6, 7). */
const fetchPage = (signedIn: boolean, request: ProductListRequest) =>
  api<ProductListPage>('POST', signedIn ? '/api/product/list' : '/api/product/open/product/list', { body: request });

/** One page of the product list (desktop paging); the previous page stays on screen while the next loads. */
export function useProductPage(query: ProductQuery, pageNumber: number, pageSize: number) {
  const signedIn = Boolean(useSession());
  const request: ProductListRequest = { ...query, pageNumber, pageSize };
  return useQuery({
    queryKey: catalogueKeys.list(signedIn, request),
    queryFn: () => fetchPage(signedIn, request),
    placeholderData: keepPreviousData,
  });
}

/** The product list page after page ('load more' on phones). */
export function useProductPages(query: ProductQuery, pageSize: number) {
  const signedIn = Boolean(useSession());
  return useInfiniteQuery({
    queryKey: catalogueKeys.list(signedIn, { ...query, pageSize, infinite: true }),
    queryFn: ({ pageParam }) => fetchPage(signedIn, { ...query, pageNumber: pageParam, pageSize }),
    initialPageParam: 1,
    getNextPageParam: (last) => (!last.limitedForGuest && last.pageNumber * last.pageSize < last.total ? last.pageNumber + 1 : undefined),
  });
}
