import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Empty, Pagination, Select, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useIsDesktop } from '../../../components/useIsDesktop';
import { BILLING_KEY, useCreditInfo, useIncomingBills, useIssuedBills, type BillStatus, type IssuedBill } from './api/billing';
import { BillDetailDialog } from './components/BillDetailDialog';
import { BillsList } from './components/BillsList';
import { CreditSummary } from './components/CreditSummary';
import { IncomingList } from './components/IncomingList';
import { PayBillDialog } from './components/PayBillDialog';
import styles from './BillingPage.module.css';

const PAGE_SIZE = 10;
const STATUSES: BillStatus[] = ['waitingPayment', 'paymentProcessing', 'paid'];
type Tab = 'bills' | 'incoming';

/** /billing (spec 2.5): the credit line, issued bills with View Details and Pay Now, and incoming bills. */
export default function BillingPage() {
  const { t } = useTranslation('billing');
  const queryClient = useQueryClient();
  const desktop = useIsDesktop();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'incoming' ? 'incoming' : 'bills';
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<BillStatus | undefined>();
  const [detailOf, setDetailOf] = useState<number | null>(null);
  const [paying, setPaying] = useState<IssuedBill | null>(null);
  const credit = useCreditInfo();
  // Only the open tab asks; switching tabs reads fresh figures.
  const bills = useIssuedBills(page, PAGE_SIZE, status, tab === 'bills');
  const incoming = useIncomingBills(page, PAGE_SIZE, tab === 'incoming');
  const current = tab === 'bills' ? bills : incoming;

  const switchTab = (next: Tab) => {
    setPage(1);
    void queryClient.invalidateQueries({ queryKey: BILLING_KEY });
    setParams(next === 'bills' ? {} : { tab: next }, { replace: true });
  };

  return (
    <div className={styles.page} data-testid="billing-page">
      <h1 className={styles.title}>{t('title')}</h1>
      <CreditSummary credit={credit.data} />
      <Tabs
        activeKey={tab}
        onChange={(key) => switchTab(key as Tab)}
        items={(['bills', 'incoming'] as const).map((key) => ({ key, label: <span data-testid={`billing-tab-${key}`}>{t(`tabs.${key}`)}</span> }))}
      />
      {tab === 'bills' && (
        <Select<BillStatus | 'all'>
          className={styles.filter}
          value={status ?? 'all'}
          onChange={(value) => {
            setPage(1);
            setStatus(value === 'all' ? undefined : value);
          }}
          options={[{ value: 'all', label: t('filter.all') }, ...STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))]}
          aria-label={t('columns.status')}
          data-testid="bill-status-filter"
        />
      )}
      {current.isError && <Alert type="error" showIcon title={t('loadFailed')} action={<Button onClick={() => void current.refetch()}>{t('retry')}</Button>} />}
      {current.data && current.data.total === 0 ? (
        <Empty description={t(`empty.${tab}`)} data-testid="billing-empty" />
      ) : tab === 'bills' ? (
        <BillsList bills={bills.data?.list ?? []} loading={bills.isFetching && !bills.data} desktop={desktop} onDetails={(bill) => setDetailOf(bill.id)} onPay={setPaying} />
      ) : (
        <IncomingList lines={incoming.data?.list ?? []} loading={incoming.isFetching && !incoming.data} desktop={desktop} />
      )}
      <Pagination className={styles.pager} current={page} pageSize={PAGE_SIZE} total={current.data?.total ?? 0} hideOnSinglePage showSizeChanger={false} onChange={setPage} />
      <BillDetailDialog billId={detailOf} desktop={desktop} onClose={() => setDetailOf(null)} />
      <PayBillDialog bill={paying} onClose={() => setPaying(null)} />
    </div>
  );
}
