import { ConfigProvider, Drawer } from 'antd';
import { useContext, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsDesktop } from '../../../components/useIsDesktop';
import { CartContents } from './CartContents';

/** The cart drawer (spec 2.4): 520 px on desktop, full screen on phones; closing it unticks every item. */
export default function CartDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('cart');
  const desktop = useIsDesktop();
  const { direction } = useContext(ConfigProvider.ConfigContext);
  const [checked, setChecked] = useState<Set<string>>(new Set());
  const close = () => {
    setChecked(new Set());
    onClose();
  };
  return (
    <Drawer
      open={open}
      onClose={close}
      title={t('title')}
      width={desktop ? 520 : '100%'}
      placement={direction === 'rtl' ? 'left' : 'right'}
      styles={{ body: { padding: 0 } }}
      data-testid="cart-drawer"
    >
      <CartContents checked={checked} onChecked={setChecked} showTotal={!desktop} onLeave={close} />
    </Drawer>
  );
}
