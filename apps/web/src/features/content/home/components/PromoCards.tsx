import { ArrowRightOutlined, CalculatorOutlined, ScissorOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './home.module.css';

/** Two entries side by side: Estimate Shipping Cost and Customization (spec 2.3). */
export function PromoCards() {
  const { t } = useTranslation('mall');
  return (
    <section className={styles.promos}>
      <Link to="/service" className={`${styles.promo} ${styles.promoCustom}`} data-testid="home-customization">
        <span className={styles.promoIcon}>
          <ScissorOutlined />
        </span>
        <span className={styles.promoBody}>
          <small>{t('home.customization.eyebrow')}</small>
          <strong>{t('home.customization.title')}</strong>
          <span>{t('home.customization.text')}</span>
          <em>
            {t('home.customization.cta')} <ArrowRightOutlined />
          </em>
        </span>
      </Link>
      <Link to="/mall/shipping-cost" className={`${styles.promo} ${styles.promoShipping}`}>
        <span className={styles.promoIcon}>
          <CalculatorOutlined />
        </span>
        <span className={styles.promoBody}>
          <small>{t('home.shipping.eyebrow')}</small>
          <strong>{t('home.shipping.title')}</strong>
          <span>{t('home.shipping.long')}</span>
          <em>
            {t('home.shipping.cta')} <ArrowRightOutlined />
          </em>
        </span>
      </Link>
    </section>
  );
}
