import { AppstoreOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoadedOnce } from '../../../../components/useLoadedOnce';
import { useCategoryTree } from '../../api/categories';

const CategoryDrawerPanel = lazy(() => import('./CategoryDrawerPanel'));

/** The mobile category button (spec 2.2); the panel's code is fetched the first time it is opened. */
export function CategoryDrawer() {
  const { t } = useTranslation('mall');
  const [open, setOpen] = useState(false);
  const loaded = useLoadedOnce(open);
  // Fetched with the header, as before, so the panel opens with its categories ready.
  useCategoryTree();
  return (
    <>
      <Button type="text" icon={<AppstoreOutlined />} aria-label={t('categories.open')} data-testid="category-drawer-button" onClick={() => setOpen(true)} />
      {loaded && (
        <Suspense fallback={null}>
          <CategoryDrawerPanel open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
