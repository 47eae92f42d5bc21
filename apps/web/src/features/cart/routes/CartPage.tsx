import { useTranslation } from 'react-i18next';
import { useIsDesktop } from '../../../components/useIsDesktop';
import { CartContents } from '../components/CartContents';
import styles from '../components/cart.module.css';
import { useKeptTicks } from '../kept-ticks';

/**
 * The cart as a page (/mall/mobileCart, /mall/shoppingCar, spec 2.1): what the drawer shows, with
 * the total above 'Confirm order'; on a desktop the full width, the total beside the groups.
 * Its ticks are kept through a sign-in (kept-ticks.ts).
 */
export default function CartPage() {
  const { t } = useTranslation('cart');
  const desktop = useIsDesktop();
  const [checked, setChecked] = useKeptTicks();
  return (
    <div className={`${styles.page} ${desktop ? styles.pageWide : ''}`} data-testid="cart-page">
      <h1 className={styles.pageTitle}>{t('title')}</h1>
      <CartContents checked={checked} onChecked={setChecked} showTotal wide={desktop} />
    </div>
  );
}
