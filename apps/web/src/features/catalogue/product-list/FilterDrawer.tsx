import { Button, Drawer } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Phones: the filter panel in a drawer from the bottom (its code fetched the first time it opens). */
export default function FilterDrawer({ open, onClose, children }: { open: boolean; onClose: () => void; children: ReactNode }) {
  const { t } = useTranslation('catalogue');
  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="bottom"
      size="85%"
      title={t('list.filters')}
      footer={
        <Button type="primary" block size="large" onClick={onClose} data-testid="close-filters">
          {t('list.showResults')}
        </Button>
      }
    >
      {children}
    </Drawer>
  );
}
