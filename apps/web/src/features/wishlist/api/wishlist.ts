import type { WishlistListRequest, WishlistPage } from '@threadway/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, call } from '../../../lib/api-client';

export type WishlistFilter = Pick<WishlistListRequest, 'keyword' | 'productType'>;

const wishlistKeys = {
  all: ['wishlist'] as const,
  page: (filter: WishlistFilter, pageNumber: number, pageSize: number) => ['wishlist', 'page', filter, pageNumber, pageSize] as const,
};

/** One page of the seller's wish list (POST /api/product/collect/list); read again on every visit, since products are added from their pages. */
export const useWishlist = (filter: WishlistFilter, pageNumber: number, pageSize: number) =>
  useQuery({
    queryKey: wishlistKeys.page(filter, pageNumber, pageSize),
    queryFn: () => api<WishlistPage>('POST', '/api/product/collect/list', { body: { ...filter, pageNumber, pageSize } }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** Deletes items (one by collect/delete, several by collect/deleteCollects); answers the server's envelope for its message. */
export function useDeleteWishlistItems() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (kkProductIds: string[]) =>
      kkProductIds.length === 1
        ? call<null>('DELETE', '/api/product/collect/delete', { body: { id: kkProductIds[0] } })
        : call<null>('DELETE', '/api/product/collect/deleteCollects', { body: { ids: kkProductIds } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: wishlistKeys.all }),
  });
}
