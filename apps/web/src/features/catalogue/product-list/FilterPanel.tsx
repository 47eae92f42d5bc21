import { SUPPLIER_RANKS, WAREHOUSE_COUNTRIES } from '@threadway/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import controls from '../../../components/controls/Controls.module.css';
import { LineSkeleton } from '../../../components/controls/Skeleton';
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

interface CheckOption {
  value: string;
  label: ReactNode;
}

/** Ticks as native checkboxes (Ant Design's Checkbox.Group drawn without its code): the values ticked, in the options' order. */
function CheckList({ options, value, onChange, label, testId }: { options: readonly CheckOption[]; value: readonly string[]; onChange: (value: string[]) => void; label: string; testId?: string }) {
  const toggle = (option: string, on: boolean) => onChange(options.map((o) => o.value).filter((v) => (v === option ? on : value.includes(v))));
  return (
    <div role="group" aria-label={label} className={controls.checkList} data-testid={testId}>
      {options.map((option) => (
        <label key={option.value} className={controls.check}>
          <input type="checkbox" value={option.value} checked={value.includes(option.value)} onChange={(e) => toggle(option.value, e.target.checked)} />
          <span>{option.label}</span>
        </label>
      ))}
    </div>
  );
}

/** Fabrics sold in the chosen category (spec 7, materialByCategory). */
function FabricFilter({ categoryUrl, value, onChange }: { categoryUrl: string | null; value: string[]; onChange: (fabrics: string[]) => void }) {
  const { t } = useTranslation('catalogue');
  const tree = useCategoryTree();
  const category = categoryUrl ? categoryTrail(tree.data ?? [], categoryUrl).at(-1) : undefined;
  const materials = useMaterials(category?.categoryId ?? null);
  if (materials.isPending) return <LineSkeleton rows={3} />;
  const options = [...new Set([...(materials.data ?? []), ...value])];
  if (options.length === 0) return <span className={styles.muted}>{t('list.noFabrics')}</span>;
  return <CheckList label={t('list.fabric')} options={options.map((o) => ({ value: o, label: o }))} value={value} onChange={onChange} testId="fabric-filter" />;
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
        <CheckList
          label={t('list.shipFrom')}
          value={filters.warehouses}
          onChange={(v) => onChange({ warehouses: v as ListFilters['warehouses'] })}
          options={WAREHOUSE_COUNTRIES.map((w) => ({ value: w, label: <span data-testid={`warehouse-filter-${w}`}>{t(`common:warehouse.${w}`)}</span> }))}
        />
      </Section>
      <Section title={t('list.supplierRank')} extra={<SupplierRankHelp />}>
        <CheckList
          label={t('list.supplierRank')}
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
