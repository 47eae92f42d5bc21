import { Progress, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BatchItemRow, BatchTaskRow } from '../api/listings';
import { publicationProgress } from '../model/progress';
import { platformName } from './listing-format';
import styles from './Listings.module.css';

const TASK_COLOURS = { pending: 'default', processing: 'processing', completed: 'success' } as const;
const ITEM_COLOURS = { uploading: 'processing', success: 'success', listingFailed: 'error', failedToLoad: 'error', skipped: 'default' } as const;

export function TaskStatus({ task }: { task: BatchTaskRow }) {
  const { t } = useTranslation('listings');
  return (
    <Tag color={TASK_COLOURS[task.status]} data-testid="task-status">
      {t(`batchTasks.status.${task.status}`)}
    </Tag>
  );
}

/** "Publication situation": x / y with a bar; failures are counted as done and named. */
export function TaskProgress({ task }: { task: BatchTaskRow }) {
  const { t } = useTranslation('listings');
  const { done, percent } = publicationProgress(task);
  return (
    <div className={styles.stack} data-testid="task-progress">
      <span>
        {done} / {task.total}
      </span>
      <Progress percent={percent} size="small" showInfo={false} status={task.status === 'completed' ? (task.failed > 0 ? 'exception' : 'success') : 'active'} />
      {task.failed > 0 && <span className={styles.failure}>{t('batchTasks.failedCount', { count: task.failed })}</span>}
    </div>
  );
}

export function TaskStore({ task }: { task: BatchTaskRow }) {
  return (
    <div className={styles.stack}>
      <span>{task.storeName}</span>
      <span className={styles.muted}>{platformName(task.platform)}</span>
    </div>
  );
}

/** The first item numbers of the batch, and how many more. */
export function TaskItemNos({ task }: { task: BatchTaskRow }) {
  const { t } = useTranslation('listings');
  const more = task.total - task.itemNos.length;
  return (
    <span className={styles.itemNos}>
      {task.itemNos.join(', ')}
      {more > 0 && ` ${t('batchTasks.more', { count: more })}`}
    </span>
  );
}

export function ItemResult({ item }: { item: BatchItemRow }) {
  const { t } = useTranslation('listings');
  return (
    <Tag color={ITEM_COLOURS[item.status]} data-testid="item-result">
      {t(`batchTasks.result.${item.status}`)}
    </Tag>
  );
}
