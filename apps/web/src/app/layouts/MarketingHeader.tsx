import { SearchOutlined } from '@ant-design/icons';
import { layoutVisibility } from '@threadway/contracts';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation, useNavigate } from 'react-router';
import { Logo } from '../../components/Logo';
import { useIsDesktop } from '../../components/useIsDesktop';
import { useScrolled } from '../../components/useScrolled';
import { PreferencesSelector } from '../../features/system/components/PreferencesSelector';
import { useSession } from '../../lib/session';
import { hasRoute } from '../routes';
import { CompanyMenu } from './CompanyMenu';
import { COMPANY_MENU, MARKETING_MENU, USER_MENU, existing } from './nav';
import { MobileDrawer } from './MobileDrawer';
import styles from './shell.module.css';
import { UserMenu } from './UserMenu';

/** Marketing header (spec 2.2): transparent over the page top, solid once the page is scrolled. */
export function MarketingHeader() {
  const { t } = useTranslation();
  const isDesktop = useIsDesktop();
  const scrolled = useScrolled();
  const session = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const links = existing(MARKETING_MENU);
  const company = existing(COMPANY_MENU.children);
  const linkClass = ({ isActive }: { isActive: boolean }) => `${styles.navLink} ${isActive ? styles.navLinkActive : ''}`;

  if (!isDesktop) {
    const showSearch = hasRoute('/mall/search') && layoutVisibility(pathname).mobileSearchIcon;
    return (
      <header data-testid="marketing-header" className={`${styles.marketingHeader} ${scrolled ? styles.scrolled : ''}`}>
        <div className={`${styles.bar} ${styles.container}`}>
          <Logo to="/" />
          <span className={styles.spacer} />
          {showSearch && <Button type="text" icon={<SearchOutlined />} aria-label={t('nav.search')} onClick={() => navigate('/mall/search')} />}
          <PreferencesSelector compact />
          {session && <UserMenu session={session} entries={existing(USER_MENU)} showName={false} />}
          <MobileDrawer logoTo="/" links={[...links, ...company]} />
        </div>
      </header>
    );
  }

  return (
    <header data-testid="marketing-header" className={`${styles.marketingHeader} ${scrolled ? styles.scrolled : ''}`}>
      <div className={`${styles.bar} ${styles.container}`}>
        <Logo to="/" />
        <nav className={styles.navLinks} aria-label={t('nav.main')}>
          {links.map((link) => (
            <NavLink key={link.to} to={link.to} className={linkClass}>
              {t(link.label)}
            </NavLink>
          ))}
          {company.length > 0 && <CompanyMenu entries={company} />}
        </nav>
        <span className={styles.spacer} />
        <div className={styles.actions}>
          <PreferencesSelector />
          {session ? (
            <UserMenu session={session} entries={existing(USER_MENU)} />
          ) : (
            <>
              {hasRoute('/login') && (
                <Button type="text" onClick={() => navigate('/login')}>
                  {t('nav.signIn')}
                </Button>
              )}
              {hasRoute('/register') && (
                <Button type="primary" onClick={() => navigate('/register')}>
                  {t('nav.registerFree')}
                </Button>
              )}
            </>
          )}
        </div>
      </div>
    </header>
  );
}
