import { Progress, Rate } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ReviewStars } from '../api/reviews';
import styles from './Reviews.module.css';

const STARS = [5, 4, 3, 2, 1] as const;

interface Props {
  stars: ReviewStars;
  /** The star the list is filtered by, or null for all. */
  active: number | null;
  onFilter: (star: number | null) => void;
}

/** Average, count and one bar per star with its percent; a bar filters the list by that star. */
export function StarSummary({ stars, active, onFilter }: Props) {
  const { t } = useTranslation('catalogue');
  return (
    <div className={styles.summary} data-testid="review-summary">
      <div className={styles.average}>
        <strong data-testid="review-average">{stars.average.toFixed(1)}</strong>
        <Rate disabled allowHalf value={Math.round(stars.average * 2) / 2} />
        <span className={styles.muted}>{t('detail.reviewCount', { count: stars.count })}</span>
      </div>
      <div className={styles.bars}>
        {STARS.map((star) => (
          <button
            key={star}
            type="button"
            className={`${styles.bar} ${active === star ? styles.barActive : ''}`}
            onClick={() => onFilter(active === star ? null : star)}
            aria-pressed={active === star}
            data-testid={`star-bar-${star}`}
          >
            <span className={styles.barLabel}>{star}★</span>
            {/* The percent is read from the text beside it; the bar only draws it (an unnamed progressbar, axe: aria-progressbar-name). */}
            <Progress aria-hidden percent={stars.percents[String(star)] ?? 0} showInfo={false} strokeColor="#f59e0b" size="small" />
            <span className={styles.barPercent} data-testid="star-percent">
              {stars.percents[String(star)] ?? 0}%
            </span>
          </button>
        ))}
      </div>
    </div>
  );
}
