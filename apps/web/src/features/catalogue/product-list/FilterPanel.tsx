import { SUPPLIER_RANKS, WAREHOUSE_COUNTRIES } from '@threadway/contracts';
import { Checkbox, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session';
import { categoryTrail, useCategoryTree, useMaterials } from '../api/categories';
import { CategoryFilter } from './CategoryFilter';
import { InventoryFilter } from './InventoryFilter';
import type { ListFilters } from './list-query';
import { PriceFilter } from './PriceFilter';
import styles from './ProductList.module.css';
import { SupplierRankHelp } from './SupplierRankHelp';

interface Props {
  filters: ListFilters;
  categoryUrl: string | null;
  onChange: (patch: Partial<ListFilters>) => void;
  onCategory: (categoryUrl: string | null) => void;
}

function Section({ title, extra, children }: { title: string; extra?: ReactNode; children: ReactNode }) {
  return (
    <section className={styles.section}>
      <h3 className={styles.sectionTitle}>
        {title}
        {extra}
      </h3>
      {children}
    </section>
  );
}

/** Fabrics sold in the chosen category (spec 7, materialByCategory). */
function FabricFilter({ categoryUrl, value, onChange }: { categoryUrl: string | null; value: string[]; onChange: (fabrics: string[]) => void }) {
  const { t } = useTranslation('catalogue');
  const tree = useCategoryTree();
  const category = categoryUrl ? categoryTrail(tree.data ?? [], categoryUrl).at(-1) : undefined;
  const materials = useMaterials(category?.categoryId ?? null);
  if (materials.isPending) return <Skeleton active paragraph={{ rows: 3 }} title={false} />;
  const options = [...new Set([...(materials.data ?? []), ...value])];
  if (options.length === 0) return <span className={styles.muted}>{t('list.noFabrics')}</span>;
  return <Checkbox.Group className={styles.checkList} options={options} value={value} onChange={(v) => onChange(v.map(String))} data-testid="fabric-filter" />;
}

/**
 * Every filter of spec 2.3 but search and sort; the side panel on desktop, the drawer on phones.
 * Guests see no prices, so they get no price filter (the server ignores one too).
 */
export function FilterPanel({ filters, categoryUrl, onChange, onCategory }: Props) {
  const { t } = useTranslation(['catalogue', 'common']);
  const signedIn = Boolean(useSession());
  return (
    <div className={styles.panel} data-testid="filter-panel">
      <Section title={t('list.category')}>
        <CategoryFilter categoryUrl={categoryUrl} onChange={onCategory} />
      </Section>
      <Section title={t('list.shipFrom')}>
        <Checkbox.Group
          className={styles.checkList}
          value={filters.warehouses}
          onChange={(v) => onChange({ warehouses: v as ListFilters['warehouses'] })}
          options={WAREHOUSE_COUNTRIES.map((w) => ({ value: w, label: <span data-testid={`warehouse-filter-${w}`}>{t(`common:warehouse.${w}`)}</span> }))}
        />
      </Section>
      <Section title={t('list.supplierRank')} extra={<SupplierRankHelp />}>
        <Checkbox.Group
          className={styles.checkList}
          value={filters.ranks}
          onChange={(v) => onChange({ ranks: v as ListFilters['ranks'] })}
          options={SUPPLIER_RANKS.map((r) => ({ value: r, label: <span data-testid={`rank-filter-${r}`}>{t('rank.label', { rank: r })}</span> }))}
        />
      </Section>
      <Section title={t('list.fabric')}>
        <FabricFilter categoryUrl={categoryUrl} value={filters.fabrics} onChange={(fabrics) => onChange({ fabrics })} />
      </Section>
      {signedIn && (
        <Section title={t('list.price')}>
          <PriceFilter key={`${filters.minPrice}-${filters.maxPrice}`} min={filters.minPrice} max={filters.maxPrice} onApply={(minPrice, maxPrice) => onChange({ minPrice, maxPrice })} />
        </Section>
      )}
      <Section title={t('list.inventory')}>
        <InventoryFilter key={filters.minInventory ?? ''} value={filters.minInventory} onApply={(minInventory) => onChange({ minInventory })} />
      </Section>
    </div>
  );
}
