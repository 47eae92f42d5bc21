import { ShoppingOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styles from './cart.module.css';

/** 'Your bag is empty' (spec 8) with a way back to the shop. */
export function EmptyCart({ onLeave }: { onLeave?: () => void }) {
  const { t } = useTranslation('cart');
  const navigate = useNavigate();
  return (
    <div className={styles.empty} data-testid="cart-empty">
      <ShoppingOutlined className={styles.emptyIcon} />
      <p>{t('empty.title')}</p>
      <Button
        type="primary"
        onClick={() => {
          onLeave?.();
          navigate('/mall');
        }}
      >
        {t('empty.startShopping')}
      </Button>
    </div>
  );
}
