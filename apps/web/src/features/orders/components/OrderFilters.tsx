import { ORDER_STATUSES, type OrderStatus } from '@threadway/contracts';
import { DatePicker, Input, Select } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListQuery } from '../model/list-query';
import styles from './OrderFilters.module.css';

/** Platforms an order can come from: the mall and the store platforms of spec 2 (SP, PD). */
const PLATFORMS = ['KA', 'SP', 'PD'] as const;

interface Props {
  query: ListQuery;
  onChange: (change: Partial<ListQuery>) => void;
}

/** Search (order ID, SKU or product name), creation dates, status and platform (spec 2.5). */
export function OrderFilters({ query, onChange }: Props) {
  const { t } = useTranslation('orders');
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
        onChange={(value) => onChange({ status: value ?? null })}
        options={ORDER_STATUSES.map((s) => ({ value: s.code, label: t(`status.${s.code}`) }))}
        data-testid="order-status-filter"
      />
      <Select<string>
        className={styles.select}
        allowClear
        value={query.platform ?? undefined}
        placeholder={t('filters.platform')}
        onChange={(value) => onChange({ platform: value ?? null })}
        options={PLATFORMS.map((code) => ({ value: code, label: t(`platforms.${code}`) }))}
        data-testid="order-platform-filter"
      />
    </div>
  );
}
