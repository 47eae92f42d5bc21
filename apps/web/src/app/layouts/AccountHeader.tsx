import { useTranslation } from 'react-i18next';
import { Logo } from '../../components/Logo';
import { CartButton } from '../../features/cart/components/CartButton';
import { NotificationBell } from '../../features/notifications/station';
import { PreferencesSelector } from '../../features/system/components/PreferencesSelector';
import type { Session } from '../../lib/session';
import { ACCOUNT_MOBILE_MENU } from './account-menu';
import { existing, firstExisting } from './nav';
import { MobileDrawer } from './MobileDrawer';
import styles from './shell.module.css';
import { UserMenu } from './UserMenu';

const ACCOUNT_SETTINGS = [{ to: '/personal-center/account-setting', label: 'userMenu.accountSettings' }];

/** Signed-in header: logo, language and currency, and the user dropdown; on mobile, the menu drawer. */
export function AccountHeader({ session, isDesktop }: { session: Session; isDesktop: boolean }) {
  const { t } = useTranslation();
  if (!isDesktop) {
    const backToShopping = { to: firstExisting('/product-list', '/mall'), label: 'nav.backToShopping' };
    return (
      <header className={styles.mobileHeader}>
        <div className={styles.bar}>
          <Logo to="/mall" compact />
          <span className={styles.spacer} />
          <PreferencesSelector compact />
          <NotificationBell />
          <CartButton />
          <UserMenu session={session} entries={existing(ACCOUNT_SETTINGS)} showName={false} />
          <MobileDrawer logoTo="/mall" lead={backToShopping} links={existing(ACCOUNT_MOBILE_MENU)} />
        </div>
      </header>
    );
  }
  return (
    <header className={styles.accountHeader}>
      <div className={styles.bar}>
        <Logo to="/mall" />
        <span className={styles.divider} aria-hidden="true" />
        <span className={styles.sectionTitle}>{t('account.title')}</span>
        <span className={styles.spacer} />
        <PreferencesSelector />
        <NotificationBell />
        <CartButton />
        <UserMenu session={session} entries={existing(ACCOUNT_SETTINGS)} />
      </div>
    </header>
  );
}
