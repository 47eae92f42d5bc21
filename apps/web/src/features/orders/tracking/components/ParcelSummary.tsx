import { Descriptions, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../lib/dates';
import type { ParcelTrack } from '../api/tracking';
import styles from '../tracking.module.css';

const STATUS_COLOR: Record<ParcelTrack['status'], string> = { preparing: 'default', shipped: 'blue', delivered: 'green', cancelled: 'red' };

/** Carrier and number of each leg, dates, weight and the pieces the parcel holds. */
export function ParcelSummary({ parcel, desktop }: { parcel: ParcelTrack; desktop: boolean }) {
  const { t } = useTranslation('fulfilment');
  const number = (value: string | null) => (value ? <Typography.Text copyable className={styles.mono}>{value}</Typography.Text> : '-');
  const leg = (carrier: string | null, trackingNumber: string | null, testId: string) => (
    <span className={styles.leg} data-testid={testId}>
      <strong>{carrier ?? '-'}</strong>
      {number(trackingNumber)}
    </span>
  );
  return (
    <Descriptions
      size="small"
      column={desktop ? 2 : 1}
      className={styles.summary}
      items={[
        { key: 'status', label: t('tracking.status'), children: <Tag color={STATUS_COLOR[parcel.status]}>{t(`parcelStatus.${parcel.status}`)}</Tag> },
        { key: 'code', label: t('tracking.parcelCode'), children: <span className={styles.mono}>{parcel.parcelCode}</span> },
        { key: 'first', label: t('tracking.firstCarrier'), children: leg(parcel.firstCarrier, parcel.trackingNumber, 'tracking-first-leg') },
        { key: 'last', label: t('tracking.lastCarrier'), children: parcel.lastCarrier ? leg(parcel.lastCarrier, parcel.tailTrackingNumber, 'tracking-last-leg') : t('tracking.sameCarrier') },
        { key: 'shipped', label: t('tracking.shippedAt'), children: formatDateTime(parcel.shippedAt) },
        { key: 'delivered', label: t('tracking.deliveredAt'), children: formatDateTime(parcel.deliveredAt) },
        ...(parcel.weightGrams ? [{ key: 'weight', label: t('tracking.weight'), children: t('tracking.grams', { grams: parcel.weightGrams }) }] : []),
        ...(parcel.trackingUrl
          ? [{ key: 'url', label: t('tracking.trackingUrl'), children: <a href={parcel.trackingUrl} target="_blank" rel="noreferrer noopener">{t('tracking.openCarrierPage')}</a> }]
          : []),
        {
          key: 'items',
          label: t('tracking.items'),
          span: desktop ? 2 : 1,
          children: (
            <ul className={styles.items}>
              {parcel.items.map((item) => (
                <li key={item.kkItemId}>
                  <span className={styles.itemName}>{item.productName}</span>
                  <span className={styles.mono}>{item.skuCode}</span>
                  <span>× {item.quantity}</span>
                </li>
              ))}
            </ul>
          ),
        },
      ]}
    />
  );
}
