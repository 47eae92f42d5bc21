import { PRODUCT_CARD_SIZES, pictureSrcSet, type ProductCard as Card } from '@threadway/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMoney } from '../../lib/preferences';
import { useIsDesktop } from '../useIsDesktop';
import { Countdown } from './Countdown';
import styles from './ProductCard.module.css';
import { productHref } from './product-link';

interface Props {
  product: Card;
  /** Colour and warehouse the list was filtered by, carried to the detail page. */
  colour?: string | null;
  warehouse?: string | null;
  /** Among the first cards in view: its picture loads at once and first (the page's largest paint), not lazily. */
  priority?: boolean;
}

/**
 * A product in any list or block. On desktop the detail opens in a new tab, on mobile in the
 * same one (spec 2.3). Guests see no price but 'Register to unlock wholesale price' (spec 6).
 */
export function ProductCard({ product, colour, warehouse, priority = false }: Props) {
  const { t } = useTranslation();
  const money = useMoney();
  const desktop = useIsDesktop();
  const href = productHref(product.seoPath, { colour, warehouse });
  const discounted = product.discountPrice !== null && product.price !== null;

  return (
    <Link to={href} target={desktop ? '_blank' : undefined} rel={desktop ? 'noopener' : undefined} className={styles.card} data-testid="product-card" data-product-id={product.kkProductId}>
      <div className={styles.media}>
        {product.mainImageUrl ? (
          <img
            src={product.mainImageUrl}
            srcSet={pictureSrcSet(product.mainImageUrl)}
            sizes={PRODUCT_CARD_SIZES}
            alt={product.name}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            width={300}
            height={360}
          />
        ) : (
          <div className={styles.placeholder} />
        )}
        {product.discountPercent ? <span className={styles.badge}>-{product.discountPercent}%</span> : null}
        {product.minOrderQuantity ? <span className={styles.pack}>{t('product.pack')}</span> : null}
      </div>
      <div className={styles.body}>
        <h3 className={styles.name} title={product.name}>
          {product.name}
        </h3>
        {product.price === null ? (
          <span className={styles.locked}>{t('product.registerToUnlock')}</span>
        ) : (
          <span className={styles.prices}>
            <strong className={discounted ? styles.sale : undefined} data-testid="product-price">
              {money(discounted ? product.discountPrice! : product.price)}
            </strong>
            {discounted ? <del>{money(product.price)}</del> : product.originalPrice && product.originalPrice > product.price ? <del>{money(product.originalPrice)}</del> : null}
          </span>
        )}
        {product.discountType === 1 && product.endTime ? (
          <span className={styles.countdown}>
            <Countdown endTime={product.endTime} />
          </span>
        ) : null}
        <span className={styles.meta}>
          {product.warehouses.map((w) => (
            // A plain chip, not Ant Design's Tag: cards are on the mall's first paint, the Tag's code is not needed there.
            <span key={w} className={styles.warehouse}>
              {t(`warehouse.${w}`, { defaultValue: w })}
            </span>
          ))}
          <span className={styles.sales}>{t('product.sold', { count: product.sales })}</span>
        </span>
      </div>
    </Link>
  );
}
