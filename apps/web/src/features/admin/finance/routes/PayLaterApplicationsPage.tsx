import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Grid, Input, Select, Table, Tabs, Tag, Typography, type TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../lib/dates';
import { PageIntro } from '../../components/PageIntro';
import { useNotify } from '../../catalogue/components/useNotify';
import { FINANCE_PAGE_SIZE, useAdminBills, useIssueStatements, usePayLaterApplications, useRefreshApplication, type AdminBill, type PayLaterApplicationRow, type PayLaterFilter } from '../api/finance';
import '../../catalogue/catalogue.css';

const dollars = (cents: number | null) => (cents === null ? '-' : `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`);
const STATUS_COLOURS: Record<string, string> = { approved: 'green', pending: 'gold', 'manual review': 'gold', declined: 'red' };
const BILL_COLOURS: Record<AdminBill['status'], string> = { waitingPayment: 'orange', paymentProcessing: 'blue', paid: 'green' };
const FILTERS: PayLaterFilter[] = ['approved', 'pending', 'declined', 'undecided'];

function ApplicationsTab() {
  const { t } = useTranslation();
  const notify = useNotify();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState<string | undefined>();
  const [status, setStatus] = useState<PayLaterFilter | undefined>();
  const [page, setPage] = useState(1);
  const applications = usePayLaterApplications({ status, search }, page);
  const refresh = useRefreshApplication();
  const wide = Grid.useBreakpoint().md ?? true;

  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(typed.trim() || undefined);
      setPage(1);
    }, 300);
    return () => clearTimeout(timer);
  }, [typed]);

  const statusLabel = (value: string | null) => t(`admin:payLater.status.${value === 'manual review' ? 'pending' : (value ?? 'undecided')}`, { defaultValue: value ?? '' });
  const columns: TableColumnsType<PayLaterApplicationRow> = [
    { key: 'seller', title: t('admin:payLater.columns.seller'), width: 230, render: (_, a) => <><strong>{a.sellerName}</strong><div><Typography.Text type="secondary">{a.sellerEmail}</Typography.Text></div></> },
    {
      key: 'application',
      title: t('admin:payLater.columns.application'),
      width: 260,
      responsive: ['md'],
      render: (_, a) => <><div>{a.companyName ?? '-'}</div><div><Typography.Text type="secondary">{[a.contactEmail, a.phone, a.country].filter(Boolean).join(' · ')}</Typography.Text></div></>,
    },
    { key: 'requested', title: t('admin:payLater.columns.requested'), align: 'end', responsive: ['xl'], render: (_, a) => <span className="tw-admin-mono">{dollars(a.requestedLimit)}</span> },
    { key: 'status', title: t('admin:payLater.columns.status'), render: (_, a) => <Tag color={STATUS_COLOURS[a.status ?? ''] ?? 'default'} data-testid="application-status">{statusLabel(a.status)}</Tag> },
    { key: 'limit', title: t('admin:payLater.columns.limit'), align: 'end', responsive: ['sm'], render: (_, a) => <span className="tw-admin-mono">{dollars(a.creditLimit)}</span> },
    { key: 'available', title: t('admin:payLater.columns.available'), align: 'end', render: (_, a) => <span className="tw-admin-mono" data-testid="application-available">{dollars(a.availableCredit)}</span> },
    { key: 'unpaid', title: t('admin:payLater.columns.unpaid'), align: 'end', responsive: ['md'], render: (_, a) => <span className="tw-admin-mono">{dollars(a.unpaidBills)}</span> },
    { key: 'updated', title: t('admin:payLater.columns.updated'), className: 'tw-admin-nowrap', responsive: ['xxl'], render: (_, a) => formatDateTime(a.updatedAt) },
    {
      key: 'actions',
      title: <span className="tw-admin-sr-only">{t('admin:operators.actions')}</span>,
      align: 'end',
      render: (_, a) => (
        <Button
          size="small"
          icon={<ReloadOutlined />}
          aria-label={t('admin:payLater.refresh')}
          loading={refresh.isPending && refresh.variables === a.userId}
          onClick={() => void notify(refresh.mutateAsync(a.userId))}
          data-testid={`application-refresh-${a.userId}`}
        >
          {wide && t('admin:payLater.refresh')}
        </Button>
      ),
    },
  ];

  return (
    <Card styles={{ body: { padding: 0 } }}>
      <div className="tw-admin-toolbar">
        <Input allowClear prefix={<SearchOutlined />} placeholder={t('admin:payLater.search')} value={typed} onChange={(e) => setTyped(e.target.value)} style={{ maxWidth: 320 }} aria-label={t('admin:payLater.search')} />
        <Select<PayLaterFilter | 'all'>
          value={status ?? 'all'}
          onChange={(value) => {
            setStatus(value === 'all' ? undefined : value);
            setPage(1);
          }}
          options={[{ value: 'all', label: t('admin:payLater.allStatuses') }, ...FILTERS.map((value) => ({ value, label: t(`admin:payLater.status.${value}`) }))]}
          style={{ minWidth: 180 }}
          aria-label={t('admin:payLater.columns.status')}
        />
      </div>
      {applications.isError && <Alert type="error" showIcon title={(applications.error as Error).message} />}
      <Table<PayLaterApplicationRow>
        rowKey="userId"
        columns={columns}
        dataSource={applications.data?.list ?? []}
        loading={applications.isFetching}
        onRow={(a) => ({ 'data-testid': 'application-row', 'data-seller': a.sellerEmail ?? '' }) as never}
        pagination={{ current: page, pageSize: FINANCE_PAGE_SIZE, total: applications.data?.total ?? 0, onChange: setPage, hideOnSinglePage: true, showSizeChanger: false }}
        locale={{ emptyText: t('admin:payLater.emptyApplications') }}
      />
    </Card>
  );
}

function BillsTab() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const bills = useAdminBills(page);
  const day = (iso: string) => formatDateTime(iso).slice(0, 10);
  const columns: TableColumnsType<AdminBill> = [
    { key: 'billNo', title: t('admin:payLater.bills.billNo'), render: (_, b) => <strong className="tw-admin-mono">{b.billNo}</strong> },
    { key: 'seller', title: t('admin:payLater.columns.seller'), render: (_, b) => b.sellerEmail ?? b.userId },
    { key: 'period', title: t('admin:payLater.bills.period'), responsive: ['md'], className: 'tw-admin-nowrap', render: (_, b) => `${day(b.periodStart)} ~ ${day(new Date(new Date(b.periodEnd).getTime() - 1).toISOString())}` },
    { key: 'amount', title: t('admin:payLater.bills.amount'), align: 'end', render: (_, b) => <span className="tw-admin-mono">{dollars(b.billsAmount)}</span> },
    { key: 'paid', title: t('admin:payLater.bills.paid'), align: 'end', responsive: ['sm'], render: (_, b) => <span className="tw-admin-mono">{dollars(b.paidAmount)}</span> },
    {
      key: 'status',
      title: t('admin:payLater.columns.status'),
      render: (_, b) => (
        <>
          <Tag color={BILL_COLOURS[b.status]}>{t(`admin:payLater.bills.status.${b.status}`)}</Tag>
          {b.overdue && <Tag color="red">{t('admin:payLater.bills.overdue')}</Tag>}
        </>
      ),
    },
    { key: 'due', title: t('admin:payLater.bills.due'), responsive: ['md'], render: (_, b) => day(b.dueDate) },
  ];
  return (
    <Card styles={{ body: { padding: 0 } }}>
      {bills.isError && <Alert type="error" showIcon title={(bills.error as Error).message} />}
      <Table<AdminBill>
        rowKey="id"
        columns={columns}
        dataSource={bills.data?.list ?? []}
        loading={bills.isFetching}
        onRow={(b) => ({ 'data-testid': 'admin-bill-row', 'data-bill-no': b.billNo }) as never}
        pagination={{ current: page, pageSize: FINANCE_PAGE_SIZE, total: bills.data?.total ?? 0, onChange: setPage, hideOnSinglePage: true, showSizeChanger: false }}
        locale={{ emptyText: t('admin:payLater.bills.empty') }}
      />
    </Card>
  );
}

/**
 * Pay-later applications and credit bills (role finance). The provider decides applications and
 * credit lines; operators read its decision again and issue statements now (docs/decisions/0014).
 */
export default function PayLaterApplicationsPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const issue = useIssueStatements();
  return (
    <>
      <PageIntro
        actions={
          <Button type="primary" loading={issue.isPending} onClick={() => void notify(issue.mutateAsync(undefined))} data-testid="issue-statements">
            {t('admin:payLater.issueNow')}
          </Button>
        }
      >
        {t('admin:payLater.intro')}
      </PageIntro>
      <Tabs
        items={[
          { key: 'applications', label: t('admin:payLater.tabs.applications'), children: <ApplicationsTab /> },
          { key: 'bills', label: <span data-testid="finance-tab-bills">{t('admin:payLater.tabs.bills')}</span>, children: <BillsTab /> },
        ]}
      />
    </>
  );
}
