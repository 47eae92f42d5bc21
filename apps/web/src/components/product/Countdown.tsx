import { useTranslation } from 'react-i18next';
import styles from './Countdown.module.css';
import { useCountdown } from './useCountdown';

interface Props {
  /** Epoch milliseconds. */
  endTime: number;
  /** 'clock': 'End in 1d 03:04:05'; 'blocks': days, hours, minutes and seconds in boxes. */
  variant?: 'clock' | 'blocks';
}

/** A flash-sale or event countdown ticking every second, then 'Event Expired' (spec 4). */
export function Countdown({ endTime, variant = 'clock' }: Props) {
  const { t } = useTranslation();
  const parts = useCountdown(endTime);
  if (!parts || parts.expired) {
    return (
      <span className={styles.expired} data-testid="countdown-expired">
        {t('countdown.expired')}
      </span>
    );
  }
  if (variant === 'blocks') {
    const units = [
      ['days', parts.days],
      ['hours', parts.hours],
      ['minutes', parts.minutes],
      ['seconds', parts.seconds],
    ] as const;
    return (
      <span className={styles.blocks} data-testid="countdown" role="timer">
        {units.map(([unit, value]) => (
          <span key={unit} className={styles.block}>
            <strong>{String(value).padStart(2, '0')}</strong>
            <small>{t(`countdown.${unit}`)}</small>
          </span>
        ))}
      </span>
    );
  }
  return (
    <span className={styles.clock} data-testid="countdown" role="timer">
      {t('countdown.endIn')} {parts.days > 0 ? `${t('countdown.daysShort', { count: parts.days })} ` : ''}
      <strong>{parts.clock}</strong>
    </span>
  );
}
