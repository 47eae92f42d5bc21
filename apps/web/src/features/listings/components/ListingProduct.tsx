import { thumbnailUrl } from '@threadway/contracts';
import { ExportOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ListingRow } from '../api/listings';
import { listingDetailPath } from '../paths';
import styles from './Listings.module.css';

/** The product of a row: its picture, the listing's title (to the listing detail) and the product id; the product in the store when it is there. */
export function ListingProduct({ row }: { row: ListingRow }) {
  const { t } = useTranslation('listings');
  return (
    <div className={styles.product}>
      {row.image ? <img className={styles.thumb} src={thumbnailUrl(row.image)} alt="" loading="lazy" /> : <span className={styles.thumb} />}
      <div className={styles.productText}>
        <Link className={styles.title} to={listingDetailPath(row.id)} data-testid="listing-title">
          {row.title}
        </Link>
        <span className={styles.muted}>
          {t('row.productId')}: <bdi>{row.productId}</bdi>
        </span>
        {row.platformUrl && row.status !== 'deleted' && (
          <a className={styles.storeLink} href={row.platformUrl} target="_blank" rel="noreferrer" data-testid="listing-in-store">
            {t('row.viewInStore')} <ExportOutlined />
          </a>
        )}
      </div>
    </div>
  );
}
