import { useTranslation } from 'react-i18next';
import { Countdown } from '../../../components/product/Countdown';
import { usePreferences } from '../../../lib/preferences';
import type { DiscountInfo } from '../api/events';
import styles from './events.module.css';

interface Props {
  event: DiscountInfo;
  /** The live state from the page's clock: once true the countdown reads 'Event Expired'. */
  expired: boolean;
  /** h1 on the event's own page, h2 in lists of events. */
  level?: 1 | 2;
  /** E.g. View all, under the date. */
  action?: React.ReactNode;
}

/**
 * An event's banner: type, name, description, the countdown ticking every second, and the end
 * date; after the end 'Event Expired' (spec 4).
 */
export function EventHero({ event, expired, level = 1, action }: Props) {
  const { t } = useTranslation('discovery');
  const { locale } = usePreferences();
  const Heading = level === 1 ? 'h1' : 'h2';
  const ends = new Date(event.endTime).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section className={`${styles.hero} ${expired ? styles.heroExpired : ''}`} data-testid="event-hero" data-discount-id={event.discountId}>
      {event.bannerUrl && <img className={styles.heroImage} src={event.bannerUrl} alt="" />}
      <div className={styles.heroShade} />
      <div className={styles.heroBody}>
        <span className={styles.eyebrow}>{t(`events.type.${event.type}`, { defaultValue: t('events.type.2') })}</span>
        <Heading className={styles.heroTitle}>{event.name}</Heading>
        {event.description && <p className={styles.heroText}>{event.description}</p>}
        <div className={styles.heroClock}>
          {!expired && <span className={styles.heroClockLabel}>{t('events.endsIn')}</span>}
          <Countdown endTime={event.endTime} variant="blocks" />
        </div>
        <span className={styles.heroDate}>{expired ? t('events.endedOn', { date: ends }) : t('events.endsOn', { date: ends })}</span>
        {action}
      </div>
    </section>
  );
}
