import { DownloadOutlined, RedoOutlined } from '@ant-design/icons';
import type { FileTask } from '@threadway/contracts/notifications/schemas';
import { canExportAgain, fileStatusTone } from '@threadway/contracts/notifications/file-status';
import { App, Button, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../lib/dates';
import { PAGE_SIZE, downloadFile, useExportAgain, useFileTasks } from '../api/station';
import { LoadMore } from './LoadMore';
import { NoRecords } from './NoRecords';
import styles from './notifications.module.css';

/** Status in spec 4's colours: black while in progress, red failed, green done and a link to the file. */
function TaskStatus({ task }: { task: FileTask }) {
  const { t } = useTranslation('notifications');
  const { message } = App.useApp();
  const tone = fileStatusTone(task.fileStatus);
  if (tone === 'done' && task.fileResultPath) {
    const save = () => downloadFile(task).catch(() => void message.error(t('exports.downloadFailed')));
    return (
      <Button type="link" size="small" icon={<DownloadOutlined />} className={styles.done} onClick={() => void save()} data-testid="export-download">
        {task.fileStatusName}
      </Button>
    );
  }
  return (
    <span className={styles[tone]} data-testid="export-status">
      {task.fileStatusName}
    </span>
  );
}

/** Tab 4: the seller's export tasks (task type, status linking to the file, date) with 'Export Again'. */
export function ExportList({ limit }: { limit?: number }) {
  const { t } = useTranslation('notifications');
  const { message } = App.useApp();
  const [pageSize, setPageSize] = useState(limit ?? PAGE_SIZE);
  const tasks = useFileTasks(pageSize);
  const again = useExportAgain();

  if (tasks.isPending) return <Spin className={styles.loading} />;
  if (!tasks.data?.list.length) return <NoRecords />;
  const exportAgain = (id: number) =>
    again.mutate(id, {
      onSuccess: (text) => void message.success(String(text)),
      onError: (error) => void message.error(error.message),
    });
  return (
    <>
      <ul className={styles.rows} data-testid="export-list">
        {tasks.data.list.map((task) => (
          <li key={task.id} className={styles.task} data-testid="export-item" data-task-id={task.id} data-status={task.fileStatus} data-finished={task.finishDate ?? ""}>
            <span className={styles.taskMain}>
              <span className={styles.soldOutName}>
                {task.taskTypeName} <span className={styles.muted}>({task.format.toUpperCase()})</span>
              </span>
              <span className={styles.muted}>{formatDateTime(task.createDate)}</span>
            </span>
            <span className={styles.taskActions}>
              <TaskStatus task={task} />
              {canExportAgain(task.fileStatus) && (
                <Button size="small" icon={<RedoOutlined />} loading={again.isPending && again.variables === task.id} onClick={() => exportAgain(task.id)} data-testid="export-again">
                  {t('exports.again')}
                </Button>
              )}
            </span>
          </li>
        ))}
      </ul>
      {!limit && <LoadMore shown={tasks.data.list.length} total={tasks.data.total} pageSize={pageSize} onMore={setPageSize} />}
    </>
  );
}
