import { DeleteOutlined } from '@ant-design/icons';
import { thumbnailUrl, type CartItem } from '@threadway/contracts';
import { Button, Checkbox, Popconfirm, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Countdown } from '../../../components/product/Countdown';
import { useMoney } from '../../../lib/preferences';
import { POD_PRODUCT_TYPE, isSoldOut, optionValue, shownPrices } from '../cart-item';
import styles from './cart.module.css';
import { CartQuantity } from './CartQuantity';

interface Props {
  item: CartItem;
  checked: boolean;
  disabled: boolean;
  onCheck: (on: boolean) => void;
  onNum: (num: number) => void;
  onDelete: () => Promise<void>;
}

/** One cart item (spec 2.4): box, picture, name, colour and size, price, flash-sale countdown, quantity, delete. */
export function CartItemRow({ item, checked, disabled, onCheck, onNum, onDelete }: Props) {
  const { t } = useTranslation('cart');
  const money = useMoney();
  const { price, original } = shownPrices(item);
  const flashSale = item.discountType === 1 && item.endTime !== null;
  return (
    <li className={styles.item} data-testid="cart-item" data-sku={item.skuCode} data-warehouse={item.warehouseCode}>
      <Checkbox checked={checked} disabled={disabled} onChange={(e) => onCheck(e.target.checked)} aria-label={item.skuName} data-testid="cart-item-check" />
      <div className={styles.picture}>
        {item.imgUrl && <img src={thumbnailUrl(item.imgUrl)} alt="" loading="lazy" />}
        {item.productType === POD_PRODUCT_TYPE && <span className={styles.pod}>{t('item.pod')}</span>}
      </div>
      <div className={styles.body}>
        <div className={styles.nameRow}>
          <span className={styles.name} title={item.skuName}>
            {item.skuName}
          </span>
          <Popconfirm title={t('delete.one')} okText={t('delete.ok')} cancelText={t('delete.cancel')} onConfirm={onDelete}>
            <Button type="text" size="small" icon={<DeleteOutlined />} aria-label={t('delete.label')} data-testid="cart-item-delete" />
          </Popconfirm>
        </div>
        <div className={styles.options} data-testid="cart-item-options">
          {optionValue(item.option1) ?? t('item.color')} / {optionValue(item.option2) ?? t('item.size')}
        </div>
        {flashSale && <Countdown endTime={item.endTime!} />}
        <div className={styles.tags}>
          {isSoldOut(item) && <Tag color="red">{t('item.soldOut')}</Tag>}
          {item.status !== 1 && <Tag>{t('item.unavailable')}</Tag>}
          {item.status === 1 && item.stock <= 0 && <Tag>{t('messages:errors.outOfStock')}</Tag>}
        </div>
        <div className={styles.priceRow}>
          {price === null ? (
            <span className={styles.locked}>{t('common:product.registerToUnlock')}</span>
          ) : (
            <span className={styles.prices}>
              <span className={original !== null ? styles.salePrice : styles.price} data-testid="cart-item-price">
                {money(price)}
              </span>
              {original !== null && <del className={styles.original}>{money(original)}</del>}
            </span>
          )}
          <CartQuantity value={item.num} stock={item.stock} onChange={onNum} />
        </div>
      </div>
    </li>
  );
}
