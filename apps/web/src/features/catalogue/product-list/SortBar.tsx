import { PRODUCT_SORTS, type ProductSort } from '@threadway/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import controls from '../../../components/controls/Controls.module.css';
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
 * Plain radio buttons drawn as a segmented control and a native select: Ant Design's Segmented and
 * Select would not fit the page's first-load budget (decision 0034).
 */
export function SortBar({ value, onChange, compact }: Props) {
  const { t } = useTranslation('catalogue');
  const name = useId();
  const signedIn = Boolean(useSession());
  const sorts = signedIn ? PRODUCT_SORTS : PRODUCT_SORTS.filter((sort) => !PRICE_SORTS.includes(sort));
  if (compact) {
    return (
      <select className={controls.select} value={value} onChange={(e) => onChange(e.target.value as ProductSort)} aria-label={t('list.sortBy')} data-testid="sort-select">
        {sorts.map((sort) => (
          <option key={sort} value={sort} data-testid={`sort-${sort}`}>
            {t(`list.sort.${sort}`)}
          </option>
        ))}
      </select>
    );
  }
  return (
    <div role="radiogroup" className={controls.segmented} aria-label={t('list.sortBy')} data-testid="sort-bar">
      {sorts.map((sort) => (
        <label key={sort} className={controls.segment}>
          <input type="radio" name={name} value={sort} checked={sort === value} onChange={() => onChange(sort)} />
          <span data-testid={`sort-${sort}`}>{t(`list.sort.${sort}`)}</span>
        </label>
      ))}
    </div>
  );
}
