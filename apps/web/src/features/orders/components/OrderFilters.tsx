import { ORDER_SOURCES, ORDER_STATUSES, type OrderStatus } from '@threadway/contracts';
import { DatePicker, Input, Select } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListQuery } from '../model/list-query';
import { useSourceName } from '../store-orders/use-source-name';
import styles from './OrderFilters.module.css';

interface Props {
  query: ListQuery;
  onChange: (change: Partial<ListQuery>) => void;
}

/** Search (order ID, SKU or product name), creation dates, status and platform (spec 2.5). */
export function OrderFilters({ query, onChange }: Props) {
  const { t } = useTranslation('orders');
  const sourceName = useSourceName();
  const [search, setSearch] = useState(query.search);
  useEffect(() => setSearch(query.search), [query.search]);
  return (
    <div className={styles.filters}>
      <Input.Search
        className={styles.search}
        value={search}
        maxLength={100}
        allowClear
        placeholder={t('filters.search')}
        onChange={(e) => setSearch(e.target.value)}
        onSearch={(value) => onChange({ search: value.trim() })}
        enterButton
        data-testid="order-search"
      />
      <DatePicker.RangePicker
        className={styles.dates}
        value={[query.dateFrom ? dayjs(query.dateFrom) : null, query.dateTo ? dayjs(query.dateTo) : null]}
        placeholder={[t('filters.dateFrom'), t('filters.dateTo')]}
        allowEmpty={[true, true]}
        onChange={(range) => onChange({ dateFrom: range?.[0]?.format('YYYY-MM-DD') ?? null, dateTo: range?.[1]?.format('YYYY-MM-DD') ?? null })}
        data-testid="order-dates"
      />
      <Select<OrderStatus>
        className={styles.select}
        allowClear
        value={query.status ?? undefined}
        placeholder={t('filters.status')}
        aria-label={t('filters.status')}
        onChange={(value) => onChange({ status: value ?? null })}
        options={ORDER_STATUSES.map((s) => ({ value: s.code, label: t(`status.${s.code}`) }))}
        data-testid="order-status-filter"
      />
      <Select<string>
        className={styles.select}
        allowClear
        value={query.platform ?? undefined}
        placeholder={t('filters.platform')}
        aria-label={t('filters.platform')}
        onChange={(value) => onChange({ platform: value ?? null })}
        options={ORDER_SOURCES.map((code) => ({ value: code, label: sourceName(code) }))}
        data-testid="order-platform-filter"
      />
    </div>
  );
}
