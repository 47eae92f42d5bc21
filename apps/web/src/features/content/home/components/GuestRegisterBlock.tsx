import { CheckCircleFilled, LockOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styles from './home.module.css';

const PERKS = ['prices', 'catalogue', 'dropshipping'] as const;

/** Where a guest's product list ends (spec 2.3 and 6): 'View more products after registration'. */
export function GuestRegisterBlock() {
  const { t } = useTranslation('mall');
  const navigate = useNavigate();
  return (
    <section className={styles.register} data-testid="guest-register-block">
      <LockOutlined className={styles.registerIcon} />
      <h2 className={styles.registerTitle}>{t('guest.viewMore')}</h2>
      <ul className={styles.perks}>
        {PERKS.map((perk) => (
          <li key={perk}>
            <CheckCircleFilled /> {t(`guest.perks.${perk}`)}
          </li>
        ))}
      </ul>
      <Button type="primary" size="large" className={styles.registerButton} onClick={() => void navigate('/register')} data-testid="guest-register-button">
        {t('guest.register')}
      </Button>
    </section>
  );
}
