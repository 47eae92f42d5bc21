import { ArrowLeftOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Grid, Skeleton, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useLogisticsTrackInfo } from './api/tracking';
import { ParcelSummary } from './components/ParcelSummary';
import { ParcelTimeline } from './components/ParcelTimeline';
import styles from './tracking.module.css';

/**
 * /order/trackingInfo?kkOrderId=&parcelCode= (spec 2.5 tracking info page): one tab per parcel
 * (the one named by parcelCode open first), its carriers and numbers for both legs, and the
 * carrier events on a vertical timeline.
 */
export default function TrackingInfoPage() {
  const { t } = useTranslation('fulfilment');
  const [params, setParams] = useSearchParams();
  const kkOrderId = params.get('kkOrderId');
  const desktop = Grid.useBreakpoint().md ?? true;
  const info = useLogisticsTrackInfo(kkOrderId);
  const parcels = info.data?.parcels ?? [];
  const active = parcels.some((p) => p.parcelCode === params.get('parcelCode')) ? params.get('parcelCode')! : parcels[0]?.parcelCode;

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div>
          <h1>{t('tracking.title')}</h1>
          {kkOrderId && (
            <p className={styles.orderId}>
              {t('tracking.orderId')} <span className={styles.mono}>{kkOrderId}</span>
            </p>
          )}
        </div>
        {kkOrderId && (
          <Link to={`/order/details?kkOrderId=${encodeURIComponent(kkOrderId)}`}>
            <Button icon={<ArrowLeftOutlined className={styles.backIcon} />}>{t('tracking.backToOrder')}</Button>
          </Link>
        )}
      </header>
      {!kkOrderId ? (
        <Empty description={t('tracking.noOrder')} />
      ) : info.isError ? (
        <Alert type="error" showIcon title={info.error.message} action={<Button onClick={() => void info.refetch()}>{t('tracking.retry')}</Button>} />
      ) : !info.data ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : parcels.length === 0 ? (
        <Empty description={<span data-testid="tracking-empty">{info.data.message}</span>} />
      ) : (
        <Tabs
          activeKey={active}
          onChange={(parcelCode) => setParams({ kkOrderId, parcelCode }, { replace: true })}
          items={parcels.map((parcel, i) => ({
            key: parcel.parcelCode,
            label: <span data-testid={`tracking-tab-${parcel.parcelCode}`}>{t('tracking.parcelTab', { n: i + 1 })}</span>,
            children: (
              <div className={styles.parcel} data-testid="tracking-parcel">
                <ParcelSummary parcel={parcel} desktop={desktop} />
                <section className={styles.events}>
                  <h2>{t('tracking.events')}</h2>
                  <ParcelTimeline parcel={parcel} />
                </section>
              </div>
            ),
          }))}
        />
      )}
    </div>
  );
}
