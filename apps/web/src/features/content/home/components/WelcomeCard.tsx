import { FireOutlined, GiftOutlined, RiseOutlined, SettingOutlined, StarOutlined, TruckOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useSession } from '../../../../lib/session';
import styles from './home.module.css';

/**
 * Beside the banners: a seller's quick links, or a guest's invitation to register; and the
 * Estimate Shipping Cost entry (spec 2.3) for both.
 */
export function WelcomeCard() {
  const { t } = useTranslation('mall');
  const navigate = useNavigate();
  const session = useSession();
  return (
    <aside className={styles.welcome} data-testid="home-welcome">
      {session ? (
        <>
          <span className={styles.welcomeEyebrow}>{t('home.welcome.eyebrow')}</span>
          <strong className={styles.welcomeTitle}>{t('home.welcome.back', { name: session.userName })}</strong>
          <nav className={styles.quickLinks}>
            <Link to="/mall/album?type=1">
              <StarOutlined /> {t('common:nav.newIn')}
            </Link>
            <Link to="/mall/flash-sale">
              <FireOutlined /> {t('home.flashSale.title')}
            </Link>
            <Link to="/mall/explore">
              <RiseOutlined /> {t('common:nav.fashionTrends')}
            </Link>
            <Link to="/personal-center/account-setting">
              <SettingOutlined /> {t('common:userMenu.accountSettings')}
            </Link>
          </nav>
        </>
      ) : (
        <>
          <span className={styles.welcomeEyebrow}>
            <GiftOutlined /> {t('home.welcome.guestEyebrow')}
          </span>
          <strong className={styles.welcomeTitle}>{t('home.welcome.guestTitle')}</strong>
          <p className={styles.welcomeText}>{t('home.welcome.guestText')}</p>
          <div className={styles.welcomeActions}>
            <Button type="primary" block size="large" onClick={() => void navigate('/register')} data-testid="home-register">
              {t('common:nav.registerFree')}
            </Button>
            <Button block size="large" onClick={() => void navigate('/login')}>
              {t('common:nav.signIn')}
            </Button>
          </div>
        </>
      )}
      <Link to="/mall/shipping-cost" className={styles.shippingEntry} data-testid="home-shipping-cost">
        <span className={styles.shippingIcon}>
          <TruckOutlined />
        </span>
        <span>
          <strong>{t('home.shipping.title')}</strong>
          <small>{t('home.shipping.text')}</small>
        </span>
      </Link>
    </aside>
  );
}
