import { UnorderedListOutlined } from '@ant-design/icons';
import { LISTING_STATUSES, type ListingStatus } from '@threadway/contracts';
import { Alert, Button, Empty, Pagination, Tabs } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useIsDesktop } from '../../../components/useIsDesktop';
import { LISTINGS_PAGE_SIZE, useListings, useRealTimeStatus } from '../api/listings';
import { ListingCards } from '../components/ListingCards';
import { ListingFilters } from '../components/ListingFilters';
import { ListingsTable } from '../components/ListingsTable';
import { SelectionBar } from '../components/SelectionBar';
import { useListingActions } from '../components/useListingActions';
import { readListingsQuery, writeListingsQuery, type ListingsQuery } from '../model/list-query';
import { BATCH_TASKS_PATH } from '../paths';
import styles from '../components/Listings.module.css';

/** /publish/listings (spec 2.7): the four tabs, search and filters, rows with their actions, live states of writes in flight. */
export default function ListingsPage() {
  const { t } = useTranslation('listings');
  const desktop = useIsDesktop();
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readListingsQuery(params), [params]);
  const listings = useListings(query);
  const rows = listings.data?.list ?? [];
  useRealTimeStatus(query, listings.data);
  const actions = useListingActions();
  const [selected, setSelected] = useState<number[]>([]);

  const change = (next: Partial<ListingsQuery>) => {
    setSelected([]);
    setParams(writeListingsQuery({ ...query, pageNumber: 1, ...next }), { replace: true });
  };
  const act = (action: Parameters<typeof actions.start>[0], ids: number[]) => {
    actions.start(action, ids);
    setSelected([]);
  };
  const filtered = Boolean(query.search || query.platform || query.storeIds.length > 0);
  const List = desktop ? ListingsTable : ListingCards;

  return (
    <div className={styles.page} data-testid="listings-page">
      <header className={styles.header}>
        <h1>{t('title')}</h1>
        <Link to={BATCH_TASKS_PATH} data-testid="listings-batch-tasks">
          <UnorderedListOutlined /> {t('batchTasks.link')}
        </Link>
      </header>
      <Tabs
        activeKey={query.tab}
        onChange={(tab) => change({ tab: tab as ListingStatus })}
        items={LISTING_STATUSES.map((tab) => ({ key: tab, label: <span data-testid={`listings-tab-${tab}`}>{t(`tabs.${tab}`)}</span> }))}
      />
      <ListingFilters query={query} onChange={change} />
      {query.tab === 'queued' && (
        <Alert
          type="info"
          showIcon
          title={t('queue.hint')}
          action={
            <Link to={BATCH_TASKS_PATH}>
              <Button size="small">{t('batchTasks.link')}</Button>
            </Link>
          }
        />
      )}
      {listings.isError && <Alert type="error" showIcon title={t('loadFailed')} action={<Button onClick={() => void listings.refetch()}>{t('retry')}</Button>} />}
      <SelectionBar rows={rows} selected={selected} busy={actions.busy} onAction={act} />
      {listings.data && rows.length === 0 ? (
        <Empty className={styles.empty} description={filtered ? t('empty.filtered') : t(`empty.${query.tab}`)} data-testid="listings-empty" />
      ) : (
        <List rows={rows} loading={listings.isFetching && !listings.data} selected={selected} onSelect={setSelected} onAction={act} />
      )}
      <Pagination
        className={styles.pager}
        current={query.pageNumber}
        pageSize={LISTINGS_PAGE_SIZE}
        total={listings.data?.total ?? 0}
        hideOnSinglePage
        showSizeChanger={false}
        simple={!desktop}
        onChange={(pageNumber) => {
          setSelected([]);
          setParams(writeListingsQuery({ ...query, pageNumber }), { replace: true });
        }}
      />
    </div>
  );
}
