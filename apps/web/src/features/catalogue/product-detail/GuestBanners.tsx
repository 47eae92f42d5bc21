import { LockOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { saveLoginRedirect } from '../../../lib/session';
import styles from './ProductDetail.module.css';

/** Guests: 'Sign in to unlock full content' and 'Register to unlock wholesale price' (spec 2.3, 6). */
export function GuestBanners() {
  const { t } = useTranslation(['catalogue', 'common']);
  const navigate = useNavigate();
  const location = useLocation();
  const signIn = () => {
    saveLoginRedirect(location.pathname + location.search);
    navigate('/login');
  };
  return (
    <div className={styles.guestBanners} data-testid="guest-banners">
      <div className={styles.guestBanner}>
        <LockOutlined />
        <span>{t('detail.signInToUnlock')}</span>
        <Button size="small" onClick={signIn}>
          {t('list.signIn')}
        </Button>
      </div>
      <div className={`${styles.guestBanner} ${styles.guestBannerAccent}`}>
        <LockOutlined />
        <span>{t('common:product.registerToUnlock')}</span>
        <Button size="small" type="primary" onClick={() => navigate('/register')}>
          {t('list.register')}
        </Button>
      </div>
    </div>
  );
}
