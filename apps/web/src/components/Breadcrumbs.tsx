import type { ReactNode } from 'react';
import styles from './Breadcrumbs.module.css';

/**
 * The trail above the product list and a product page, in Ant Design Breadcrumb's markup and look.
 * Its Breadcrumb brings the dropdown and menu code (for collapsed crumbs this app never uses), about
 * 11 KB compressed, into the first load of both pages.
 */
export function Breadcrumbs({ items, className }: { items: ReactNode[]; className?: string }) {
  return (
    <nav className={className ? `${styles.trail} ${className}` : styles.trail}>
      <ol>
        {items.map((item, i) => (
          <li key={i}>
            {i > 0 && (
              <span className={styles.separator} aria-hidden="true">
                /
              </span>
            )}
            <span className={styles.crumb}>{item}</span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
