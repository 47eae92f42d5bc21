import type { WishlistItem } from '@threadway/contracts';
import { Button, Popconfirm, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Amount } from '../../../components/Amount';
import { useMoney } from '../../../lib/preferences';
import styles from './Wishlist.module.css';

/** Description: the product's picture and name, leading to its page. */
export function ItemDescription({ item }: { item: WishlistItem }) {
  return (
    <Link to={item.seoPath} className={styles.description}>
      {item.mainImageUrl ? <img className={styles.image} src={item.mainImageUrl} alt="" loading="lazy" /> : <span className={styles.image} />}
      <span className={styles.name} title={item.name}>
        {item.name}
      </span>
    </Link>
  );
}

/** The seller's price; under a running discount, the discounted one with the regular one struck through. */
export function ItemPrice({ item }: { item: WishlistItem }) {
  const money = useMoney();
  if (item.discountPrice === null) return <Amount>{money(item.price)}</Amount>;
  return (
    <span className={styles.price}>
      <strong>
        <Amount>{money(item.discountPrice)}</Amount>
      </strong>
      <s className={styles.muted}>
        <Amount>{money(item.price)}</Amount>
      </s>
    </span>
  );
}

export function ProductTypeTag({ item }: { item: WishlistItem }) {
  const { t } = useTranslation('wishlist');
  return <Tag color={item.productType === 'customized' ? 'purple' : 'blue'}>{t(`productType.${item.productType}`)}</Tag>;
}

export function StatusTag({ item }: { item: WishlistItem }) {
  const { t } = useTranslation('wishlist');
  return (
    <Tag color={item.status === 'onSale' ? 'green' : 'default'} data-testid="wishlist-status">
      {t(`status.${item.status}`)}
    </Tag>
  );
}

/** Delete one item, after a confirmation. */
export function DeleteItemButton({ onDelete }: { onDelete: () => Promise<unknown> }) {
  const { t } = useTranslation('wishlist');
  return (
    <Popconfirm title={t('confirm.deleteOne')} okText={t('actions.delete')} okButtonProps={{ danger: true }} cancelText={t('actions.cancel')} onConfirm={onDelete}>
      <Button type="link" size="small" danger data-testid="wishlist-delete">
        {t('actions.delete')}
      </Button>
    </Popconfirm>
  );
}
