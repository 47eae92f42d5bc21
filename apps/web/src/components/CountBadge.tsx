import type { ReactNode } from 'react';
import styles from './CountBadge.module.css';

interface Props {
  children: ReactNode;
  /** The number shown at the top corner (nothing when 0 or empty). */
  count?: number | string;
  /** A plain dot instead of a number. */
  dot?: boolean;
  'data-testid'?: string;
}

/**
 * A count or dot on the corner of a header button. Ant Design's Badge would do, but it is about
 * 3 KB compressed with its animated digits and ribbon, and the header is in every page's first load.
 */
export function CountBadge({ children, count, dot = false, 'data-testid': testId }: Props) {
  const shown = dot || (count !== undefined && count !== 0 && count !== '');
  return (
    <span className={styles.badge} data-testid={testId}>
      {children}
      {shown && (dot ? <sup className={styles.dot} /> : <sup className={styles.count} title={String(count)}>{count}</sup>)}
    </span>
  );
}
