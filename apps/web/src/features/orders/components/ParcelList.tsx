import type { OrderDetail } from '@threadway/contracts';
import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/dates';
import styles from './DetailPanels.module.css';

/** Logistics (spec 2.5): each parcel with its code, first and last carrier, tracking numbers and a Track link. */
export function ParcelList({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  if (order.parcels.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('parcels.none')} />;
  return (
    <ul className={styles.parcels}>
      {order.parcels.map((parcel) => (
        <li key={parcel.parcelCode} className={styles.parcel} data-testid="order-parcel">
          <div className={styles.parcelHead}>
            <strong>{t('parcels.code', { code: parcel.parcelCode })}</strong>
            <span className={styles.muted}>{t(`parcels.status.${parcel.status}`, { defaultValue: parcel.status })}</span>
            <Link to={`/order/trackingInfo?kkOrderId=${encodeURIComponent(order.kkOrderId)}&parcelCode=${encodeURIComponent(parcel.parcelCode)}`} data-testid="order-parcel-track">
              {t('parcels.track')}
            </Link>
          </div>
          <dl className={styles.rows}>
            <div className={styles.row}>
              <dt>{t('parcels.firstCarrier')}</dt>
              <dd>{[parcel.firstCarrier, parcel.trackingNumber].filter(Boolean).join(' · ') || '-'}</dd>
            </div>
            <div className={styles.row}>
              <dt>{t('parcels.lastCarrier')}</dt>
              <dd>{[parcel.lastCarrier, parcel.tailTrackingNumber].filter(Boolean).join(' · ') || '-'}</dd>
            </div>
            <div className={styles.row}>
              <dt>{t('parcels.shippedAt')}</dt>
              <dd>{formatDateTime(parcel.shippedAt)}</dd>
            </div>
          </dl>
          <div className={styles.muted}>{parcel.items.map((item) => `${item.skuCode} × ${item.quantity}`).join(', ')}</div>
        </li>
      ))}
    </ul>
  );
}
