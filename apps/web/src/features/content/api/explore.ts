import { EXPLORE_FILTERS, type followAnswer, type insDetail, type insListRequest, type insPost, type insTagMenu, type pageOf } from '@threadway/contracts';
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

export type InsPost = z.infer<typeof insPost>;
export type InsDetail = z.infer<typeof insDetail>;
export type InsTagMenu = z.infer<typeof insTagMenu>;
export type InsPage = z.infer<ReturnType<typeof pageOf<typeof insPost>>>;
export type ExploreFilter = (typeof EXPLORE_FILTERS)[number];
/** What the feed is filtered and sorted by; `category` travels as categoryId. */
export type ExploreQuery = Partial<Record<ExploreFilter, string>> & { sortType: 'releaseTime' | 'followers' };

const PAGE_SIZE = 24;
const ROOT = ['content', 'explore'] as const;
/** The feed stays cached for a while so coming back to Explore shows it at once (kept alive, spec 2.1). */
const KEEP_ALIVE_MS = 10 * 60_000;

/** Posts say whether the viewer follows their influencer and guests see fewer, so caches are per viewer. */
const useViewer = () => useSession()?.userId ?? 'guest';

function requestOf(query: ExploreQuery, pageNumber: number): z.input<typeof insListRequest> {
  const { category, ...tags } = query;
  return { ...tags, categoryId: category ? Number(category) : undefined, pageNumber, pageSize: PAGE_SIZE };
}

/** Influencers' Pick posts, page after page; a guest's last page says limitedForGuest. */
export const useInsFeed = (query: ExploreQuery) =>
  useInfiniteQuery({
    queryKey: [...ROOT, 'feed', useViewer(), query],
    queryFn: ({ pageParam }) => api<InsPage>('POST', '/api/product/open/recommend/insList', { body: requestOf(query, pageParam) }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.limitedForGuest || last.pageNumber * last.pageSize >= last.total ? undefined : last.pageNumber + 1),
    staleTime: KEEP_ALIVE_MS,
    gcTime: KEEP_ALIVE_MS,
    placeholderData: keepPreviousData,
  });

/** A few posts like the one shown, for the detail page. */
export const useSimilarPosts = (query: ExploreQuery) =>
  useQuery({
    queryKey: [...ROOT, 'similar', useViewer(), query],
    queryFn: () => api<InsPage>('POST', '/api/product/open/recommend/insList', { body: { ...requestOf(query, 1), pageSize: 9 } }),
    staleTime: KEEP_ALIVE_MS,
  });

/** Options of every filter (category, design elements, colour, style...). */
export const useInsTagMenu = () =>
  useQuery({
    queryKey: [...ROOT, 'tagMenu'],
    queryFn: () => api<InsTagMenu>('GET', '/api/product/open/recommend/insTagMenu'),
    staleTime: 60 * 60_000,
  });

/** A post with its products (Shop Similar); an unknown id fails with 'Sorry, No Data Found'. */
export const useInsDetail = (id: number | null) =>
  useQuery({
    queryKey: [...ROOT, 'detail', useViewer(), id],
    queryFn: () => api<InsDetail>('GET', '/api/product/open/recommend/insInfo', { query: { id } }),
    enabled: id !== null,
    staleTime: KEEP_ALIVE_MS,
  });

/**
 * Follows or unfollows an influencer and marks every cached post of theirs, so the feed, the
 * detail and the similar posts agree without refetching.
 */
export function useFollow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ influencer, follow }: { influencer: string; follow: boolean }) =>
      api<z.infer<typeof followAnswer>>(follow ? 'POST' : 'DELETE', '/api/product/recommend/follow', { body: { influencer } }),
    onSuccess: ({ influencer, following }) => {
      const mark = <T extends InsPost>(post: T): T => (post.influencer === influencer ? { ...post, following } : post);
      queryClient.setQueriesData<InfiniteData<InsPage>>({ queryKey: [...ROOT, 'feed'] }, (data) =>
        data ? { ...data, pages: data.pages.map((page) => ({ ...page, list: page.list.map(mark) })) } : data,
      );
      queryClient.setQueriesData<InsPage>({ queryKey: [...ROOT, 'similar'] }, (data) => (data ? { ...data, list: data.list.map(mark) } : data));
      queryClient.setQueriesData<InsDetail>({ queryKey: [...ROOT, 'detail'] }, (data) => (data ? mark(data) : data));
    },
  });
}
