import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import styles from './CountBadge.module.css';

interface Props extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
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
 * Like Badge it takes a ref and passes other props to its element: a Popover around it (the bell's)
 * opens and closes through the handlers and ref it adds there.
 */
export const CountBadge = forwardRef<HTMLSpanElement, Props>(function CountBadge({ children, count, dot = false, className, ...rest }, ref) {
  const shown = dot || (count !== undefined && count !== 0 && count !== '');
  return (
    <span ref={ref} {...rest} className={className ? `${styles.badge} ${className}` : styles.badge}>
      {children}
      {shown && (dot ? <sup className={styles.dot} /> : <sup className={styles.count} title={String(count)}>{count}</sup>)}
    </span>
  );
});
