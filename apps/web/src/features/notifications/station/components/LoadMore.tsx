import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './notifications.module.css';

/** The largest page the API gives (pageRequest); the dialog lists at most that many of a kind. */
const MAX_PAGE = 60;

/** 'Load more' while more records exist than are shown. */
export function LoadMore({ shown, total, pageSize, onMore }: { shown: number; total: number; pageSize: number; onMore: (size: number) => void }) {
  const { t } = useTranslation('notifications');
  if (shown >= total || pageSize >= MAX_PAGE) return null;
  return (
    <div className={styles.more}>
      <Button size="small" onClick={() => onMore(Math.min(MAX_PAGE, pageSize * 2))}>
        {t('more')}
      </Button>
    </div>
  );
}
