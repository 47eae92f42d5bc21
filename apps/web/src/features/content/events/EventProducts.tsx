import { useEventProducts } from '../api/events';
import { PagedProducts } from './PagedProducts';
import { usePageParam } from './usePageParam';

export const EVENT_PAGE_SIZE = 30;

/** The products of one event, paged; greyed out once the event has ended. */
export function EventProducts({ discountId, expired }: { discountId: number; expired: boolean }) {
  const [page, setPage] = usePageParam();
  const products = useEventProducts(discountId, page, EVENT_PAGE_SIZE);
  return (
    <PagedProducts
      products={products.data?.list}
      total={products.data?.total ?? 0}
      pageNumber={page}
      pageSize={EVENT_PAGE_SIZE}
      onPage={setPage}
      loading={products.isPlaceholderData}
      dimmed={expired}
      limitedForGuest={products.data?.limitedForGuest}
    />
  );
}
