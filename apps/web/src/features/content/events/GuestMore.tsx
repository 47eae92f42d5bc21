import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styles from './events.module.css';

/** Where a guest's share of a list ends: 'View more products after registration' (spec 6). */
export function GuestMore() {
  const { t } = useTranslation('discovery');
  const navigate = useNavigate();
  return (
    <div className={styles.guestMore} data-testid="guest-more">
      <span>{t('events.guestMore')}</span>
      <Button type="primary" onClick={() => navigate('/register')}>
        {t('events.register')}
      </Button>
    </div>
  );
}
