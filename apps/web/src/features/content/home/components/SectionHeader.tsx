import { RightOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './home.module.css';

/** A home block's title, an optional note beside it, and its 'View all' link. */
export function SectionHeader({ title, extra, to, testId }: { title: string; extra?: ReactNode; to?: string; testId?: string }) {
  const { t } = useTranslation('mall');
  return (
    <header className={styles.sectionHead}>
      <h2 className={styles.sectionTitle} data-testid={testId}>
        {title}
      </h2>
      {extra}
      {to && (
        <Link to={to} className={styles.viewAll}>
          {t('home.viewAll')} <RightOutlined />
        </Link>
      )}
    </header>
  );
}
