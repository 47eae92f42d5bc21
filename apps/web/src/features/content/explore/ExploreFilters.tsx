import { FilterOutlined } from '@ant-design/icons';
import { EXPLORE_FILTERS } from '@threadway/contracts';
import { Badge, Button, Drawer, Segmented, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsDesktop } from '../../../components/useIsDesktop';
import type { ExploreFilter, ExploreQuery, InsTagMenu } from '../api/explore';
import styles from './explore.module.css';

interface Props {
  query: ExploreQuery;
  menu: InsTagMenu | undefined;
  onChange: (next: ExploreQuery) => void;
}

/**
 * Explore's filters (spec 2.3): release time or followers order, then category, design
 * elements, colour, style, pattern, material, gender and contour from the tag menu. On a
 * phone the selects move into a drawer behind a Filters button.
 */
export function ExploreFilters({ query, menu, onChange }: Props) {
  const { t } = useTranslation('discovery');
  const desktop = useIsDesktop();
  const [drawer, setDrawer] = useState(false);
  const active = EXPLORE_FILTERS.filter((f) => query[f]).length;
  const set = (filter: ExploreFilter, value: string | undefined) => onChange({ ...query, [filter]: value });
  const clear = () => onChange({ sortType: query.sortType });

  const sort = (
    <Segmented<ExploreQuery['sortType']>
      value={query.sortType}
      onChange={(sortType) => onChange({ ...query, sortType })}
      options={[
        { value: 'releaseTime', label: t('explore.sort.releaseTime') },
        { value: 'followers', label: t('explore.sort.followers') },
      ]}
      data-testid="explore-sort"
    />
  );

  const selects = EXPLORE_FILTERS.map((filter) => (
    <Select
      key={filter}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      className={styles.filterSelect}
      placeholder={t(`explore.filters.${filter}`)}
      value={query[filter]}
      onChange={(value: string | undefined) => set(filter, value)}
      options={(menu?.[filter] ?? []).map((o) => ({ value: o.code, label: o.name }))}
      aria-label={t(`explore.filters.${filter}`)}
      data-testid={`explore-filter-${filter}`}
    />
  ));

  if (desktop) {
    return (
      <section className={styles.filters} aria-label={t('explore.filtersLabel')}>
        <div className={styles.filterRow}>
          <span className={styles.filterLabel}>{t('explore.sortBy')}</span>
          {sort}
          <span className={styles.spacer} />
          {active > 0 && (
            <Button type="link" onClick={clear} data-testid="explore-clear">
              {t('explore.clear')}
            </Button>
          )}
        </div>
        <div className={styles.filterGrid}>{selects}</div>
      </section>
    );
  }

  return (
    <section className={styles.filtersMobile} aria-label={t('explore.filtersLabel')}>
      {sort}
      <Badge count={active} size="small">
        <Button icon={<FilterOutlined />} onClick={() => setDrawer(true)} data-testid="explore-filters-open">
          {t('explore.filtersButton')}
        </Button>
      </Badge>
      <Drawer
        open={drawer}
        onClose={() => setDrawer(false)}
        placement="bottom"
        size="auto"
        title={t('explore.filtersLabel')}
        extra={
          <Button type="link" onClick={clear} disabled={active === 0}>
            {t('explore.clear')}
          </Button>
        }
        footer={
          <Button type="primary" block size="large" onClick={() => setDrawer(false)} data-testid="explore-filters-done">
            {t('explore.showPosts')}
          </Button>
        }
      >
        <div className={styles.drawerFilters}>{selects}</div>
      </Drawer>
    </section>
  );
}
