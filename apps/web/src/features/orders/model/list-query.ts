import { ORDER_LIST_TAB_CODES, ORDER_SOURCES, ORDER_STATUSES, type OrderListFiltersInput, type OrderListTab, type OrderStatus } from '@threadway/contracts';

/** What the order list shows, kept in the address so a refresh or a shared link shows the same. */
export interface ListQuery {
  tab: OrderListTab;
  search: string;
  status: OrderStatus | null;
  platform: string | null;
  dateFrom: string | null;
  dateTo: string | null;
  pageNumber: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const statusCodes: readonly string[] = ORDER_STATUSES.map((s) => s.code);

export function readListQuery(params: URLSearchParams): ListQuery {
  const tab = params.get('tab');
  const status = params.get('status');
  const day = (key: string) => (DAY.test(params.get(key) ?? '') ? params.get(key) : null);
  const page = Number(params.get('page'));
  return {
    tab: ORDER_LIST_TAB_CODES.includes(tab as OrderListTab) ? (tab as OrderListTab) : 'all',
    search: (params.get('search') ?? '').slice(0, 100),
    status: status && statusCodes.includes(status) ? (status as OrderStatus) : null,
    platform: ORDER_SOURCES.includes(params.get('platform') ?? '') ? params.get('platform') : null,
    dateFrom: day('dateFrom'),
    dateTo: day('dateTo'),
    pageNumber: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The query string of a list state; defaults are left out. */
export function writeListQuery(query: ListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.tab !== 'all') params.set('tab', query.tab);
  if (query.search.trim()) params.set('search', query.search.trim());
  if (query.status) params.set('status', query.status);
  if (query.platform) params.set('platform', query.platform);
  if (query.dateFrom) params.set('dateFrom', query.dateFrom);
  if (query.dateTo) params.set('dateTo', query.dateTo);
  if (query.pageNumber > 1) params.set('page', String(query.pageNumber));
  return params;
}

/** The filters the list and the export send. */
export const filtersOf = (query: ListQuery): OrderListFiltersInput => ({
  tab: query.tab,
  ...(query.search.trim() ? { search: query.search.trim() } : {}),
  ...(query.status ? { status: query.status } : {}),
  ...(query.platform ? { platform: query.platform } : {}),
  ...(query.dateFrom ? { dateFrom: query.dateFrom } : {}),
  ...(query.dateTo ? { dateTo: query.dateTo } : {}),
});
