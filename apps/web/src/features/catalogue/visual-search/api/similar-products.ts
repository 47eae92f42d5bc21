import type { similarPage } from '@threadway/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../../lib/api-client';
import { useSession } from '../../../../lib/session';

type SimilarPage = z.infer<typeof similarPage>;
export const SIMILAR_PAGE_SIZE = 20;

/**
 * Products that look like the uploaded picture, page after page. /mall/similar is 'kept alive'
 * between visits (spec 2.1): the pages stay cached for the session, so coming back shows them
 * at once instead of searching again.
 */
export function useSimilarProducts(imageUrl: string | null) {
  const session = useSession();
  return useInfiniteQuery({
    queryKey: ['similar', imageUrl, session?.userId ?? null],
    queryFn: ({ pageParam }) =>
      api<SimilarPage>('POST', '/api/product/open/recommend/searchProductSimilarImgList', { body: { imageUrl, pageNumber: pageParam, pageSize: SIMILAR_PAGE_SIZE } }),
    initialPageParam: 1,
    // A guest's total stops at the guest limit, so paging stops there too.
    getNextPageParam: (last) => (last.pageNumber * last.pageSize < last.total ? last.pageNumber + 1 : undefined),
    enabled: imageUrl !== null,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
