import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../lib/dates';
import { useMoney } from '../../../../lib/preferences';
import type { IncomingLine } from '../api/billing';
import styles from '../BillingPage.module.css';
import { ParcelStatusTag } from './BillStatusTag';

const dayOrDash = (iso: string | null) => (iso ? formatDateTime(iso).slice(0, 10) : '-');

/** Incoming bills: parcels of credit-paid orders waiting for their statement. */
export function IncomingList({ lines, loading, desktop }: { lines: IncomingLine[]; loading: boolean; desktop: boolean }) {
  const { t } = useTranslation('billing');
  const money = useMoney();
  if (!desktop) {
    return (
      <ul className={styles.cards} aria-busy={loading}>
        {lines.map((line) => (
          <li key={line.parcelCode} className={styles.card} data-testid="incoming-row" data-parcel-code={line.parcelCode}>
            <div className={styles.cardHead}>
              <strong>{line.parcelCode}</strong>
              <ParcelStatusTag status={line.parcelStatus} />
            </div>
            <dl className={styles.cardFields}>
              <dt>{t('columns.orderId')}</dt>
              <dd>{line.orderId}</dd>
              <dt>{t('columns.amount')}</dt>
              <dd>{money(line.amount)}</dd>
              <dt>{t('columns.deliveryTime')}</dt>
              <dd>{formatDateTime(line.deliveryTime)}</dd>
              <dt>{t('columns.statementDate')}</dt>
              <dd>{dayOrDash(line.statementDate)}</dd>
            </dl>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <Table<IncomingLine>
      rowKey="parcelCode"
      loading={loading}
      dataSource={lines}
      pagination={false}
      scroll={{ x: 900 }}
      onRow={(line) => ({ 'data-testid': 'incoming-row', 'data-parcel-code': line.parcelCode }) as never}
      columns={[
        { key: 'orderId', title: t('columns.orderId'), dataIndex: 'orderId' },
        { key: 'parcelCode', title: t('columns.parcelCode'), dataIndex: 'parcelCode' },
        { key: 'parcelStatus', title: t('columns.parcelStatus'), render: (_, line) => <ParcelStatusTag status={line.parcelStatus} /> },
        { key: 'amount', title: t('columns.amount'), align: 'right', render: (_, line) => money(line.amount) },
        { key: 'paymentTime', title: t('columns.paymentTime'), render: (_, line) => formatDateTime(line.paymentTime) },
        { key: 'deliveryTime', title: t('columns.deliveryTime'), render: (_, line) => formatDateTime(line.deliveryTime) },
        { key: 'statementDate', title: t('columns.statementDate'), render: (_, line) => dayOrDash(line.statementDate) },
      ]}
    />
  );
}
