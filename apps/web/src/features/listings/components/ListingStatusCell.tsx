import { LoadingOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ListingRow } from '../api/listings';
import { syncLabelKey } from '../model/sync-labels';
import styles from './Listings.module.css';

const STATUS_COLOURS = { published: 'green', hidden: 'default', queued: 'blue', deleted: 'red' } as const;

/**
 * A listing's status: TikTok Shop rows show the platform's own status (spec 4.1), others our tab's;
 * while a write runs, its in-progress label (spec 4.2); a listing that failed shows its reason.
 */
export function ListingStatusCell({ row }: { row: ListingRow }) {
  const { t } = useTranslation('listings');
  const syncing = syncLabelKey(row.syncType);
  const ownStatus = row.platform === 'tiktok-shop' && row.platformStatus;
  return (
    <div className={styles.statusCell}>
      <Tag color={STATUS_COLOURS[row.status]} data-testid="listing-status">
        {ownStatus ? t(`tiktokStatus.${row.platformStatus}`, { defaultValue: row.platformStatus }) : t(`status.${row.status}`)}
      </Tag>
      {syncing && (
        <span className={styles.syncing} data-testid="listing-syncing" data-sync-type={row.syncType}>
          <LoadingOutlined /> {t(syncing)}
        </span>
      )}
      {!syncing && row.lastError && (
        <span className={styles.failure} data-testid="listing-error">
          {t('row.failed', { reason: row.lastError })}
        </span>
      )}
    </div>
  );
}
