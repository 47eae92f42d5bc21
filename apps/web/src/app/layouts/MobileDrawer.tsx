import { MenuOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoadedOnce } from '../../components/useLoadedOnce';
import type { MobileDrawerProps } from './MobileDrawerPanel';

const MobileDrawerPanel = lazy(() => import('./MobileDrawerPanel'));

/** The hamburger on mobile; its drawer's code is fetched the first time it is opened. */
export function MobileDrawer(props: MobileDrawerProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const loaded = useLoadedOnce(open);
  return (
    <>
      <Button type="text" icon={<MenuOutlined />} aria-label={t('actions.openMenu')} data-testid="mobile-menu-button" onClick={() => setOpen(true)} />
      {loaded && (
        <Suspense fallback={null}>
          <MobileDrawerPanel {...props} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
