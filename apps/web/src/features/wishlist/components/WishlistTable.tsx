import type { WishlistItem } from '@threadway/contracts';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ListToStoreSlots } from '../list-to-store-slots';
import { DeleteItemButton, ItemDescription, ItemPrice, ProductTypeTag, StatusTag } from './ItemParts';
import styles from './Wishlist.module.css';

export interface ItemListProps {
  items: WishlistItem[];
  loading: boolean;
  selected: string[];
  onSelect: (kkProductIds: string[]) => void;
  onDelete: (kkProductIds: string[]) => Promise<unknown>;
  ListOne: ListToStoreSlots['ListOne'];
}

/** The desktop wish list: spec 2.5's columns, row selection, and each row's List to store and Delete. */
export function WishlistTable({ items, loading, selected, onSelect, onDelete, ListOne }: ItemListProps) {
  const { t } = useTranslation('wishlist');
  return (
    <Table<WishlistItem>
      rowKey="kkProductId"
      dataSource={items}
      loading={loading}
      pagination={false}
      rowSelection={{ selectedRowKeys: selected, onChange: (keys) => onSelect(keys as string[]) }}
      onRow={(item) => ({ 'data-testid': 'wishlist-row', 'data-product-id': item.kkProductId }) as React.HTMLAttributes<HTMLElement>}
      columns={[
        { title: t('columns.description'), key: 'description', render: (_, item) => <ItemDescription item={item} /> },
        { title: t('columns.inventory'), key: 'inventory', width: 110, render: (_, item) => item.inventory },
        { title: t('columns.price'), key: 'price', width: 130, render: (_, item) => <ItemPrice item={item} /> },
        { title: t('columns.productType'), key: 'productType', width: 140, render: (_, item) => <ProductTypeTag item={item} /> },
        { title: t('columns.itemNo'), key: 'itemNo', width: 130, render: (_, item) => item.itemNo },
        { title: t('columns.status'), key: 'status', width: 120, render: (_, item) => <StatusTag item={item} /> },
        {
          title: t('columns.actions'),
          key: 'actions',
          width: 170,
          render: (_, item) => (
            <div className={styles.actions}>
              {item.status === 'onSale' && <ListOne kkProductId={item.kkProductId} size="small" />}
              <DeleteItemButton onDelete={() => onDelete([item.kkProductId])} />
            </div>
          ),
        },
      ]}
    />
  );
}
