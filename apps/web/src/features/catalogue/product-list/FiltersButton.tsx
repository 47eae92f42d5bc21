import { Button } from 'antd';
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { CountBadge } from '../../../components/CountBadge';
import styles from './ProductList.module.css';

// The icon alone is fetched once the button shows (phones; desktop has the panel in the sidebar).
// Meanwhile an empty box of the icon's size keeps the button as wide as it will be: the button
// appearing late, or growing, pushed the sort select and on narrow phones the grid (layout shift).
const FilterIcon = lazy(() => import('@ant-design/icons/es/icons/FilterOutlined'));

/** Phones: opens the filters drawer; the number of filters on at its corner. */
export function FiltersButton({ active, onOpen }: { active: number; onOpen: () => void }) {
  const { t } = useTranslation('catalogue');
  return (
    <CountBadge count={active}>
      <Button
        icon={
          <Suspense fallback={<span className={`anticon ${styles.iconSpace}`} aria-hidden="true" />}>
            <FilterIcon />
          </Suspense>
        }
        onClick={onOpen}
        data-testid="open-filters"
      >
        {t('list.filters')}
      </Button>
    </CountBadge>
  );
}
