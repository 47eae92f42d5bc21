import { DeleteOutlined } from '@ant-design/icons';
import { FLASH_SALE_DISCOUNT_TYPE, thumbnailUrl, type BagProduct } from '@threadway/contracts';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ConfirmPopup } from '../../../components/controls/ConfirmPopup';
import controls from '../../../components/controls/Controls.module.css';
import { Countdown } from '../../../components/product/Countdown';
import type { BagItem } from '../model/bag-item';
import styles from './BagProductCard.module.css';
import { SizeGrid } from './SizeGrid';
import { useUsd } from './useUsd';

/** Print on demand (spec 3, cart item productType). */
const POD_PRODUCT_TYPE = 3;

interface Props {
  product: BagProduct<BagItem>;
  checked: boolean;
  disabled: boolean;
  onCheck: (on: boolean) => void;
  onDelete: () => Promise<unknown>;
  numOf: (item: BagItem) => number;
  setNum: (item: BagItem, num: number) => void;
  priceOf: (item: BagItem) => number;
}

/**
 * A product of the bag (spec 2.4): checkbox, image enlarged on hover, POD tag, title link,
 * 'US $' price (discounted and original), flash-sale countdown, delete with confirmation, one size
 * grid per colour, and a footer with weight and subtotal.
 */
export function BagProductCard({ product, checked, disabled, onCheck, onDelete, numOf, setNum, priceOf }: Props) {
  const { t } = useTranslation('checkout');
  const usd = useUsd();
  const sizes = product.colours.flatMap((c) => c.sizes);
  const first = sizes[0]!;
  const price = priceOf(first);
  const original = first.price ?? price;
  const weight = sizes.reduce((sum, s) => sum + s.packageWeight * numOf(s), 0);
  const subtotal = sizes.reduce((sum, s) => sum + priceOf(s) * numOf(s), 0);
  const image = first.imgUrl ? <img src={thumbnailUrl(first.imgUrl)} alt={first.skuName} className={styles.image} loading="lazy" /> : <div className={styles.image} />;

  return (
    <article className={styles.card} data-testid="bag-product">
      <header className={styles.header}>
        <label className={controls.check}>
          <input type="checkbox" checked={checked} disabled={disabled} onChange={(e) => onCheck(e.target.checked)} aria-label={first.skuName} data-testid="product-check" />
        </label>
        {first.imgUrl ? (
          // Enlarged on hover in CSS (Ant Design's Popover without its code, decision 0034); fetched when first shown.
          <span className={styles.zoomTarget}>
            {image}
            <img src={first.imgUrl} alt="" aria-hidden="true" className={styles.zoom} loading="lazy" />
          </span>
        ) : (
          image
        )}
        <div className={styles.info}>
          <div className={styles.title}>
            {first.productType === POD_PRODUCT_TYPE && <span className={styles.pod}>{t('bag.pod')}</span>}
            <Link to={`/product-detail?id=${encodeURIComponent(product.kkProductId)}`}>{first.skuName}</Link>
          </div>
          <div className={styles.price}>
            <strong>{t('bag.usPrice', { amount: usd(price) })}</strong>
            {price < original && <del>{t('bag.usPrice', { amount: usd(original) })}</del>}
            {first.discountType === FLASH_SALE_DISCOUNT_TYPE && first.endTime != null && <Countdown endTime={first.endTime} />}
          </div>
        </div>
        <ConfirmPopup title={t('bag.deleteConfirm')} okText={t('actions.delete')} cancelText={t('actions.cancel')} onConfirm={onDelete}>
          <button type="button" className={styles.delete} aria-label={t('actions.delete')}>
            <DeleteOutlined />
          </button>
        </ConfirmPopup>
      </header>
      {product.colours.map((colour) => (
        <SizeGrid key={colour.colour} colour={colour} numOf={numOf} setNum={setNum} priceOf={priceOf} money={usd} />
      ))}
      <footer className={styles.footer}>
        <span>{t('bag.weight', { grams: weight })}</span>
        <span>
          {t('bag.subtotal')} <strong>{usd(subtotal)}</strong>
        </span>
      </footer>
    </article>
  );
}
