import { Empty, Timeline } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../lib/dates';
import type { ParcelTrack } from '../api/tracking';
import styles from '../tracking.module.css';

/**
 * A parcel's carrier events on one vertical line, newest first: the last-mile carrier's scans
 * come after the first carrier's in time, so both legs merge by time, each event naming its
 * carrier. No event yet: the server's 'Logistics information has not been updated yet'.
 */
export function ParcelTimeline({ parcel }: { parcel: ParcelTrack }) {
  const { t } = useTranslation('fulfilment');
  const events = [
    ...parcel.firstLegEvents.map((event) => ({ ...event, carrier: parcel.firstCarrier })),
    ...parcel.lastLegEvents.map((event) => ({ ...event, carrier: parcel.lastCarrier })),
  ].sort((a, b) => b.time.localeCompare(a.time));
  if (events.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={<span data-testid="tracking-empty">{parcel.message ?? t('tracking.noEvents')}</span>} />;
  }
  return (
    <Timeline
      className={styles.timeline}
      items={events.map((event, i) => ({
        key: `${event.time}-${event.description}`,
        color: i === 0 ? (event.stage === 'Delivered' ? 'green' : 'blue') : 'gray',
        content: (
          <div className={styles.event} data-testid="tracking-event" data-stage={event.stage}>
            <div className={i === 0 ? styles.eventLatest : styles.eventText}>{event.description}</div>
            <div className={styles.eventMeta}>
              <time dateTime={event.time}>{formatDateTime(event.time)}</time>
              {event.location && <span>{event.location}</span>}
              {event.carrier && <span>{event.carrier}</span>}
            </div>
          </div>
        ),
      }))}
    />
  );
}
