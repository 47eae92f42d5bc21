import { Button, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '../../../lib/preferences';
import { searchTerms, type ListFilters } from './list-query';
import styles from './ProductList.module.css';

interface Props {
  filters: ListFilters;
  onChange: (patch: Partial<ListFilters>) => void;
  onClear: () => void;
}

interface Chip {
  key: string;
  label: string;
  testId: string;
  remove: Partial<ListFilters>;
}

/** The search terms (one chip each, spec 2.3) and every other active filter, each removable. */
export function ActiveFilters({ filters, onChange, onClear }: Props) {
  const { t } = useTranslation(['catalogue', 'common']);
  const { currencySymbol } = usePreferences();
  const terms = searchTerms(filters.search);
  const chips: Chip[] = [
    ...terms.map((term, i) => ({ key: `s-${i}`, label: term, testId: 'search-chip', remove: { search: terms.filter((_, j) => j !== i).join(', ') } })),
    ...filters.warehouses.map((w) => ({ key: `w-${w}`, label: t(`common:warehouse.${w}`), testId: 'filter-chip', remove: { warehouses: filters.warehouses.filter((x) => x !== w) } })),
    ...filters.ranks.map((r) => ({ key: `r-${r}`, label: t('rank.label', { rank: r }), testId: 'filter-chip', remove: { ranks: filters.ranks.filter((x) => x !== r) } })),
    ...filters.fabrics.map((f) => ({ key: `f-${f}`, label: f, testId: 'filter-chip', remove: { fabrics: filters.fabrics.filter((x) => x !== f) } })),
  ];
  if (filters.minPrice !== null || filters.maxPrice !== null) {
    const end = (v: string | null) => (v === null ? '…' : `${currencySymbol}${v}`);
    chips.push({ key: 'price', label: `${end(filters.minPrice)} – ${end(filters.maxPrice)}`, testId: 'filter-chip', remove: { minPrice: null, maxPrice: null } });
  }
  if (filters.minInventory !== null) chips.push({ key: 'inv', label: t('list.inventoryChip', { count: filters.minInventory }), testId: 'filter-chip', remove: { minInventory: null } });
  if (chips.length === 0) return null;

  return (
    <div className={styles.chips} data-testid="active-filters">
      {chips.map((chip) => (
        <Tag key={chip.key} closable className={styles.chip} onClose={(e) => (e.preventDefault(), onChange(chip.remove))} data-testid={chip.testId}>
          {chip.label}
        </Tag>
      ))}
      <Button type="link" size="small" onClick={onClear}>
        {t('list.clearAll')}
      </Button>
    </div>
  );
}
