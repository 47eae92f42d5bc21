import { Checkbox, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { DeleteItemButton, ItemDescription, ItemPrice, ProductTypeTag, StatusTag } from './ItemParts';
import type { ItemListProps } from './WishlistTable';
import styles from './Wishlist.module.css';

/** The phone wish list: one card per item with the same facts and actions as the table. */
export function WishlistCards({ items, loading, selected, onSelect, onDelete, ListOne }: ItemListProps) {
  const { t } = useTranslation('wishlist');
  const toggle = (kkProductId: string, on: boolean) => onSelect(on ? [...selected, kkProductId] : selected.filter((id) => id !== kkProductId));
  return (
    <Spin spinning={loading}>
      <ul className={styles.cards}>
        {items.map((item) => (
          <li key={item.kkProductId} className={styles.card} data-testid="wishlist-row" data-product-id={item.kkProductId}>
            <div className={styles.cardHead}>
              <Checkbox checked={selected.includes(item.kkProductId)} onChange={(e) => toggle(item.kkProductId, e.target.checked)} aria-label={item.name} />
              <ItemDescription item={item} />
            </div>
            <dl className={styles.facts}>
              <dt>{t('columns.itemNo')}</dt>
              <dd>{item.itemNo}</dd>
              <dt>{t('columns.price')}</dt>
              <dd>
                <ItemPrice item={item} />
              </dd>
              <dt>{t('columns.inventory')}</dt>
              <dd>{item.inventory}</dd>
              <dt>{t('columns.productType')}</dt>
              <dd>
                <ProductTypeTag item={item} />
              </dd>
              <dt>{t('columns.status')}</dt>
              <dd>
                <StatusTag item={item} />
              </dd>
            </dl>
            <div className={styles.cardActions}>
              {item.status === 'onSale' && <ListOne kkProductId={item.kkProductId} size="small" />}
              <DeleteItemButton onDelete={() => onDelete([item.kkProductId])} />
            </div>
          </li>
        ))}
      </ul>
    </Spin>
  );
}
