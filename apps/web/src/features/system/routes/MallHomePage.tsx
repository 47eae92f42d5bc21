import { EnvironmentOutlined, NumberOutlined, ShopOutlined, TagOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMoney } from '../../../lib/preferences';
import { useSession } from '../../../lib/session';
import styles from './MallHomePage.module.css';

const PROPS = [
  { key: 'price', icon: <TagOutlined /> },
  { key: 'moq', icon: <NumberOutlined /> },
  { key: 'warehouses', icon: <EnvironmentOutlined /> },
  { key: 'dropshipping', icon: <ShopOutlined /> },
] as const;

/** Mall home until the catalogue arrives: a greeting, what the mall offers, and the next step. */
export default function MallHomePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const money = useMoney();
  const session = useSession();

  return (
    <div className={styles.page}>
      <section className={styles.banner}>
        <span className={styles.eyebrow}>{t('mallHome.eyebrow')}</span>
        <h1 className={styles.title}>{session ? t('mallHome.welcomeBack', { name: session.userName }) : t('mallHome.welcomeGuest')}</h1>
        <p className={styles.lead}>{session ? t('mallHome.leadSeller') : t('mallHome.leadGuest')}</p>
        <div className={styles.actions}>
          {session ? (
            <Button size="large" className={styles.amber} onClick={() => navigate('/personal-center/account-setting')}>
              {t('userMenu.accountSettings')}
            </Button>
          ) : (
            <>
              <Button size="large" className={styles.amber} onClick={() => navigate('/register')}>
                {t('nav.registerFree')}
              </Button>
              <Button size="large" ghost onClick={() => navigate('/login')}>
                {t('nav.signIn')}
              </Button>
            </>
          )}
        </div>
        <p className={styles.note}>{t('mallHome.catalogueSoon')}</p>
      </section>
      <section className={styles.grid} aria-label={t('mallHome.propsLabel')}>
        {PROPS.map((prop) => (
          <article key={prop.key} className={styles.card}>
            <span className={styles.icon}>{prop.icon}</span>
            <h2 className={styles.cardTitle}>{t(`mallHome.props.${prop.key}.title`, { price: money(199) })}</h2>
            <p className={styles.cardText}>{t(`mallHome.props.${prop.key}.text`)}</p>
          </article>
        ))}
      </section>
    </div>
  );
}
