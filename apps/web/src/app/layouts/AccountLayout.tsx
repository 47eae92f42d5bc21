import { Outlet } from 'react-router';
import { useIsDesktop } from '../../components/useIsDesktop';
import { useSession } from '../../lib/session';
import { AccountHeader } from './AccountHeader';
import { AccountSider } from './AccountSider';
import styles from './shell.module.css';

/** Signed-in pages: header, the personal-center menu on desktop or a drawer on mobile. */
export function AccountLayout() {
  const session = useSession();
  const isDesktop = useIsDesktop();
  // Between a logout and the redirect to /login there is briefly no session to show.
  if (!session) return null;
  return (
    <div className={styles.page}>
      <AccountHeader session={session} isDesktop={isDesktop} />
      <div className={styles.accountBody}>
        {isDesktop && <AccountSider authorities={session.authorities} />}
        <main className={isDesktop ? styles.accountContent : styles.mobileMain}>
          <Outlet />
        </main>
      </div>
    </div>
  );
}
