import { CustomerServiceOutlined, SearchOutlined, TruckOutlined } from '@ant-design/icons';
import { layoutVisibility } from '@threadway/contracts';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation, useNavigate } from 'react-router';
import { HoverTooltip } from '../../components/HoverTooltip';
import { Logo } from '../../components/Logo';
import { useIsDesktop } from '../../components/useIsDesktop';
import { CartButton } from '../../features/cart/components/CartButton';
import { NotificationBell } from '../../features/notifications/station';
import { CategoryDrawer } from '../../features/catalogue/categories/components/CategoryDrawer';
import { CategoryMenu } from '../../features/catalogue/categories/components/CategoryMenu';
import { HeaderSearch } from '../../features/catalogue/search/components/HeaderSearch';
import { AdBar } from '../../features/content/navigation/components/AdBar';
import { CustomNav } from '../../features/content/navigation/components/CustomNav';
import { MobileNavTree } from '../../features/content/navigation/components/MobileNavTree';
import { PreferencesSelector } from '../../features/system/components/PreferencesSelector';
import { useSession } from '../../lib/session';
import { hasRoute } from '../routes';
import styles from './mall-header.module.css';
import { MALL_NAV, USER_MENU, existing, type NavEntry } from './nav';
import { MobileDrawer } from './MobileDrawer';
import { ScrollingRow } from './ScrollingRow';
import shell from './shell.module.css';
import { UserMenu } from './UserMenu';

/** Icon links of the mall header that exist yet; help center is for signed-in sellers (spec 2.2). */
function iconLinks(signedIn: boolean): (NavEntry & { icon: ReactNode })[] {
  const links = [{ to: '/mall/shipping-cost', label: 'nav.shippingCost', icon: <TruckOutlined /> }];
  if (signedIn) links.push({ to: '/help-center', label: 'nav.helpCenter', icon: <CustomerServiceOutlined /> });
  return links.filter((l) => hasRoute(l.to));
}

/** NavLink matches the path only; New In and Best Sellers share /mall/album and differ by query. */
function sameQuery(to: string, search: string): boolean {
  const wanted = new URLSearchParams(to.split('?')[1] ?? '');
  const current = new URLSearchParams(search);
  return [...wanted].every(([key, value]) => current.get(key) === value);
}

/**
 * Mall header (spec 2.2): the ad bar above it; logo, search box, icons and account; then the
 * category menu, the main navigation and the configurable navigation. On phones: the category
 * drawer, the logo, a search icon leading to /mall/search, and the menu drawer.
 */
export function MallHeader() {
  const { t } = useTranslation();
  const isDesktop = useIsDesktop();
  const session = useSession();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
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
      <>
        <AdBar />
        <header data-testid="mall-header" className={shell.mobileHeader}>
          <div className={shell.bar}>
            <CategoryDrawer />
            <Logo to="/mall" compact />
            <span className={shell.spacer} />
            {layoutVisibility(pathname).mobileSearchIcon && (
              <Button type="text" icon={<SearchOutlined />} aria-label={t('nav.search')} data-testid="mobile-search-button" onClick={() => navigate('/mall/search')} />
            )}
            <PreferencesSelector compact />
            {session && <NotificationBell />}
            <CartButton />
            {account}
            <MobileDrawer logoTo="/mall" links={[...nav, ...(session ? existing(USER_MENU) : [])]} extra={<MobileNavTree shown={nav.map((l) => l.to)} />} />
          </div>
        </header>
        {!layoutVisibility(pathname).mobileSearchIcon && pathname !== '/mall/search' && (
          <div className={styles.searchStrip}>
            <button type="button" className={styles.searchPill} onClick={() => navigate('/mall/search')} data-testid="mobile-search-pill">
              <SearchOutlined />
              {t('mall:search.placeholder')}
            </button>
          </div>
        )}
      </>
    );
  }

  return (
    <>
      <AdBar />
      <header data-testid="mall-header" className={shell.mallHeader}>
        <div className={`${shell.container} ${shell.mallTop}`}>
          <div className={shell.bar}>
            <Logo to="/mall" />
            <HeaderSearch />
            <div className={shell.actions}>
              {iconLinks(Boolean(session)).map((link) => (
                <HoverTooltip key={link.to} title={t(link.label)}>
                  <Button type="text" icon={link.icon} aria-label={t(link.label)} onClick={() => navigate(link.to)} />
                </HoverTooltip>
              ))}
              <PreferencesSelector />
              {session && <NotificationBell />}
              <CartButton />
              {account}
            </div>
          </div>
        </div>
        <nav className={shell.mallNav} aria-label={t('nav.main')}>
          <div className={`${shell.container} ${styles.navRow}`}>
            <CategoryMenu />
            <ScrollingRow className={`${shell.mallNavList} ${styles.navLinks}`}>
              {nav.map((link) => (
                <NavLink key={link.to} to={link.to} className={({ isActive }) => `${shell.navLink} ${isActive && sameQuery(link.to, search) ? shell.navLinkActive : ''}`}>
                  {t(link.label)}
                  {link.hot && <span className={shell.hot}>{t('nav.hot')}</span>}
                </NavLink>
              ))}
              <CustomNav linkClassName={shell.navLink} shown={nav.map((l) => l.to)} />
            </ScrollingRow>
          </div>
        </nav>
      </header>
    </>
  );
}
