import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CartContents } from '../components/CartContents';
import styles from '../components/cart.module.css';

/** The cart as a page (/mall/mobileCart, spec 2.1): what the drawer shows, with the total above 'Confirm order'. */
export default function CartPage() {
  const { t } = useTranslation('cart');
  const [checked, setChecked] = useState<Set<string>>(new Set());
  return (
    <div className={styles.page} data-testid="cart-page">
      <h1 className={styles.pageTitle}>{t('title')}</h1>
      <CartContents checked={checked} onChecked={setChecked} showTotal />
    </div>
  );
}
