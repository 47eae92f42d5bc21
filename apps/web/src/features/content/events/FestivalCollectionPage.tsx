import { Button, Empty, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useEventProducts } from '../api/events';
import { isMissing } from '../api/missing';
import { EventHero } from './EventHero';
import { EVENT_PAGE_SIZE, EventProducts } from './EventProducts';
import styles from './events.module.css';
import { useEventExpired } from './useEventExpired';
import { usePageParam } from './usePageParam';

const positiveId = (raw: string | null) => (raw && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null);

/**
 * Festival collection (/mall/festival-collection?discountId=): the event's banner, description
 * and countdown, then its products. An unknown id shows 'Sorry, No Data Found'. After the end
 * the products stay listed but greyed under 'Event Expired': they are still for sale at their
 * regular price, and people arriving from an old link still find them.
 */
export default function FestivalCollectionPage() {
  const { t } = useTranslation('discovery');
  const navigate = useNavigate();
  const discountId = positiveId(useSearchParams()[0].get('discountId'));
  // The same query EventProducts runs (shared through the cache): it also carries the event.
  const [page] = usePageParam();
  const products = useEventProducts(discountId, page, EVENT_PAGE_SIZE);
  const event = products.data?.discount;
  const expired = useEventExpired(event?.discountId, event?.endTime);

  if (discountId === null || isMissing(products.error)) {
    return (
      <div className={styles.page}>
        <Empty className={styles.empty} description={t('messages:errors.notFound')} data-testid="event-not-found">
          <Button type="primary" onClick={() => navigate('/mall/discount')}>
            {t('flashSale.seeOffers')}
          </Button>
        </Empty>
      </div>
    );
  }
  if (products.isError) {
    return (
      <div className={styles.page}>
        <Result status="warning" title={t('events.loadFailed')} extra={<Button onClick={() => void products.refetch()}>{t('shared.retry')}</Button>} />
      </div>
    );
  }
  return (
    <div className={styles.page}>
      {event ? <EventHero event={event} expired={expired} /> : <Skeleton.Node active className={styles.heroSkeleton} />}
      {expired && <p className={styles.expiredNote} data-testid="event-expired-note">{t('events.expiredNote')}</p>}
      <EventProducts discountId={discountId} expired={expired} />
    </div>
  );
}
