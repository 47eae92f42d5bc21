import { CustomerServiceOutlined, TruckOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useNavigate } from 'react-router';
import { Logo } from '../../components/Logo';
import { useIsDesktop } from '../../components/useIsDesktop';
import { PreferencesSelector } from '../../features/system/components/PreferencesSelector';
import { useSession } from '../../lib/session';
import { hasRoute } from '../routes';
import { MALL_NAV, USER_MENU, existing, type NavEntry } from './nav';
import { MobileDrawer } from './MobileDrawer';
import styles from './shell.module.css';
import { UserMenu } from './UserMenu';

/** Icon links of the mall header that exist yet; help center is for signed-in sellers (spec 2.2). */
function iconLinks(signedIn: boolean): (NavEntry & { icon: ReactNode })[] {
  const links = [{ to: '/mall/shipping-cost', label: 'nav.shippingCost', icon: <TruckOutlined /> }];
  if (signedIn) links.push({ to: '/help-center', label: 'nav.helpCenter', icon: <CustomerServiceOutlined /> });
  return links.filter((l) => hasRoute(l.to));
}

/** Mall header (spec 2.2): logo, the search slot, icons, account, and the main navigation row. */
export function MallHeader() {
  const { t } = useTranslation();
  const isDesktop = useIsDesktop();
  const session = useSession();
  const navigate = useNavigate();
  const nav = existing(MALL_NAV);

  const account = session ? (
    <UserMenu session={session} entries={existing(USER_MENU)} showName={isDesktop} />
  ) : (
    <>
      {hasRoute('/login') && (
        <Button type={isDesktop ? 'text' : 'primary'} onClick={() => navigate('/login')}>
          {t('nav.signIn')}
        </Button>
      )}
      {isDesktop && hasRoute('/register') && (
        <Button type="primary" onClick={() => navigate('/register')}>
          {t('nav.register')}
        </Button>
      )}
    </>
  );

  if (!isDesktop) {
    return (
      <header data-testid="mall-header" className={styles.mobileHeader}>
        <div className={styles.bar}>
          <Logo to="/mall" />
          <span className={styles.spacer} />
          <PreferencesSelector compact />
          {account}
          <MobileDrawer logoTo="/mall" links={[...nav, ...(session ? existing(USER_MENU) : [])]} />
        </div>
      </header>
    );
  }

  return (
    <header data-testid="mall-header" className={styles.mallHeader}>
      <div className={`${styles.container} ${styles.mallTop}`}>
        <div className={styles.bar}>
          <Logo to="/mall" />
          {/* The search box of spec 2.2 goes here once the catalogue exists. */}
          <span className={styles.spacer} />
          <div className={styles.actions}>
            {iconLinks(Boolean(session)).map((link) => (
              <Tooltip key={link.to} title={t(link.label)}>
                <Button type="text" icon={link.icon} aria-label={t(link.label)} onClick={() => navigate(link.to)} />
              </Tooltip>
            ))}
            <PreferencesSelector />
            {account}
          </div>
        </div>
      </div>
      {nav.length > 0 && (
        <nav className={styles.mallNav} aria-label={t('nav.main')}>
          <div className={`${styles.container} ${styles.mallNavList}`}>
            {nav.map((link) => (
              <NavLink key={link.to} to={link.to} className={({ isActive }) => `${styles.navLink} ${isActive ? styles.navLinkActive : ''}`}>
                {t(link.label)}
                {link.hot && <span className={styles.hot}>{t('nav.hot')}</span>}
              </NavLink>
            ))}
          </div>
        </nav>
      )}
    </header>
  );
}
