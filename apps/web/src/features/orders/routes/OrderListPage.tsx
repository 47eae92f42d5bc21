import { DESKTOP_ORDER_TABS, ORDER_LIST_TAB_CODES, TAB_COUNT_CAP } from '@threadway/contracts';
import { DownOutlined } from '@ant-design/icons';
import { Alert, App, Button, Checkbox, Dropdown, Pagination, Tabs } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useIsDesktop } from '../../../components/useIsDesktop';
import { exportOrders } from '../api/order-actions';
import { useOrderCounts, useOrderList } from '../api/orders';
import { AutoCheckoutButton } from '../components/AutoCheckoutButton';
import { EmptyOrders } from '../components/EmptyOrders';
import { OrderCards } from '../components/OrderCards';
import { OrderFilters } from '../components/OrderFilters';
import { OrderTable } from '../components/OrderTable';
import { OutOfStockDialog } from '../components/OutOfStockDialog';
import { PayOrdersDialog } from '../components/PayOrdersDialog';
import { filtersOf, readListQuery, writeListQuery, type ListQuery } from '../model/list-query';
import { usePaySelected } from '../model/use-pay-selected';
import styles from './OrderListPage.module.css';

const PAGE_SIZE = 20;

/** /order/list (spec 2.5): tabs, filters, select all with Pay and Auto Checkout, export, and the seller's orders. */
export default function OrderListPage() {
  const { t } = useTranslation('orders');
  const { message } = App.useApp();
  const desktop = useIsDesktop();
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readListQuery(params), [params]);
  const filters = useMemo(() => filtersOf(query), [query]);
  const orders = useOrderList(filters, query.pageNumber, PAGE_SIZE);
  const counts = useOrderCounts();
  const [selected, setSelected] = useState<string[]>([]);
  const [exporting, setExporting] = useState(false);
  const paying = usePaySelected();

  const change = (next: Partial<ListQuery>) => {
    setSelected([]);
    setParams(writeListQuery({ ...query, pageNumber: 1, ...next }), { replace: true });
  };
  const list = orders.data?.list ?? [];
  const tabs = desktop ? DESKTOP_ORDER_TABS : ORDER_LIST_TAB_CODES;
  const filtered = Boolean(query.search || query.status || query.platform || query.dateFrom || query.dateTo || query.tab !== 'all');

  const runExport = async (format: 'csv' | 'xlsx') => {
    setExporting(true);
    try {
      await exportOrders(format, filters);
      message.success(t('export.started'));
    } catch {
      message.error(t('export.failed'));
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className={styles.page} data-testid="order-list-page">
      <h1 className={styles.title}>{t('list.title')}</h1>
      <Tabs
        activeKey={tabs.includes(query.tab) ? query.tab : 'all'}
        onChange={(key) => change({ tab: key as ListQuery['tab'] })}
        items={tabs.map((tab) => ({
          key: tab,
          label: (
            <span data-testid={`order-tab-${tab}`}>
              {t(`tabs.${tab}`)}
              {counts.data && counts.data[tab] > 0 ? ` (${counts.data[tab] > TAB_COUNT_CAP ? `${TAB_COUNT_CAP}+` : counts.data[tab]})` : ''}
            </span>
          ),
        }))}
      />
      <OrderFilters query={query} onChange={change} />
      <div className={styles.toolbar}>
        <Checkbox
          checked={list.length > 0 && selected.length === list.length}
          indeterminate={selected.length > 0 && selected.length < list.length}
          disabled={list.length === 0}
          onChange={(e) => setSelected(e.target.checked ? list.map((o) => o.kkOrderId) : [])}
          data-testid="order-select-all"
        >
          {t('list.selectAll')}
        </Checkbox>
        <Button
          type="primary"
          disabled={selected.length === 0}
          loading={paying.busy}
          onClick={() => void paying.start(list.filter((o) => selected.includes(o.kkOrderId)))}
          data-testid="order-pay-selected"
        >
          {t('list.paySelected', { count: selected.length })}
        </Button>
        <AutoCheckoutButton kkOrderIds={selected} onDone={() => setSelected([])} />
        <Dropdown
          trigger={['click']}
          menu={{
            items: [
              { key: 'csv', label: t('export.csv'), 'data-testid': 'order-export-csv' } as never,
              { key: 'xlsx', label: t('export.xlsx'), 'data-testid': 'order-export-xlsx' } as never,
            ],
            onClick: ({ key }) => void runExport(key as 'csv' | 'xlsx'),
          }}
        >
          <Button loading={exporting} data-testid="order-export">
            {t('export.button')} <DownOutlined />
          </Button>
        </Dropdown>
      </div>
      {orders.isError && <Alert type="error" showIcon title={t('list.loadFailed')} action={<Button onClick={() => void orders.refetch()}>{t('list.retry')}</Button>} />}
      {orders.data && list.length === 0 ? (
        <EmptyOrders filtered={filtered} />
      ) : desktop ? (
        <OrderTable orders={list} loading={orders.isFetching && !orders.data} selected={selected} onSelect={setSelected} />
      ) : (
        <OrderCards orders={list} loading={orders.isFetching && !orders.data} selected={selected} onSelect={setSelected} />
      )}
      <Pagination
        className={styles.pager}
        current={query.pageNumber}
        pageSize={PAGE_SIZE}
        total={orders.data?.total ?? 0}
        hideOnSinglePage
        showSizeChanger={false}
        simple={!desktop}
        onChange={(pageNumber) => {
          setSelected([]);
          setParams(writeListQuery({ ...query, pageNumber }), { replace: true });
        }}
      />
      <OutOfStockDialog soldOut={paying.oos} busy={paying.busy} onWithout={() => void paying.withoutOos()} onPayAll={paying.payAll} onCancel={paying.closeOos} />
      <PayOrdersDialog
        kkOrderIds={paying.payIds}
        onClose={() => {
          paying.closePay();
          setSelected([]);
        }}
      />
    </div>
  );
}
