import { ThunderboltFilled } from '@ant-design/icons';
import { Button, Empty, Result, Skeleton, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Countdown } from '../../../components/product/Countdown';
import { EVENT_TYPES, useEvents, type DiscountSummary } from '../api/events';
import { EventHero } from './EventHero';
import { EventProducts } from './EventProducts';
import styles from './events.module.css';
import { useEventExpired } from './useEventExpired';

/** One flash sale: its banner with the big countdown, then its products. */
function FlashSale({ sale }: { sale: DiscountSummary }) {
  const { t } = useTranslation('discovery');
  const expired = useEventExpired(sale.discountId, sale.endTime);
  return (
    <div className={styles.event}>
      <EventHero event={sale} expired={expired} />
      {expired && <p className={styles.expiredNote} data-testid="event-expired-note">{t('events.expiredNote')}</p>}
      <EventProducts discountId={sale.discountId} expired={expired} />
    </div>
  );
}

/**
 * Flash sale (/mall/flash-sale): the running flash sales, one tab each when there are several
 * (the chosen one is kept as ?discountId=). Countdowns tick every second and turn into 'Event
 * Expired' by themselves (spec 4).
 */
export default function FlashSalePage() {
  const { t } = useTranslation('discovery');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const sales = useEvents(EVENT_TYPES.flashSale, 1, 20);
  const list = sales.data?.list ?? [];
  const chosen = list.find((s) => String(s.discountId) === params.get('discountId')) ?? list[0];

  const choose = (discountId: string) => setParams({ discountId }, { replace: true });

  return (
    <div className={styles.page}>
      <header className={styles.pageHead}>
        <h1 className={styles.pageTitle}>
          <ThunderboltFilled className={styles.flash} /> {t('flashSale.title')}
        </h1>
        <p className={styles.pageLead}>{t('flashSale.lead')}</p>
      </header>
      {sales.isPending ? (
        <Skeleton active paragraph={{ rows: 12 }} />
      ) : sales.isError ? (
        <Result status="warning" title={t('events.loadFailed')} extra={<Button onClick={() => void sales.refetch()}>{t('shared.retry')}</Button>} />
      ) : !chosen ? (
        <Empty className={styles.empty} description={t('flashSale.none')} data-testid="flash-sale-none">
          <Button type="primary" onClick={() => navigate('/mall/discount')}>
            {t('flashSale.seeOffers')}
          </Button>
        </Empty>
      ) : (
        <>
          {list.length > 1 && (
            <Tabs
              activeKey={String(chosen.discountId)}
              onChange={choose}
              className={styles.tabs}
              items={list.map((sale) => ({
                key: String(sale.discountId),
                label: (
                  <span className={styles.tabLabel} data-testid="flash-sale-tab">
                    <span>{sale.name}</span>
                    <small>
                      <Countdown endTime={sale.endTime} />
                    </small>
                  </span>
                ),
              }))}
            />
          )}
          <FlashSale key={chosen.discountId} sale={chosen} />
        </>
      )}
    </div>
  );
}
