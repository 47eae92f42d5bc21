import { Alert, Button, Empty, Pagination, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useIsDesktop } from '../../../components/useIsDesktop';
import { formatDateTime } from '../../../lib/dates';
import { TASKS_PAGE_SIZE, useBatchTasks } from '../api/batches';
import type { BatchTaskRow } from '../api/listings';
import { BatchItemsDrawer } from '../components/BatchItemsDrawer';
import { TaskItemNos, TaskProgress, TaskStatus, TaskStore } from '../components/BatchTaskFacts';
import { LISTINGS_PATH } from '../paths';
import styles from '../components/Listings.module.css';

/** /publish/batchTasks (spec 2.9, 4.3): the batch tasks with live progress; a task opens its items' results. */
export default function BatchTasksPage() {
  const { t } = useTranslation('listings');
  const desktop = useIsDesktop();
  const [pageNumber, setPageNumber] = useState(1);
  const tasks = useBatchTasks(pageNumber);
  const [openId, setOpenId] = useState<number | null>(null);
  const list = tasks.data?.list ?? [];
  // The drawer follows the polled row, so its items stop being asked for once the task completes.
  const open = list.find((task) => task.id === openId) ?? null;
  const details = (task: BatchTaskRow) => (
    <Button type="link" className={styles.linkButton} onClick={() => setOpenId(task.id)} data-testid="task-details">
      {t('batchTasks.details')}
    </Button>
  );

  return (
    <div className={styles.page} data-testid="batch-tasks-page">
      <header className={styles.header}>
        <h1>{t('batchTasks.title')}</h1>
        <Link to={`${LISTINGS_PATH}?tab=queued`}>{t('batchTasks.toQueue')}</Link>
      </header>
      {tasks.isError && <Alert type="error" showIcon title={t('loadFailed')} action={<Button onClick={() => void tasks.refetch()}>{t('retry')}</Button>} />}
      {tasks.data && list.length === 0 ? (
        <Empty className={styles.empty} description={t('batchTasks.empty')} data-testid="batch-tasks-empty" />
      ) : desktop ? (
        <Table<BatchTaskRow>
          rowKey="id"
          dataSource={list}
          loading={tasks.isLoading}
          pagination={false}
          onRow={(task) => ({ 'data-testid': 'batch-task', 'data-task-id': task.id, 'data-status': task.status }) as React.HTMLAttributes<HTMLElement>}
          columns={[
            { title: t('batchTasks.columns.number'), key: 'number', width: 90, render: (_, task) => <strong>#{task.id}</strong> },
            { title: t('batchTasks.columns.storeInformation'), key: 'store', width: 180, render: (_, task) => <TaskStore task={task} /> },
            { title: t('batchTasks.columns.itemNo'), key: 'itemNo', render: (_, task) => <TaskItemNos task={task} /> },
            { title: t('batchTasks.columns.situation'), key: 'situation', width: 180, render: (_, task) => <TaskProgress task={task} /> },
            { title: t('batchTasks.columns.createdAt'), key: 'createdAt', width: 170, render: (_, task) => formatDateTime(task.createdAt) },
            { title: t('batchTasks.columns.status'), key: 'status', width: 120, render: (_, task) => <TaskStatus task={task} /> },
            { title: t('columns.actions'), key: 'actions', width: 100, render: (_, task) => details(task) },
          ]}
        />
      ) : (
        <ul className={styles.cards}>
          {list.map((task) => (
            <li key={task.id} className={styles.card} data-testid="batch-task" data-task-id={task.id} data-status={task.status}>
              <div className={styles.cardHead}>
                <strong className={styles.grow}>#{task.id}</strong>
                <TaskStatus task={task} />
              </div>
              <dl className={styles.facts}>
                <dt>{t('batchTasks.columns.storeInformation')}</dt>
                <dd>
                  <TaskStore task={task} />
                </dd>
                <dt>{t('batchTasks.columns.itemNo')}</dt>
                <dd>
                  <TaskItemNos task={task} />
                </dd>
                <dt>{t('batchTasks.columns.situation')}</dt>
                <dd>
                  <TaskProgress task={task} />
                </dd>
                <dt>{t('batchTasks.columns.createdAt')}</dt>
                <dd>{formatDateTime(task.createdAt)}</dd>
              </dl>
              <div className={styles.actions}>{details(task)}</div>
            </li>
          ))}
        </ul>
      )}
      <Pagination className={styles.pager} current={pageNumber} pageSize={TASKS_PAGE_SIZE} total={tasks.data?.total ?? 0} hideOnSinglePage showSizeChanger={false} simple={!desktop} onChange={setPageNumber} />
      <BatchItemsDrawer task={open} onClose={() => setOpenId(null)} />
    </div>
  );
}
