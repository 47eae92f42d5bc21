import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../../../lib/session';
import styles from './home.module.css';

/** Closing call to action; signed-in sellers are sent straight to the mall. */
export function FinalCta() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  return (
    <section className={styles.finalCta}>
      <div className={styles.wrap}>
        <div className={styles.finalInner}>
          <div>
            <h2 className={styles.finalTitle}>{t('home.final.title')}</h2>
            <p className={styles.finalLead}>{t('home.final.lead')}</p>
          </div>
          <div className={styles.ctaRow}>
            {!session && (
              <Button size="large" className={styles.amberButton} onClick={() => navigate('/register')}>
                {t('nav.registerFree')}
              </Button>
            )}
            <Button size="large" ghost onClick={() => navigate('/mall')}>
              {t('nav.startSelling')}
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
