import { ArrowRightOutlined } from '@ant-design/icons';
import { Button, Empty, Pagination, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ProductGrid } from '../../../components/product/ProductGrid';
import { EVENT_TYPES, useEvents, type DiscountSummary, type EventType } from '../api/events';
import { EventHero } from './EventHero';
import styles from './events.module.css';
import { useEventExpired } from './useEventExpired';
import { usePageParam } from './usePageParam';

const EVENTS_PER_PAGE = 5;

/** Where an event's own page is: flash sales have theirs, other events open as a collection. */
const eventHref = (event: Pick<DiscountSummary, 'type' | 'discountId'>) =>
  event.type === EVENT_TYPES.flashSale ? `/mall/flash-sale?discountId=${event.discountId}` : `/mall/festival-collection?discountId=${event.discountId}`;

function EventSection({ event }: { event: DiscountSummary }) {
  const { t } = useTranslation('discovery');
  const navigate = useNavigate();
  const expired = useEventExpired(event.discountId, event.endTime);
  return (
    <article className={styles.eventRow} data-testid="event-section">
      <EventHero
        event={event}
        expired={expired}
        level={2}
        action={
          <Button className={styles.viewAll} onClick={() => navigate(eventHref(event))} data-testid="event-view-all">
            {t('events.viewAll')} <ArrowRightOutlined className={styles.flipRtl} />
          </Button>
        }
      />
      {event.products.length > 0 && (
        <div className={expired ? styles.dimmed : undefined}>
          <ProductGrid products={event.products} columns={4} />
        </div>
      )}
    </article>
  );
}

interface Props {
  /** Every type when none is given. */
  type?: EventType;
  title: string;
  lead: string;
}

/** A page of running events, each with its banner, countdown, a few products and View all. */
export function EventsList({ type, title, lead }: Props) {
  const { t } = useTranslation('discovery');
  const [page, setPage] = usePageParam();
  const events = useEvents(type, page, EVENTS_PER_PAGE);
  const list = events.data?.list ?? [];
  return (
    <div className={styles.page}>
      <header className={styles.pageHead}>
        <h1 className={styles.pageTitle}>{title}</h1>
        <p className={styles.pageLead}>{lead}</p>
      </header>
      {events.isPending ? (
        <Skeleton active paragraph={{ rows: 12 }} />
      ) : events.isError ? (
        <Result status="warning" title={t('events.loadFailed')} extra={<Button onClick={() => void events.refetch()}>{t('shared.retry')}</Button>} />
      ) : list.length === 0 ? (
        <Empty className={styles.empty} description={t('events.none')} data-testid="events-none" />
      ) : (
        <div className={`${styles.events} ${events.isPlaceholderData ? styles.loading : ''}`}>
          {list.map((event) => (
            <EventSection key={event.discountId} event={event} />
          ))}
          {(events.data?.total ?? 0) > EVENTS_PER_PAGE && (
            <Pagination
              className={styles.pagination}
              current={page}
              pageSize={EVENTS_PER_PAGE}
              total={events.data?.total ?? 0}
              showSizeChanger={false}
              onChange={(next) => {
                setPage(next);
                window.scrollTo({ top: 0, behavior: 'smooth' });
              }}
              data-testid="pagination"
            />
          )}
        </div>
      )}
    </div>
  );
}
