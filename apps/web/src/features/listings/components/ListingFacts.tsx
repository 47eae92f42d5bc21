import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/dates';
import { Amount } from '../../../components/Amount';
import type { ListingRow } from '../api/listings';
import { platformName, priceRangeText } from './listing-format';
import styles from './Listings.module.css';

const INVENTORY_COLOURS = { available: 'green', soldOut: 'orange', notAvailable: 'default' } as const;

/** Price range with the compare-at price struck through (spec 2.7), in the store's currency. */
export function ListingPrice({ row }: { row: ListingRow }) {
  const { i18n } = useTranslation();
  return (
    <div className={styles.stack}>
      <strong data-testid="listing-price">
        <Amount>{priceRangeText(row.price, row.currency, i18n.language)}</Amount>
      </strong>
      {row.compareAtPrice && (
        <s className={styles.muted} data-testid="listing-compare-at">
          <Amount>{priceRangeText(row.compareAtPrice, row.currency, i18n.language)}</Amount>
        </s>
      )}
    </div>
  );
}

/** Available (with the quantity), sold out or not available. */
export function ListingInventory({ row }: { row: ListingRow }) {
  const { t } = useTranslation('listings');
  return (
    <Tag color={INVENTORY_COLOURS[row.inventory]} data-testid="listing-inventory">
      {row.inventory === 'available' ? t('inventory.availableCount', { count: row.quantity }) : t(`inventory.${row.inventory}`)}
    </Tag>
  );
}

/** The store and its platform. */
export function ListingStore({ row }: { row: ListingRow }) {
  return (
    <div className={styles.stack}>
      <span data-testid="listing-store">{row.storeName}</span>
      <span className={styles.muted}>{platformName(row.platform)}</span>
    </div>
  );
}

/** "Published in": when it went to the store, and the store's publication authorization with its expiry. */
export function ListingPublication({ row }: { row: ListingRow }) {
  const { t } = useTranslation('listings');
  const { authorized, expiresAt } = row.authorization;
  return (
    <div className={styles.stack}>
      <span>{formatDateTime(row.publishedAt)}</span>
      <span className={authorized ? styles.muted : styles.failure} data-testid="listing-authorization">
        {!authorized ? t('row.unauthorized') : expiresAt ? t('row.authorizedUntil', { date: formatDateTime(expiresAt) }) : t('row.authorized')}
      </span>
    </div>
  );
}
