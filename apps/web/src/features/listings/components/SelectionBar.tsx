import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ListingRow } from '../api/listings';
import { actionsOf, type ListingAction } from '../model/row-actions';
import styles from './Listings.module.css';

const BATCH_ACTIONS: ListingAction[] = ['update', 'sync', 'relist', 'hide', 'delete'];

/** Actions on the selected listings: each offered when some selected row allows it, and sent for those rows only. */
export function SelectionBar({ rows, selected, busy, onAction }: { rows: ListingRow[]; selected: number[]; busy: boolean; onAction: (action: ListingAction, ids: number[]) => void }) {
  const { t } = useTranslation('listings');
  const chosen = rows.filter((row) => selected.includes(row.id));
  const offered = BATCH_ACTIONS.map((action) => ({ action, ids: chosen.filter((row) => actionsOf(row).includes(action)).map((row) => row.id) })).filter((a) => a.ids.length > 0);
  if (chosen.length === 0) return null;
  return (
    <div className={styles.selectionBar} data-testid="listings-selection">
      <span>{t('selection.count', { count: chosen.length })}</span>
      {offered.map(({ action, ids }) => (
        <Button key={action} size="small" danger={action === 'delete'} disabled={busy} onClick={() => onAction(action, ids)} data-testid={`listings-batch-${action}`}>
          {t(`actions.${action}`)} ({ids.length})
        </Button>
      ))}
    </div>
  );
}
