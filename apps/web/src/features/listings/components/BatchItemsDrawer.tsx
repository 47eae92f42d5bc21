import { Alert, Drawer, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { useIsDesktop } from '../../../components/useIsDesktop';
import { useBatchItems } from '../api/batches';
import type { BatchItemRow, BatchTaskRow } from '../api/listings';
import { ItemResult } from './BatchTaskFacts';
import { platformName } from './listing-format';
import styles from './Listings.module.css';

function ItemProduct({ item }: { item: BatchItemRow }) {
  return (
    <div className={styles.product}>
      {item.image ? <img className={styles.thumb} src={item.image} alt="" loading="lazy" /> : <span className={styles.thumb} />}
      <div className={styles.productText}>
        <span className={styles.title}>{item.title}</span>
        <span className={styles.muted}>{item.itemNo}</span>
      </div>
    </div>
  );
}

/** One batch task's items (spec 2.9): platform, store, product, publication result and the reason of a failure; live while it runs. */
export function BatchItemsDrawer({ task, onClose }: { task: BatchTaskRow | null; onClose: () => void }) {
  const { t } = useTranslation('listings');
  const desktop = useIsDesktop();
  const items = useBatchItems(task);
  const rows = items.data?.list ?? [];
  return (
    <Drawer open={task !== null} onClose={onClose} size={desktop ? 900 : '100%'} title={task ? t('batchTasks.detailTitle', { id: task.id }) : ''} data-testid="batch-items">
      {items.isError && <Alert type="error" showIcon title={t('loadFailed')} />}
      {desktop ? (
        <Table<BatchItemRow>
          rowKey="id"
          dataSource={rows}
          loading={items.isLoading}
          pagination={false}
          onRow={(item) => ({ 'data-testid': 'batch-item', 'data-status': item.status }) as React.HTMLAttributes<HTMLElement>}
          columns={[
            { title: t('batchTasks.columns.platform'), key: 'platform', width: 110, render: (_, item) => platformName(item.platform) },
            { title: t('batchTasks.columns.store'), key: 'store', width: 140, dataIndex: 'storeName' },
            { title: t('batchTasks.columns.product'), key: 'product', render: (_, item) => <ItemProduct item={item} /> },
            { title: t('batchTasks.columns.result'), key: 'result', width: 130, render: (_, item) => <ItemResult item={item} /> },
            { title: t('batchTasks.columns.reason'), key: 'reason', width: 200, render: (_, item) => <span className={styles.failure}>{item.reason}</span> },
          ]}
        />
      ) : (
        <ul className={styles.cards}>
          {rows.map((item) => (
            <li key={item.id} className={styles.card} data-testid="batch-item" data-status={item.status}>
              <ItemProduct item={item} />
              <dl className={styles.facts}>
                <dt>{t('batchTasks.columns.platform')}</dt>
                <dd>{platformName(item.platform)}</dd>
                <dt>{t('batchTasks.columns.store')}</dt>
                <dd>{item.storeName}</dd>
                <dt>{t('batchTasks.columns.result')}</dt>
                <dd>
                  <ItemResult item={item} />
                </dd>
                {item.reason && (
                  <>
                    <dt>{t('batchTasks.columns.reason')}</dt>
                    <dd className={styles.failure}>{item.reason}</dd>
                  </>
                )}
              </dl>
            </li>
          ))}
        </ul>
      )}
    </Drawer>
  );
}
