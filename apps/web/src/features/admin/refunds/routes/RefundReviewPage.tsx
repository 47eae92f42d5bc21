import { REFUND_STATUSES, type AdminRefund, type RefundStatus } from '@threadway/contracts';
import { Alert, Button, Card, Table, Tabs, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../components/PageIntro';
import { useDateTime } from '../../format';
import { REFUNDS_PAGE_SIZE, useAdminRefunds } from '../api/refunds';
import { ReviewDialog } from '../components/ReviewDialog';
import { usd } from '../components/usd';

const COLOURS: Record<RefundStatus, string> = { processing: 'blue', refunding: 'purple', rejected: 'default', completed: 'green', failed: 'red' };

/** /admin/refunds: the queue of refund applications (oldest first) and those already reviewed; review one to approve all or part, or reject. */
export default function RefundReviewPage() {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const [status, setStatus] = useState<RefundStatus>('processing');
  const [page, setPage] = useState(1);
  const refunds = useAdminRefunds(status, page);
  const [reviewing, setReviewing] = useState<AdminRefund | null>(null);

  const columns: TableColumnsType<AdminRefund> = [
    {
      key: 'refund',
      title: t('admin:refunds.columns.refund'),
      render: (_, r) => (
        <>
          <strong className="tw-admin-mono">{r.refundNo}</strong>
          <div style={{ color: '#777' }}>{r.kkOrderId}</div>
        </>
      ),
    },
    {
      key: 'seller',
      title: t('admin:refunds.columns.seller'),
      responsive: ['md'],
      render: (_, r) => (
        <>
          {r.seller.fullName}
          <div style={{ color: '#777' }}>{r.seller.email}</div>
        </>
      ),
    },
    { key: 'reason', title: t('admin:refunds.columns.reason'), responsive: ['sm'], render: (_, r) => t(`admin:refunds.reasons.${r.reason}`, { defaultValue: r.reason }) },
    { key: 'requested', title: t('admin:refunds.columns.requested'), align: 'end', render: (_, r) => <span className="tw-admin-mono">{usd(r.requestedAmount)}</span> },
    { key: 'approved', title: t('admin:refunds.columns.approved'), align: 'end', responsive: ['md'], render: (_, r) => (r.approvedAmount === null ? '—' : <span className="tw-admin-mono">{usd(r.approvedAmount)}</span>) },
    { key: 'status', title: t('admin:refunds.columns.status'), responsive: ['sm'], render: (_, r) => <Tag color={COLOURS[r.status]}>{t(`admin:refunds.status.${r.status}`)}</Tag> },
    { key: 'created', title: t('admin:refunds.columns.created'), className: 'tw-admin-nowrap', responsive: ['lg'], render: (_, r) => dateTime(r.createdAt) },
    {
      key: 'actions',
      title: <span className="tw-admin-sr-only">{t('admin:operators.actions')}</span>,
      align: 'end',
      render: (_, r) => (
        <Button size="small" type={r.status === 'processing' ? 'primary' : 'default'} onClick={() => setReviewing(r)} data-testid={`refund-review-${r.refundNo}`}>
          {r.status === 'processing' ? t('admin:refunds.review.open') : t('admin:refunds.review.view')}
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageIntro>{t('admin:refunds.intro')}</PageIntro>
      {refunds.error && <Alert type="error" showIcon title={refunds.error.message} style={{ marginBottom: 16 }} />}
      <Card styles={{ body: { padding: 0 } }}>
        <Tabs
          style={{ paddingInline: 16 }}
          activeKey={status}
          onChange={(key) => {
            setStatus(key as RefundStatus);
            setPage(1);
          }}
          items={REFUND_STATUSES.map((s) => ({ key: s, label: <span data-testid={`refund-status-tab-${s}`}>{t(`admin:refunds.status.${s}`)}</span> }))}
        />
        <Table<AdminRefund>
          rowKey="id"
          columns={columns}
          dataSource={refunds.data?.list}
          loading={refunds.isFetching}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t(status === 'processing' ? 'admin:refunds.emptyQueue' : 'admin:refunds.empty') }}
          onRow={(r) => ({ 'data-testid': `refund-row-${r.refundNo}` }) as object}
          pagination={{
            current: page,
            pageSize: REFUNDS_PAGE_SIZE,
            total: refunds.data?.total ?? 0,
            hideOnSinglePage: true,
            showSizeChanger: false,
            showTotal: (total) => t('admin:catalogue.common.total', { count: total }),
            onChange: setPage,
          }}
        />
      </Card>
      {reviewing && <ReviewDialog refund={reviewing} onClose={() => setReviewing(null)} />}
    </>
  );
}
