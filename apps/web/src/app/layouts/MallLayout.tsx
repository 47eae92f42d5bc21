import { layoutVisibility } from '@threadway/contracts';
import { Outlet, useLocation } from 'react-router';
import { MallHeader } from './MallHeader';
import styles from './shell.module.css';
import { Copyright, SiteFooter } from './SiteFooter';

/** Mall pages (/mall, /404): mall header, and the footer except where spec 2.1 hides it. */
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
    </div>
  );
}
