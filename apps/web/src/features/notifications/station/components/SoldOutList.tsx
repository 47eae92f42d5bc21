import { thumbnailUrl } from '@threadway/contracts';
import { Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../lib/dates';
import { useNewState } from '../api/new-state';
import { PAGE_SIZE, useReadSoldOut, useSoldOut } from '../api/station';
import { LoadMore } from './LoadMore';
import { NoRecords } from './NoRecords';
import styles from './notifications.module.css';

/**
 * Tab 3: products the seller bought that were taken off sale (picture, name, date, SPU or SKU
 * code). Viewing the tab while it is flagged new marks the notices shown read, in one call (spec 4).
 */
export function SoldOutList({ limit }: { limit?: number }) {
  const { t } = useTranslation('notifications');
  const [pageSize, setPageSize] = useState(limit ?? PAGE_SIZE);
  const notices = useSoldOut(pageSize);
  const { data: state } = useNewState();
  const { mutate } = useReadSoldOut();
  const sent = useRef(new Set<number>());

  useEffect(() => {
    const unread = (notices.data?.list ?? []).filter((n) => n.receiveState === 0 && !sent.current.has(n.id)).map((n) => n.id);
    if (!state?.['3'] || unread.length === 0) return;
    for (const id of unread) sent.current.add(id);
    mutate(unread);
  }, [notices.data, state, mutate]);

  if (notices.isPending) return <Spin className={styles.loading} />;
  if (!notices.data?.list.length) return <NoRecords />;
  return (
    <>
      <ul className={styles.rows} data-testid="sold-out-list">
        {notices.data.list.map((notice) => (
          <li key={notice.id} className={styles.soldOut} data-testid="sold-out-item">
            {notice.imgUrl ? <img src={thumbnailUrl(notice.imgUrl)} alt="" className={styles.thumb} loading="lazy" /> : <span className={styles.thumb} />}
            <span className={styles.soldOutText}>
              <span className={styles.soldOutName}>{notice.productName}</span>
              <span className={styles.muted}>{notice.skuCode ? t('soldOut.sku', { code: notice.skuCode }) : t('soldOut.spu', { code: notice.spuCode })}</span>
              <span className={styles.muted}>{formatDateTime(notice.createDate)}</span>
            </span>
          </li>
        ))}
      </ul>
      {!limit && <LoadMore shown={notices.data.list.length} total={notices.data.total} pageSize={pageSize} onMore={setPageSize} />}
    </>
  );
}
