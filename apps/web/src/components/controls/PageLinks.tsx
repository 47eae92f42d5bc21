import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './Controls.module.css';
import { pageNumbers } from './page-numbers';


interface Props {
  current: number;
  pageSize: number;
  total: number;
  /** The address of page `n` (links, so they open in a new tab and read as links to screen readers). */
  href: (page: number) => string;
  onPage?: (page: number) => void;
  className?: string;
  'data-testid'?: string;
}

/** Numbered pages as links, drawn like Ant Design's Pagination. */
export function PageLinks({ current, pageSize, total, href, onPage, className, 'data-testid': testId }: Props) {
  const { t } = useTranslation('common');
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const item = (page: number, label: React.ReactNode, ariaLabel?: string, disabled = false) =>
    disabled ? (
      <span className={`${styles.page} ${styles.disabled}`} aria-disabled="true" aria-label={ariaLabel}>
        {label}
      </span>
    ) : (
      <Link className={`${styles.page} ${page === current && !ariaLabel ? styles.current : ''}`} to={href(page)} aria-label={ariaLabel} aria-current={page === current && !ariaLabel ? 'page' : undefined} onClick={() => onPage?.(page)}>
        {label}
      </Link>
    );
  return (
    <nav className={className} aria-label={t('pagination.label')} data-testid={testId}>
      <ul className={styles.pages}>
        <li>{item(current - 1, <LeftOutlined />, t('pagination.previous'), current <= 1)}</li>
        {pageNumbers(current, pages).map((n, i) => (
          <li key={n === 'gap' ? `gap-${i}` : n}>{n === 'gap' ? <span className={`${styles.page} ${styles.ellipsis}`}>•••</span> : item(n, n)}</li>
        ))}
        <li>{item(current + 1, <RightOutlined />, t('pagination.next'), current >= pages)}</li>
      </ul>
    </nav>
  );
}
