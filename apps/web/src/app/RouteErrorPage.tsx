import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isLoadFailure } from './chunk-errors';
import styles from './route-error.module.css';

/**
 * What a visitor sees when a page's code fails to load (after a deploy, on a bad connection) or a
 * page breaks while drawing: a title, one sentence and Reload, in their language, never a blank
 * page or the router's developer message. Inside a layout its header stays (`fullPage` when there
 * is no layout around it). Plain CSS and the
 * bundled `common` texts, so it shows even when nothing else could be fetched.
 */
export function RouteErrorPage({ error, fullPage = false }: { error: unknown; fullPage?: boolean }) {
  const { t } = useTranslation();
  const kind = isLoadFailure(error) ? 'loadFailed' : 'crashed';
  useEffect(() => {
    // The details stay for developers, in the console.
    console.error(error);
  }, [error]);
  return (
    <div role="alert" className={fullPage ? `${styles.page} ${styles.fullPage}` : styles.page} data-testid="route-error" data-kind={kind}>
      <div className={styles.card}>
        <h1 className={styles.title}>{t(`errorPage.${kind}Title`)}</h1>
        <p className={styles.text}>{t(`errorPage.${kind}Text`)}</p>
        <button type="button" className={styles.reload} onClick={() => window.location.reload()} data-testid="route-error-reload">
          {t('errorPage.reload')}
        </button>
      </div>
    </div>
  );
}
