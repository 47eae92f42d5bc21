import { LISTING_STATUSES, PLATFORM_CODES, type ListingStatus, type StorePlatformCode } from '@threadway/contracts';

/** What the listings screen shows, kept in the address so a refresh or a shared link shows the same. */
export interface ListingsQuery {
  tab: ListingStatus;
  /** As typed: several keywords separated by commas, spaces or lines (the server splits them). */
  search: string;
  platform: StorePlatformCode | null;
  storeIds: number[];
  pageNumber: number;
}

export function readListingsQuery(params: URLSearchParams): ListingsQuery {
  const tab = params.get('tab');
  const platform = params.get('platform');
  const page = Number(params.get('page'));
  return {
    tab: LISTING_STATUSES.includes(tab as ListingStatus) ? (tab as ListingStatus) : 'published',
    search: (params.get('search') ?? '').slice(0, 2000),
    platform: PLATFORM_CODES.includes(platform as StorePlatformCode) ? (platform as StorePlatformCode) : null,
    storeIds: (params.get('stores') ?? '')
      .split(',')
      .map(Number)
      .filter((id) => Number.isSafeInteger(id) && id > 0),
    pageNumber: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The query string of a list state; defaults are left out. */
export function writeListingsQuery(query: ListingsQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.tab !== 'published') params.set('tab', query.tab);
  if (query.search.trim()) params.set('search', query.search.trim());
  if (query.platform) params.set('platform', query.platform);
  if (query.storeIds.length > 0) params.set('stores', query.storeIds.join(','));
  if (query.pageNumber > 1) params.set('page', String(query.pageNumber));
  return params;
}

/** The body of POST /api/listings/listings (contracts `listingsFilter`). */
export const filterOf = (query: ListingsQuery, pageSize: number) => ({
  tab: query.tab,
  ...(query.search.trim() ? { searchContent: query.search.trim() } : {}),
  ...(query.platform ? { platformCode: query.platform } : {}),
  ...(query.storeIds.length > 0 ? { storeIds: query.storeIds } : {}),
  pageNumber: query.pageNumber,
  pageSize,
});
