import { useTranslation } from 'react-i18next';
import type { ListingRow } from '../api/listings';
import styles from './Listings.module.css';

/** The product of a row: its picture, the listing's title and the product id. */
export function ListingProduct({ row }: { row: ListingRow }) {
  const { t } = useTranslation('listings');
  return (
    <div className={styles.product}>
      {row.image ? <img className={styles.thumb} src={row.image} alt="" loading="lazy" /> : <span className={styles.thumb} />}
      <div className={styles.productText}>
        {row.platformUrl ? (
          <a className={styles.title} href={row.platformUrl} target="_blank" rel="noreferrer" data-testid="listing-title">
            {row.title}
          </a>
        ) : (
          <span className={styles.title} data-testid="listing-title">
            {row.title}
          </span>
        )}
        <span className={styles.muted}>
          {t('row.productId')}: <bdi>{row.productId}</bdi>
        </span>
      </div>
    </div>
  );
}
