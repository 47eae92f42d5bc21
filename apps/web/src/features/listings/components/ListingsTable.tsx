import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ListingListProps, ListingRow } from '../api/listings';
import { CatalogueChangedNotice } from './CatalogueChangedNotice';
import { ListingActions } from './ListingActions';
import { ListingInventory, ListingPrice, ListingPublication, ListingStore } from './ListingFacts';
import { ListingProduct } from './ListingProduct';
import { ListingStatusCell } from './ListingStatusCell';
import { actionsOf } from '../model/row-actions';
import styles from './Listings.module.css';


/** The desktop listings table (spec 2.7). */
export function ListingsTable({ rows, loading, selected, onSelect, onAction }: ListingListProps) {
  const { t } = useTranslation('listings');
  return (
    <Table<ListingRow>
      rowKey="id"
      dataSource={rows}
      loading={loading}
      pagination={false}
      tableLayout="fixed"
      rowSelection={{ selectedRowKeys: selected, onChange: (keys) => onSelect(keys as number[]), getCheckboxProps: (row) => ({ disabled: actionsOf(row).length === 0 }) }}
      onRow={(row) => ({ 'data-testid': 'listing-row', 'data-listing-id': row.id, 'data-title': row.title }) as React.HTMLAttributes<HTMLElement>}
      columns={[
        {
          title: t('columns.product'),
          key: 'product',
          render: (_, row) => (
            <div className={styles.productCell}>
              <ListingProduct row={row} />
              <CatalogueChangedNotice row={row} />
            </div>
          ),
        },
        { title: t('columns.price'), key: 'price', width: 140, render: (_, row) => <ListingPrice row={row} /> },
        { title: t('columns.inventory'), key: 'inventory', width: 120, render: (_, row) => <ListingInventory row={row} /> },
        { title: t('columns.store'), key: 'store', width: 140, render: (_, row) => <ListingStore row={row} /> },
        { title: t('columns.status'), key: 'status', width: 150, render: (_, row) => <ListingStatusCell row={row} /> },
        { title: t('columns.publishedIn'), key: 'publishedIn', width: 170, render: (_, row) => <ListingPublication row={row} /> },
        { title: t('columns.actions'), key: 'actions', width: 120, render: (_, row) => <ListingActions row={row} onAction={onAction} canEdit /> },
      ]}
    />
  );
}
