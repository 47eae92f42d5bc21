import type { ReactNode } from 'react';
import styles from './Controls.module.css';

/**
 * A tooltip in CSS alone (shown on hover and keyboard focus, drawn like Ant Design's dark tooltip
 * above its target): for targets that are clicked, whose node must not be swapped when Ant
 * Design's Tooltip arrives (a click landing mid-swap is lost). The text is for sighted users:
 * `children` carry their own accessible name.
 */
export function CssTooltip({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <span className={styles.tipTarget}>
      {children}
      <span className={styles.tip} aria-hidden="true">
        {title}
      </span>
    </span>
  );
}
