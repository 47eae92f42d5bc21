import { layoutVisibility } from '@threadway/contracts';
import { Outlet, useLocation } from 'react-router';
import { AdPopupSlot } from '../../features/content/navigation/components/AdPopupSlot';
import { MarketingHeader } from './MarketingHeader';
import styles from './shell.module.css';
import { Copyright, SiteFooter } from './SiteFooter';

/** Marketing pages (/, /home, /login, /register): header, footer and copyright per spec 2.1. */
export function MarketingLayout() {
  const { pathname } = useLocation();
  const show = layoutVisibility(pathname);
  return (
    <div className={styles.page}>
      {show.marketingHeader && <MarketingHeader />}
      <main className={`${styles.main} ${show.marketingHeader ? styles.withMarketingHeader : ''}`}>
        <Outlet />
      </main>
      {show.marketingFooter && <SiteFooter />}
      {show.copyright && <Copyright />}
      {/* Ad popups may target the home page '/' too (spec 3, display_page_type 0). */}
      <AdPopupSlot />
    </div>
  );
}
