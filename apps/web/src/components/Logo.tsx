import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './Logo.module.css';

/** The brand mark and word mark; `tone="light"` for dark backgrounds. */
export function Logo({ to, compact = false, tone = 'dark' }: { to: string; compact?: boolean; tone?: 'dark' | 'light' }) {
  const { t } = useTranslation();
  return (
    <Link to={to} className={`${styles.logo} ${tone === 'light' ? styles.light : ''}`} aria-label={t('brand.home')}>
      <svg className={styles.mark} viewBox="0 0 64 64" aria-hidden="true">
        <rect width="64" height="64" rx="14" fill="#111827" />
        <path d="M16 20h32v7H35.5v21h-7V27H16z" fill="#f59e0b" />
      </svg>
      {!compact && <span className={styles.word}>{t('brand.name')}</span>}
    </Link>
  );
}
