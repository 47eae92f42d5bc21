import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ListingRow } from '../api/listings';
import { editListingPath } from '../paths';
import { actionsOf, type ListingAction } from '../model/row-actions';
import styles from './Listings.module.css';

/** Re-List / Activate and Hide / Deactivate: TikTok Shop speaks of activating and deactivating. */
const labelOf = (row: ListingRow, action: ListingAction) => (row.platform === 'tiktok-shop' && (action === 'relist' || action === 'hide') ? `actions.${action}TikTok` : `actions.${action}`);

/** `canEdit`: editing product information is possible only on desktop (spec 2.2). */
export function ListingActions({ row, onAction, canEdit, size = 'small' }: { row: ListingRow; onAction: (action: ListingAction, ids: number[]) => void; canEdit: boolean; size?: 'small' | 'middle' }) {
  const { t } = useTranslation('listings');
  const editable = canEdit && row.syncType === null && (row.status === 'published' || row.status === 'hidden');
  return (
    <div className={styles.actions}>
      {editable && (
        <Link className={styles.actionLink} to={editListingPath(row.id)} data-testid="listing-action-edit">
          {t('actions.edit')}
        </Link>
      )}
      {actionsOf(row).map((action) => (
        <Button
          key={action}
          size={size}
          type={action === 'update' ? 'primary' : 'link'}
          danger={action === 'delete'}
          className={action === 'update' ? undefined : styles.linkButton}
          onClick={() => onAction(action, [row.id])}
          data-testid={`listing-action-${action}`}
        >
          {t(labelOf(row, action))}
        </Button>
      ))}
    </div>
  );
}
