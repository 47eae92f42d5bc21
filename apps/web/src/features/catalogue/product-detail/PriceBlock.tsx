import { ThunderboltFilled } from '@ant-design/icons';
import type { ProductDetail } from '@threadway/contracts';
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../lib/preferences';
import styles from './ProductDetail.module.css';

/** Fetched only for a product on flash sale: the product cards' file it lives in stays out of the page's first load (decision 0034). */
const Countdown = lazy(async () => ({ default: (await import('../../../components/product/Countdown')).Countdown }));

interface Props {
  product: ProductDetail;
  price: number | null;
  original: number | null;
}

/** The price of the current choice (or the guest lock), the discount, and a flash sale's countdown. */
export function PriceBlock({ product, price, original }: Props) {
  const { t } = useTranslation(['catalogue', 'common']);
  const money = useMoney();
  const flashSale = product.discountType === 1 && product.endTime !== null;
  return (
    <div className={styles.priceBlock}>
      {flashSale && (
        <div className={styles.flash} data-testid="flash-sale">
          <span className={styles.flashTitle}>
            <ThunderboltFilled /> {t('detail.flashSale')}
          </span>
          <Suspense fallback={null}>
            <Countdown endTime={product.endTime!} />
          </Suspense>
        </div>
      )}
      {price === null ? (
        <div className={styles.lockedPrice} data-testid="price-locked">
          {t('common:product.registerToUnlock')}
        </div>
      ) : (
        <div className={styles.prices}>
          <span className={`${styles.price} ${original !== null ? styles.salePrice : ''}`} data-testid="detail-price">
            {money(price)}
          </span>
          {original !== null && <del className={styles.original}>{money(original)}</del>}
          {product.discountPercent ? <span className={styles.off}>-{product.discountPercent}%</span> : null}
        </div>
      )}
    </div>
  );
}
