import { StarFilled } from '@ant-design/icons';
import styles from './Controls.module.css';

/**
 * A read-only rating to the half star, drawn like Ant Design's disabled Rate (grey stars, the
 * rating's share in gold) without its code; decorative, the text beside it says the rating.
 */
export function Stars({ value, className }: { value: number; className?: string }) {
  const halves = Math.round(value * 2);
  return (
    <span className={`${styles.stars} ${className ?? ''}`} aria-hidden="true">
      {[1, 2, 3, 4, 5].map((star) => {
        const fill = halves >= star * 2 ? styles.starFull : halves === star * 2 - 1 ? styles.starHalf : '';
        return (
          <span key={star} className={`${styles.star} ${fill}`}>
            <span className={styles.starFirst}>
              <StarFilled />
            </span>
            <StarFilled />
          </span>
        );
      })}
    </span>
  );
}
