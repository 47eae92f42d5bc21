import { DownloadOutlined } from '@ant-design/icons';
import { LEDGER_CATEGORIES, paidMethod, type LedgerCategory } from '@threadway/contracts';
import { Alert, App, Button, DatePicker, Dropdown, Empty, Pagination, Select, Skeleton, Table } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsDesktop } from '../../../../components/useIsDesktop';
import { formatDateTime } from '../../../../lib/dates';
import { paidWithName } from '../../../../lib/paid-with';
import { useRecordedMoney } from '../../../../lib/preferences';
import { exportTransactions, TRANSACTIONS_PAGE_SIZE, useTransactions, type LedgerRow, type TransactionFilters } from '../api/wallet';
import styles from './WalletPanels.module.css';

const day = (value: Dayjs | null | undefined) => value?.format('YYYY-MM-DD');

/** Every money movement with its method (balance, card, wallet, pay-later), type and date filters, paging and Export (a background task, spec 2.6). */
export function TransactionsPanel() {
  const { t } = useTranslation(['wallet', 'payments']);
  const { message } = App.useApp();
  const recordedMoney = useRecordedMoney();
  const desktop = useIsDesktop();
  const [filters, setFilters] = useState<TransactionFilters>({});
  const [pageNumber, setPageNumber] = useState(1);
  const [exporting, setExporting] = useState(false);
  const rows = useTransactions(filters, pageNumber);
  const filter = (next: TransactionFilters) => {
    setFilters(next);
    setPageNumber(1);
  };

  const runExport = async (format: 'csv' | 'xlsx') => {
    setExporting(true);
    try {
      await exportTransactions(format, filters);
      message.success(t('transactions.exportCreated'));
    } catch {
      message.error(t('transactions.exportFailed'));
    } finally {
      setExporting(false);
    }
  };

  const typeName = (type: string) => t(`categories.${type}`, { defaultValue: type });
  const methodName = ({ method, wallet }: LedgerRow) => paidWithName(t, wallet, () => t(`payments:methods.${paidMethod(method) ?? method}`, { defaultValue: String(method) }));
  // The dollars as booked; another display currency only as today's approximate figure beside them.
  const amount = (row: LedgerRow) => {
    const { recorded, approximate } = recordedMoney(row.amount);
    const sign = row.direction === 'income' ? '+' : '-';
    return (
      <span className={styles.amount}>
        <span className={styles[row.direction]} dir="ltr" data-testid="transaction-amount">
          {sign}
          {recorded}
        </span>
        {approximate && (
          <span className={styles.approximate} dir="ltr" title={t('transactions.approximateHint')} data-testid="transaction-approximate">
            ≈ {sign}
            {approximate}
          </span>
        )}
      </span>
    );
  };

  return (
    <section className={styles.panel} aria-labelledby="wallet-transactions-title" data-testid="transactions">
      <div className={styles.head}>
        <h2 id="wallet-transactions-title">{t('transactions.title')}</h2>
        <Dropdown
          trigger={['click']}
          menu={{ items: [{ key: 'csv', label: t('transactions.exportCsv') }, { key: 'xlsx', label: t('transactions.exportXlsx') }], onClick: ({ key }) => void runExport(key as 'csv' | 'xlsx') }}
        >
          <Button icon={<DownloadOutlined />} loading={exporting} data-testid="transactions-export">
            {t('transactions.export')}
          </Button>
        </Dropdown>
      </div>
      <div className={styles.filters}>
        <Select<LedgerCategory | 'all'>
          value={filters.type ?? 'all'}
          style={{ width: 200 }}
          onChange={(type) => filter({ ...filters, type: type === 'all' ? undefined : type })}
          options={[{ value: 'all', label: t('transactions.allTypes') }, ...LEDGER_CATEGORIES.map((type) => ({ value: type, label: typeName(type) }))]}
          aria-label={t('transactions.type')}
          data-testid="transactions-type"
        />
        <DatePicker.RangePicker
          allowEmpty={[true, true]}
          onChange={(range) => filter({ ...filters, startDate: day(range?.[0]), endDate: day(range?.[1]) })}
          placeholder={[t('transactions.startDate'), t('transactions.endDate')]}
          data-testid="transactions-dates"
        />
      </div>
      {rows.isError ? (
        <Alert type="error" showIcon title={t('errors.loadFailed')} action={<Button onClick={() => void rows.refetch()}>{t('actions.retry')}</Button>} />
      ) : !rows.data ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : rows.data.list.length === 0 ? (
        <Empty description={t('transactions.empty')} />
      ) : desktop ? (
        <Table<LedgerRow>
          rowKey="key"
          size="middle"
          dataSource={rows.data.list}
          pagination={false}
          data-testid="transactions-table"
          columns={[
            { title: t('transactions.type'), dataIndex: 'type', render: typeName },
            { title: t('transactions.orderNumber'), dataIndex: 'orderNumber', render: (value: string | null) => value ?? '-' },
            { title: t('transactions.method'), key: 'method', render: (_, row) => <span data-testid="transaction-method">{methodName(row)}</span> },
            { title: t('transactions.amount'), key: 'amount', align: 'end', render: (_, row) => amount(row) },
            { title: t('transactions.time'), dataIndex: 'transactionTime', render: formatDateTime },
          ]}
        />
      ) : (
        <ul className={styles.list} data-testid="transactions-table">
          {rows.data.list.map((row) => (
            <li key={row.key} className={styles.mobileRow} data-testid="transaction-row">
              <strong>{typeName(row.type)}</strong>
              {amount(row)}
              <span className={styles.muted} data-testid="transaction-method">
                {methodName(row)}
              </span>
              <span className={styles.muted}>{row.orderNumber ?? '-'}</span>
              <span className={styles.muted}>{formatDateTime(row.transactionTime)}</span>
            </li>
          ))}
        </ul>
      )}
      <Pagination
        current={pageNumber}
        pageSize={TRANSACTIONS_PAGE_SIZE}
        total={rows.data?.total ?? 0}
        hideOnSinglePage
        showSizeChanger={false}
        size={desktop ? 'medium' : 'small'}
        onChange={setPageNumber}
      />
    </section>
  );
}
