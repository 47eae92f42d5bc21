import { ArrowRightOutlined, CheckCircleFilled, SafetyCertificateOutlined, ShopOutlined, SyncOutlined, TruckOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMoney } from '../../../../lib/preferences';
import { useSession } from '../../../../lib/session';
import styles from './home.module.css';

const PIPELINE = [
  { key: 'synced', icon: <SyncOutlined /> },
  { key: 'checked', icon: <SafetyCertificateOutlined /> },
  { key: 'shipped', icon: <TruckOutlined /> },
  { key: 'delivered', icon: <ShopOutlined /> },
] as const;

/** Landing hero: the promise, the two calls to action, and what happens to an order. */
export function HomeHero() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const money = useMoney();
  const session = useSession();
  return (
    <section className={styles.hero}>
      <div className={`${styles.wrap} ${styles.heroGrid}`}>
        <div>
          <span className={styles.eyebrow}>{t('home.hero.eyebrow')}</span>
          <h1 className={styles.heroTitle}>{t('home.hero.title')}</h1>
          <p className={styles.heroLead}>{t('home.hero.lead')}</p>
          <div className={styles.ctaRow}>
            {!session && (
              <Button type="primary" size="large" onClick={() => navigate('/register')}>
                {t('nav.registerFree')}
              </Button>
            )}
            <Button size="large" type={session ? 'primary' : 'default'} onClick={() => navigate('/mall')}>
              {t('nav.startSelling')} <ArrowRightOutlined className={styles.flipRtl} />
            </Button>
          </div>
          <ul className={styles.heroChecks}>
            {(['noFees', 'noContract', 'onePiece'] as const).map((key) => (
              <li key={key}>
                <CheckCircleFilled className={styles.check} /> {t(`home.hero.checks.${key}`)}
              </li>
            ))}
          </ul>
        </div>
        <div className={styles.heroVisual} aria-hidden="true">
          <div className={styles.pipeline}>
            <div className={styles.pipelineTitle}>{t('home.hero.pipeline.title')}</div>
            {PIPELINE.map((step) => (
              <div key={step.key} className={styles.pipelineStep}>
                <span className={styles.pipelineIcon}>{step.icon}</span>
                <span>{t(`home.hero.pipeline.${step.key}`)}</span>
              </div>
            ))}
          </div>
          <div className={`${styles.floatChip} ${styles.chipPrice}`}>
            <span className={styles.chipLabel}>{t('home.claims.priceLabel')}</span>
            <strong>{money(199)}</strong>
          </div>
          <div className={`${styles.floatChip} ${styles.chipNew}`}>
            <strong>{t('home.claims.newValue')}</strong>
            <span className={styles.chipLabel}>{t('home.claims.newLabel')}</span>
          </div>
        </div>
      </div>
    </section>
  );
}
