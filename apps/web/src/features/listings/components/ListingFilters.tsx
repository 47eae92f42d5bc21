import { SearchOutlined } from '@ant-design/icons';
import { PLATFORMS, type StorePlatformCode } from '@threadway/contracts';
import { Button, Input, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSellerStores } from '../api/listings';
import type { ListingsQuery } from '../model/list-query';
import styles from './Listings.module.css';

/**
 * Search by content or product name (several keywords separated by commas, spaces or lines; Enter
 * searches, Shift+Enter starts a line) and the platform and store filters (spec 2.7, 3.4).
 */
export function ListingFilters({ query, onChange }: { query: ListingsQuery; onChange: (next: Partial<ListingsQuery>) => void }) {
  const { t } = useTranslation('listings');
  const stores = useSellerStores();
  const [search, setSearch] = useState(query.search);
  useEffect(() => setSearch(query.search), [query.search]);
  const storeOptions = (stores.data ?? []).filter((s) => !query.platform || s.platform === query.platform).map((s) => ({ value: s.storeId, label: s.storeName }));

  return (
    <div className={styles.filters}>
      <Input.TextArea
        className={styles.search}
        value={search}
        autoSize={{ minRows: 1, maxRows: 4 }}
        maxLength={2000}
        placeholder={t('filters.searchPlaceholder')}
        aria-label={t('filters.search')}
        title={t('filters.searchHint')}
        onChange={(e) => setSearch(e.target.value)}
        onPressEnter={(e) => {
          if (e.shiftKey) return;
          e.preventDefault();
          onChange({ search });
        }}
        data-testid="listings-search"
      />
      <Select<StorePlatformCode>
        className={styles.filterSelect}
        allowClear
        value={query.platform ?? undefined}
        placeholder={t('filters.platform')}
        options={PLATFORMS.map((p) => ({ value: p.code, label: p.name }))}
        onChange={(platform) => onChange({ platform: platform ?? null, storeIds: [] })}
        data-testid="listings-platform"
      />
      <Select<number[]>
        className={styles.filterSelect}
        mode="multiple"
        allowClear
        maxTagCount="responsive"
        value={query.storeIds}
        placeholder={t('filters.store')}
        options={storeOptions}
        optionFilterProp="label"
        onChange={(storeIds) => onChange({ storeIds })}
        data-testid="listings-store"
      />
      <div className={styles.filterButtons}>
        <Button type="primary" icon={<SearchOutlined />} onClick={() => onChange({ search })} data-testid="listings-search-button">
          {t('filters.searchButton')}
        </Button>
        <Button onClick={() => onChange({ search: '', platform: null, storeIds: [] })} data-testid="listings-reset">
          {t('filters.reset')}
        </Button>
      </div>
    </div>
  );
}
