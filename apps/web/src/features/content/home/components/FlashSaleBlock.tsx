import { ThunderboltFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Countdown } from '../../../../components/product/Countdown';
import { ProductCard } from '../../../../components/product/ProductCard';
import { useIsDesktop } from '../../../../components/useIsDesktop';
import { useFlashSale } from '../api/home';
import styles from './home.module.css';
import { SectionHeader } from './SectionHeader';

const PRODUCTS = 6;

/** Flash Sale (spec 2.3): the sale ending first, its countdown ticking every second, and its products. */
export function FlashSaleBlock() {
  const { t } = useTranslation('mall');
  const desktop = useIsDesktop();
  const { data: sale } = useFlashSale(PRODUCTS);
  if (!sale || sale.products.length === 0) return null;
  return (
    <section className={`${styles.block} ${styles.flash}`} data-testid="home-flash-sale">
      <SectionHeader
        title={t('home.flashSale.title')}
        to={`/mall/flash-sale`}
        extra={
          <span className={styles.flashTimer} data-testid="flash-sale-timer">
            <ThunderboltFilled className={styles.flashBolt} />
            <Countdown endTime={sale.discount.endTime} variant={desktop ? 'blocks' : 'clock'} />
          </span>
        }
      />
      <div className={styles.shelf}>
        {sale.products.map((product) => (
          <ProductCard key={product.kkProductId} product={product} />
        ))}
      </div>
    </section>
  );
}
