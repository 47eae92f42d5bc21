import { layoutVisibility } from '@threadway/contracts';
import { Outlet, useLocation } from 'react-router';
import { AdPopupSlot } from '../../features/content/navigation/components/AdPopupSlot';
import { MallHeader } from './MallHeader';
import styles from './shell.module.css';
import { Copyright, SiteFooter } from './SiteFooter';

/** Mall pages: mall header, the ad popup, and the footer except where spec 2.1 hides it. */
export function MallLayout() {
  const { pathname } = useLocation();
  const { mallFooter } = layoutVisibility(pathname);
  return (
    <div className={styles.page}>
      <MallHeader />
      <main className={styles.main}>
        <Outlet />
      </main>
      {mallFooter && (
        <>
          <SiteFooter />
          <Copyright />
        </>
      )}
      <AdPopupSlot />
    </div>
  );
}
