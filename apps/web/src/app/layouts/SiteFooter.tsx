import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Logo } from '../../components/Logo';
import { FOOTER_COLUMNS, existingGroups } from './nav';
import styles from './footer.module.css';

/** Footer of the marketing and mall layouts (spec 2.2); a column shows only when it has live links. */
export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <Logo to="/" tone="light" />
          <p className={styles.tagline}>{t('footer.tagline')}</p>
          <p className={styles.warehouses}>{t('footer.warehouses')}</p>
        </div>
        {existingGroups(FOOTER_COLUMNS).map((column) => (
          <nav key={column.label} className={styles.column} aria-label={t(column.label)}>
            <h3 className={styles.heading}>{t(column.label)}</h3>
            {column.children.map((link) => (
              <Link key={link.to} to={link.to} className={styles.link}>
                {t(link.label)}
              </Link>
            ))}
          </nav>
        ))}
      </div>
    </footer>
  );
}

/** The copyright strip under the footer. */
export function Copyright() {
  const { t } = useTranslation();
  return (
    <div className={styles.copyright}>
      <div className={styles.copyrightInner}>{t('footer.copyright', { year: new Date().getFullYear() })}</div>
    </div>
  );
}
