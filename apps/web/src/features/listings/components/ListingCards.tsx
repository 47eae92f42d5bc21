import { Checkbox, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ListingListProps } from '../api/listings';
import { CatalogueChangedNotice } from './CatalogueChangedNotice';
import { ListingActions } from './ListingActions';
import { ListingInventory, ListingPrice, ListingPublication, ListingStore } from './ListingFacts';
import { ListingProduct } from './ListingProduct';
import { ListingStatusCell } from './ListingStatusCell';
import { actionsOf } from '../model/row-actions';
import styles from './Listings.module.css';


/** The phone's listings: one card per listing with the same facts as the table's columns. */
export function ListingCards({ rows, loading, selected, onSelect, onAction }: ListingListProps) {
  const { t } = useTranslation('listings');
  const toggle = (id: number, on: boolean) => onSelect(on ? [...selected, id] : selected.filter((s) => s !== id));
  return (
    <Spin spinning={loading}>
      <ul className={styles.cards}>
        {rows.map((row) => (
          <li key={row.id} className={styles.card} data-testid="listing-row" data-listing-id={row.id} data-title={row.title}>
            <div className={styles.cardHead}>
              <Checkbox checked={selected.includes(row.id)} disabled={actionsOf(row).length === 0} onChange={(e) => toggle(row.id, e.target.checked)} aria-label={row.title} />
              <ListingProduct row={row} />
            </div>
            <CatalogueChangedNotice row={row} />
            <dl className={styles.facts}>
              <dt>{t('columns.price')}</dt>
              <dd>
                <ListingPrice row={row} />
              </dd>
              <dt>{t('columns.inventory')}</dt>
              <dd>
                <ListingInventory row={row} />
              </dd>
              <dt>{t('columns.store')}</dt>
              <dd>
                <ListingStore row={row} />
              </dd>
              <dt>{t('columns.status')}</dt>
              <dd>
                <ListingStatusCell row={row} />
              </dd>
              <dt>{t('columns.publishedIn')}</dt>
              <dd>
                <ListingPublication row={row} />
              </dd>
            </dl>
            <ListingActions row={row} onAction={onAction} canEdit={false} />
          </li>
        ))}
      </ul>
    </Spin>
  );
}
