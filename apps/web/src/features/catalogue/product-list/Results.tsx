import { GUEST_PRODUCT_LIMIT, PRODUCT_LIST_PRIORITY_CARDS } from '@threadway/contracts';
import { Button } from 'antd';
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLinks } from '../../../components/controls/PageLinks';
import { ProductGrid } from '../../../components/product/ProductGrid';
import { useSession } from '../../../lib/session';
import { useProductPage, useProductPages, type ProductListPage, type ProductQuery } from '../api/products';
import { DESKTOP_PAGE_SIZE, MOBILE_PAGE_SIZE } from './first-page';
import { GridSkeleton } from './GridSkeleton';
import type { ListFilters } from './list-query';
import styles from './ProductList.module.css';


interface Props {
  query: ProductQuery;
  filters: ListFilters;
  onSearch: (search: string) => void;
}

/** With exactly one warehouse chosen, cards open the product in that warehouse (spec 2.3). */
const onlyWarehouse = (filters: ListFilters) => (filters.warehouses.length === 1 ? filters.warehouses[0] : null);

// What shows only now and then (a corrected search, no result at all) is fetched when it shows: not in the page's first load.
const Alert = lazy(() => import('antd/es/alert'));
const GuestLimitOnDemand = lazy(async () => ({ default: (await import('./GuestLimit')).GuestLimit }));
// Guests only (signed-in sellers never fetch it).
const GuestLimit = () => (
  <Suspense fallback={null}>
    <GuestLimitOnDemand />
  </Suspense>
);
const EmptyResultOnDemand = lazy(async () => ({ default: (await import('./EmptyResult')).EmptyResult }));
const EmptyResult = (props: { suggestions: readonly string[]; onSearch: (term: string) => void }) => (
  <Suspense fallback={null}>
    <EmptyResultOnDemand {...props} />
  </Suspense>
);

function Summary({ page }: { page: ProductListPage }) {
  const { t } = useTranslation('catalogue');
  return (
    <div className={styles.summary}>
      {/* The heading of the cards below (h3 each), between the page's h1 and them. */}
      <h2 className={styles.count} data-testid="result-count">
        {t('list.count', { count: page.total })}
      </h2>
      {page.correctedSearch && (
        <Suspense fallback={null}>
          <Alert type="info" showIcon className={styles.corrected} title={t('list.correctedSearch', { search: page.correctedSearch })} />
        </Suspense>
      )}
    </div>
  );
}

// Ant Design's Result (with its pictures) only when the list fails: not in the page's first load.
const LoadFailedResult = lazy(() => import('./LoadFailed'));

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <Suspense fallback={null}>
      <LoadFailedResult onRetry={onRetry} />
    </Suspense>
  );
}

/** Desktop: numbered pages of 40 (links), the page number in the URL. */
export function DesktopResults({ query, filters, onSearch, onPage, pageHref }: Props & { onPage: (page: number) => void; pageHref: (page: number) => string }) {
  const signedIn = Boolean(useSession());
  const result = useProductPage(query, filters.page, DESKTOP_PAGE_SIZE);
  if (result.isPending) return <GridSkeleton count={12} columns={4} />;
  if (result.isError) return <LoadFailed onRetry={() => void result.refetch()} />;
  const page = result.data;
  if (page.list.length === 0) return <EmptyResult suggestions={page.suggestions ?? []} onSearch={onSearch} />;
  // Guests are told how many products match but may page through the first GUEST_PRODUCT_LIMIT only.
  const pageable = signedIn ? page.total : Math.min(page.total, GUEST_PRODUCT_LIMIT);
  return (
    <div className={result.isPlaceholderData ? styles.stale : undefined}>
      <Summary page={page} />
      <ProductGrid products={page.list} columns={4} warehouse={onlyWarehouse(filters)} priorityCards={PRODUCT_LIST_PRIORITY_CARDS} />
      {pageable > page.pageSize && (
        <PageLinks className={styles.pagination} current={page.pageNumber} pageSize={page.pageSize} total={pageable} href={pageHref} onPage={onPage} data-testid="pagination" />
      )}
      {!signedIn && page.limitedForGuest && <GuestLimit />}
    </div>
  );
}

/** Phones: 'load more' appends the next page under the ones shown. */
export function MobileResults({ query, filters, onSearch }: Props) {
  const { t } = useTranslation('catalogue');
  const signedIn = Boolean(useSession());
  const result = useProductPages(query, MOBILE_PAGE_SIZE);
  if (result.isPending) return <GridSkeleton count={6} columns={2} />;
  if (result.isError) return <LoadFailed onRetry={() => void result.refetch()} />;
  const pages = result.data.pages;
  const first = pages[0]!;
  const products = pages.flatMap((p) => p.list);
  if (products.length === 0) return <EmptyResult suggestions={first.suggestions ?? []} onSearch={onSearch} />;
  return (
    <div>
      <Summary page={first} />
      <ProductGrid products={products} warehouse={onlyWarehouse(filters)} priorityCards={PRODUCT_LIST_PRIORITY_CARDS} />
      {result.hasNextPage && (
        <Button block size="large" className={styles.loadMore} loading={result.isFetchingNextPage} onClick={() => void result.fetchNextPage()} data-testid="load-more">
          {t('list.loadMore')}
        </Button>
      )}
      {!signedIn && pages.at(-1)!.limitedForGuest && <GuestLimit />}
    </div>
  );
}
