import { SearchOutlined } from '@ant-design/icons';
import { REFUND_STATUSES, type RefundStatus, type RefundSummary } from '@threadway/contracts';
import { Alert, Button, Card, Empty, Input, Pagination, Table, Tabs, type TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useIsDesktop } from '../../../../components/useIsDesktop';
import { formatDateTime } from '../../../../lib/dates';
import { useMoney } from '../../../../lib/preferences';
import { RETURNS_PAGE_SIZE, useReturns } from '../api/refunds';
import { RefundLine } from '../components/RefundLine';
import { RefundStatusTag } from '../components/RefundStatusTag';
import styles from './RefundPages.module.css';

const TABS = ['all', ...REFUND_STATUSES] as const;
const statusOf = (raw: string | null): RefundStatus | null => REFUND_STATUSES.find((s) => s === raw) ?? null;

/** /order/sales (spec 2.5 refunding-order list): the seller's after-sales orders by review status; table on desktop, cards on phones. */
export default function RefundingOrdersPage() {
  const { t } = useTranslation('refunds');
  const money = useMoney();
  const desktop = useIsDesktop();
  const [params, setParams] = useSearchParams();
  const status = statusOf(params.get('status'));
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [pageNumber, setPageNumber] = useState(1);
  const returns = useReturns(status, search, pageNumber);

  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(typed.trim());
      setPageNumber(1);
    }, 300);
    return () => clearTimeout(timer);
  }, [typed]);

  const detailLink = (refund: RefundSummary) => (
    <Link to={`/order/after-sales-order?id=${refund.id}`} data-testid={`refund-view-${refund.id}`}>
      {t('list.view')}
    </Link>
  );
  const recordsLink = (refund: RefundSummary) => <Link to={`/order/record?kkOrderId=${encodeURIComponent(refund.kkOrderId)}`}>{t('list.records')}</Link>;
  const reason = (refund: RefundSummary) => t(`reasons.${refund.reason}`, { defaultValue: refund.reason });

  const columns: TableColumnsType<RefundSummary> = [
    { key: 'refundNo', title: t('list.refundNo'), render: (_, r) => <RefundLine line={{ productName: r.refundNo, imageUrl: r.imageUrl, colour: null, size: null, skuCode: r.kkOrderId }} /> },
    { key: 'reason', title: t('list.reason'), render: (_, r) => reason(r) },
    { key: 'quantity', title: t('list.quantity'), align: 'end', render: (_, r) => (r.quantity > 0 ? r.quantity : '-') },
    { key: 'requested', title: t('list.requested'), align: 'end', render: (_, r) => money(r.requestedAmount) },
    { key: 'approved', title: t('list.approved'), align: 'end', render: (_, r) => (r.approvedAmount === null ? '-' : money(r.approvedAmount)) },
    { key: 'status', title: t('list.status'), render: (_, r) => <RefundStatusTag status={r.status} /> },
    { key: 'created', title: t('list.created'), className: styles.muted, render: (_, r) => formatDateTime(r.createdAt) },
    {
      key: 'actions',
      title: t('list.actions'),
      render: (_, r) => (
        <span style={{ display: 'flex', flexDirection: 'column', gap: 4, whiteSpace: 'nowrap' }}>
          {detailLink(r)}
          {recordsLink(r)}
        </span>
      ),
    },
  ];

  const list = returns.data?.list ?? [];
  return (
    <div className={styles.page} style={{ maxWidth: 'none' }}>
      <h1 className={styles.title}>{t('list.title')}</h1>
      <Tabs
        className={styles.tabs}
        activeKey={status ?? 'all'}
        onChange={(key) => {
          setPageNumber(1);
          setParams(key === 'all' ? {} : { status: key }, { replace: true });
        }}
        items={TABS.map((tab) => ({ key: tab, label: <span data-testid={`refund-tab-${tab}`}>{t(`tabs.${tab}`)}</span> }))}
      />
      <div className={styles.toolbar}>
        <Input allowClear prefix={<SearchOutlined />} placeholder={t('list.search')} value={typed} onChange={(e) => setTyped(e.target.value)} className={styles.search} data-testid="refund-search" />
      </div>
      {returns.isError && <Alert type="error" showIcon title={t('common.loadFailed')} action={<Button onClick={() => void returns.refetch()}>{t('common.retry')}</Button>} />}
      {returns.data && list.length === 0 ? (
        <Empty description={t('list.empty')} />
      ) : desktop ? (
        <Table<RefundSummary> rowKey="id" columns={columns} dataSource={list} loading={returns.isFetching && !returns.data} pagination={false} onRow={(r) => ({ 'data-testid': `refund-row-${r.id}` }) as object} />
      ) : (
        <div className={styles.cards}>
          {list.map((refund) => (
            <Card key={refund.id} size="small" data-testid={`refund-row-${refund.id}`}>
              <div className={styles.card}>
                <div className={styles.cardHead}>
                  <strong>{refund.refundNo}</strong>
                  <RefundStatusTag status={refund.status} />
                </div>
                <RefundLine line={{ productName: reason(refund), imageUrl: refund.imageUrl, colour: null, size: null, skuCode: refund.kkOrderId }} />
                <div className={styles.cardRow}>
                  <span>{t('list.requested')}</span>
                  <strong>{money(refund.requestedAmount)}</strong>
                </div>
                {refund.approvedAmount !== null && (
                  <div className={styles.cardRow}>
                    <span>{t('list.approved')}</span>
                    <span>{money(refund.approvedAmount)}</span>
                  </div>
                )}
                <div className={styles.cardRow}>
                  <span className={styles.muted}>{formatDateTime(refund.createdAt)}</span>
                  <span style={{ display: 'flex', gap: 12 }}>
                    {recordsLink(refund)}
                    {detailLink(refund)}
                  </span>
                </div>
              </div>
            </Card>
          ))}
        </div>
      )}
      <Pagination
        className={styles.pager}
        current={pageNumber}
        pageSize={RETURNS_PAGE_SIZE}
        total={returns.data?.total ?? 0}
        hideOnSinglePage
        showSizeChanger={false}
        onChange={setPageNumber}
      />
    </div>
  );
}
