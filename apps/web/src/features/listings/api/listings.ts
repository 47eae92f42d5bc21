import type { batchItemRow, batchTaskRow, listingPage, listingRow, publications, Store } from '@threadway/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, call } from '../../../lib/api-client';
import { filterOf, type ListingsQuery } from '../model/list-query';
import type { ListingAction } from '../model/row-actions';

export type ListingRow = z.infer<typeof listingRow>;
export type ListingPage = z.infer<typeof listingPage>;
export type BatchTaskRow = z.infer<typeof batchTaskRow>;
export type BatchItemRow = z.infer<typeof batchItemRow>;
export type Publications = z.infer<typeof publications>;

/** What the desktop table and the phone's cards of listings both take. */
export interface ListingListProps {
  rows: ListingRow[];
  loading: boolean;
  selected: number[];
  onSelect: (ids: number[]) => void;
  onAction: (action: ListingAction, ids: number[]) => void;
}

export const LISTINGS_PAGE_SIZE = 20;
/** How often rows with a write in flight, and running batches, are asked about again. */
export const POLL_MS = 2000;

const LISTINGS_KEY = ['listings'] as const;

/**
 * POST /api/listings/listings: one tab's page with the search and filters (spec 2.7, 3.4). Asked again every
 * POLL_MS while a listing of another tab is being written: a listing just created appears in Published by itself.
 */
export const useListings = (query: ListingsQuery) =>
  useQuery({
    queryKey: [...LISTINGS_KEY, 'list', query],
    queryFn: () => api<ListingPage>('POST', '/api/listings/listings', { body: filterOf(query, LISTINGS_PAGE_SIZE) }),
    placeholderData: keepPreviousData,
    refetchInterval: (current) => (current.state.data?.writingElsewhere ? POLL_MS : false),
  });

/** What getListingsRealTimeStatus answers of a row: its state now. */
type RealTimeStatus = Pick<ListingRow, 'id' | 'status' | 'syncType' | 'platformStatus' | 'lastError'>;

/**
 * POST /api/listings/common/getListingsRealTimeStatus for the rows whose write is in flight, every
 * POLL_MS until none is; the answers update those rows, and a row whose write ended refreshes the tab
 * (a hidden listing leaves Published, its prices and inventory may have changed).
 */
export function useRealTimeStatus(query: ListingsQuery, page: ListingPage | undefined) {
  const queryClient = useQueryClient();
  const running = (page?.list ?? []).filter((row) => row.syncType !== null).map((row) => row.id);
  return useQuery({
    queryKey: [...LISTINGS_KEY, 'realtime', running],
    // While the whole page is asked for again (useListings), these rows come with it.
    enabled: running.length > 0 && !page?.writingElsewhere,
    refetchInterval: POLL_MS,
    queryFn: async () => {
      const states = await api<RealTimeStatus[]>('POST', '/api/listings/common/getListingsRealTimeStatus', { body: { ids: running } });
      const byId = new Map(states.map((state) => [state.id, state]));
      queryClient.setQueryData<ListingPage>([...LISTINGS_KEY, 'list', query], (page) => page && { ...page, list: page.list.map((row) => ({ ...row, ...byId.get(row.id) })) });
      if (states.some((state) => state.syncType === null)) await queryClient.invalidateQueries({ queryKey: [...LISTINGS_KEY, 'list'] });
      return states;
    },
  });
}

/** Every listing change refreshes the lists (the rows come back with their sync type set); callers show the server's message. */
function useListingsMutation<T>(run: (input: T) => Promise<{ message: string }>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: run, onSuccess: () => queryClient.invalidateQueries({ queryKey: LISTINGS_KEY }) });
}

/** PUT /api/listings/listingStatus: hide (active false) or relist (true). */
export const useSetListingStatus = () => useListingsMutation(({ ids, active }: { ids: number[]; active: boolean }) => call<unknown>('PUT', '/api/listings/listingStatus', { body: { ids, active } }));
/** DELETE /api/listings/listings: delete from the store. */
export const useDeleteListings = () => useListingsMutation((ids: number[]) => call<unknown>('DELETE', '/api/listings/listings', { body: { ids } }));
/** POST /api/listings/syncListings: Synchronous, and Update after a catalogue change. */
export const useSyncListings = () => useListingsMutation((ids: number[]) => call<unknown>('POST', '/api/listings/syncListings', { body: { ids } }));

/** The filters' stores: every store of the seller (POST /api/store/allStore), also removed-from-use ones whose listings remain. */
export const useSellerStores = () => useQuery({ queryKey: ['listings', 'stores'], queryFn: () => api<Store[]>('POST', '/api/store/allStore', { body: {} }), staleTime: 60_000 });

/** GET /api/listings/publications: platforms with the stores one can publish to (enabled, authorized). */
export const usePublications = () => useQuery({ queryKey: ['listings', 'publications'], queryFn: () => api<Publications>('GET', '/api/listings/publications'), staleTime: 30_000 });
