import { PRODUCT_SORTS, type ProductSort } from '@threadway/contracts';
import { Segmented, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session';

const PRICE_SORTS: readonly ProductSort[] = ['priceAsc', 'priceDesc'];

interface Props {
  value: ProductSort;
  onChange: (sort: ProductSort) => void;
  compact: boolean;
}

/**
 * Sort by recommended, newest, inventory, sales or price (spec 2.3); a select on phones.
 * Guests see no prices, so they get no price sorts (the server ignores them too).
 */
export function SortBar({ value, onChange, compact }: Props) {
  const { t } = useTranslation('catalogue');
  const signedIn = Boolean(useSession());
  const sorts = signedIn ? PRODUCT_SORTS : PRODUCT_SORTS.filter((sort) => !PRICE_SORTS.includes(sort));
  const options = sorts.map((sort) => ({ value: sort, label: <span data-testid={`sort-${sort}`}>{t(`list.sort.${sort}`)}</span> }));
  if (compact) {
    return <Select value={value} onChange={onChange} options={options} aria-label={t('list.sortBy')} popupMatchSelectWidth={false} data-testid="sort-select" />;
  }
  return <Segmented value={value} onChange={(v) => onChange(v as ProductSort)} options={options} aria-label={t('list.sortBy')} data-testid="sort-bar" />;
}
