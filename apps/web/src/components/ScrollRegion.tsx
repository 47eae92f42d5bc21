import type { ReactNode } from 'react';
import styles from './ScrollRegion.module.css';

/**
 * A block that scrolls sideways when the window is narrower than `minWidth` (a table on a phone).
 * It takes the keyboard focus and is named by `label`, so that it can be scrolled without a mouse
 * (axe: scrollable-region-focusable; Ant Design's own `scroll.x` container can be neither).
 */
export function ScrollRegion({ label, minWidth, children }: { label: string; minWidth: number; children: ReactNode }) {
  return (
    <div className={styles.region} role="region" aria-label={label} tabIndex={0}>
      <div style={{ minWidth }}>{children}</div>
    </div>
  );
}
