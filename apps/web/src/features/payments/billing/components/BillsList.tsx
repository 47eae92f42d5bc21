import { Button, Space, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../lib/dates';
import { useMoney } from '../../../../lib/preferences';
import type { IssuedBill } from '../api/billing';
import styles from '../BillingPage.module.css';
import { BillStatusTag } from './BillStatusTag';

interface Props {
  bills: IssuedBill[];
  loading: boolean;
  desktop: boolean;
  onDetails: (bill: IssuedBill) => void;
  onPay: (bill: IssuedBill) => void;
}

const day = (iso: string) => formatDateTime(iso).slice(0, 10);

function BillActions({ bill, onDetails, onPay }: Pick<Props, 'onDetails' | 'onPay'> & { bill: IssuedBill }) {
  const { t } = useTranslation('billing');
  return (
    <Space size={4}>
      <Button size="small" onClick={() => onDetails(bill)} data-testid="bill-view-details">
        {t('actions.viewDetails')}
      </Button>
      {bill.status === 'waitingPayment' && (
        <Button size="small" type="primary" onClick={() => onPay(bill)} data-testid="bill-pay-now">
          {t('actions.payNow')}
        </Button>
      )}
    </Space>
  );
}

/** Issued bills: a table on desktop, one card per bill on mobile. */
export function BillsList({ bills, loading, desktop, onDetails, onPay }: Props) {
  const { t } = useTranslation('billing');
  const money = useMoney();
  if (!desktop) {
    return (
      <ul className={styles.cards} aria-busy={loading}>
        {bills.map((bill) => (
          <li key={bill.id} className={styles.card} data-testid="bill-row" data-bill-no={bill.billNo}>
            <div className={styles.cardHead}>
              <strong>{bill.billNo}</strong>
              <BillStatusTag status={bill.status} overdue={bill.overdue} />
            </div>
            <dl className={styles.cardFields}>
              <dt>{t('columns.billsAmount')}</dt>
              <dd>{money(bill.billsAmount)}</dd>
              <dt>{t('columns.paymentAmount')}</dt>
              <dd data-testid="bill-payment-amount">{money(bill.paymentAmount)}</dd>
              <dt>{t('columns.dueDate')}</dt>
              <dd>{day(bill.dueDate)}</dd>
              <dt>{t('columns.paymentDate')}</dt>
              <dd>{formatDateTime(bill.paymentDate)}</dd>
            </dl>
            <BillActions bill={bill} onDetails={onDetails} onPay={onPay} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <Table<IssuedBill>
      rowKey="id"
      loading={loading}
      dataSource={bills}
      pagination={false}
      scroll={{ x: 'max-content' }}
      onRow={(bill) => ({ 'data-testid': 'bill-row', 'data-bill-no': bill.billNo }) as never}
      columns={[
        { key: 'billNo', title: t('columns.billId'), className: styles.nowrap, render: (_, bill) => <strong>{bill.billNo}</strong> },
        { key: 'billsAmount', title: t('columns.billsAmount'), align: 'right', render: (_, bill) => money(bill.billsAmount) },
        { key: 'paymentAmount', title: t('columns.paymentAmount'), align: 'right', render: (_, bill) => <span data-testid="bill-payment-amount">{money(bill.paymentAmount)}</span> },
        { key: 'paidAmount', title: t('columns.paidAmount'), align: 'right', render: (_, bill) => money(bill.paidAmount) },
        { key: 'status', title: t('columns.status'), render: (_, bill) => <BillStatusTag status={bill.status} overdue={bill.overdue} /> },
        { key: 'dueDate', title: t('columns.dueDate'), render: (_, bill) => day(bill.dueDate) },
        { key: 'paymentDate', title: t('columns.paymentDate'), render: (_, bill) => formatDateTime(bill.paymentDate) },
        { key: 'createDate', title: t('columns.createDate'), render: (_, bill) => formatDateTime(bill.createDate) },
        { key: 'actions', title: t('columns.actions'), fixed: 'right', className: styles.nowrap, render: (_, bill) => <BillActions bill={bill} onDetails={onDetails} onPay={onPay} /> },
      ]}
    />
  );
}
