import { LockOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styles from './ProductList.module.css';

/** After GUEST_PRODUCT_LIMIT products a guest is asked to register (spec 2.3, 6). */
export function GuestLimit() {
  const { t } = useTranslation('catalogue');
  const navigate = useNavigate();
  return (
    <div className={styles.guestLimit} data-testid="guest-limit">
      <LockOutlined className={styles.guestIcon} />
      <strong>{t('list.guestLimit')}</strong>
      <span className={styles.muted}>{t('list.guestLimitText')}</span>
      <div className={styles.guestActions}>
        <Button type="primary" size="large" onClick={() => navigate('/register')} data-testid="guest-register">
          {t('list.register')}
        </Button>
        <Button size="large" onClick={() => navigate('/login')} data-testid="guest-signin">
          {t('list.signIn')}
        </Button>
      </div>
    </div>
  );
}
