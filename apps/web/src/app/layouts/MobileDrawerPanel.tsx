import { LogoutOutlined } from '@ant-design/icons';
import { VERIFIED_APPROVAL_STATUS } from '@threadway/contracts';
import { Button, ConfigProvider, Drawer } from 'antd';
import { useContext, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { AvatarLetter } from '../../components/AvatarLetter';
import { Logo } from '../../components/Logo';
import { useSession } from '../../lib/session';
import { hasRoute } from '../routes';
import type { NavEntry } from './nav';
import styles from './shell.module.css';
import { useLogout } from './useLogout';

export interface MobileDrawerProps {
  links: NavEntry[];
  logoTo: string;
  lead?: NavEntry;
  extra?: ReactNode;
}

/**
 * The mobile menu drawer: who is signed in, an optional lead link, the menu, any `extra`
 * navigation (the mall's custom navigation tree), then Log Out or the sign-up and sign-in
 * buttons. Opens from the inline end, so from the left in RTL.
 */
export default function MobileDrawerPanel({ links, logoTo, lead, extra, open, onClose: close }: MobileDrawerProps & { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { direction } = useContext(ConfigProvider.ConfigContext);
  const session = useSession();
  const navigate = useNavigate();
  const logout = useLogout();
  const go = (to: string) => {
    close();
    navigate(to);
  };

  const actions = session ? (
    <Button
      block
      icon={<LogoutOutlined />}
      data-testid="logout"
      onClick={() => {
        close();
        void logout();
      }}
    >
      {t('actions.logout')}
    </Button>
  ) : (
    <>
      {hasRoute('/register') && (
        <Button type="primary" size="large" block onClick={() => go('/register')}>
          {t('nav.registerFree')}
        </Button>
      )}
      {hasRoute('/login') && (
        <Button size="large" block onClick={() => go('/login')}>
          {t('nav.signIn')}
        </Button>
      )}
    </>
  );

  return (
    <Drawer open={open} onClose={close} size={300} placement={direction === 'rtl' ? 'left' : 'right'} title={<span onClick={close}><Logo to={logoTo} /></span>}>
      {session && (
        <div className={styles.drawerUser}>
          <AvatarLetter name={session.userName} verified={session.approvalStatus === VERIFIED_APPROVAL_STATUS} size={40} />
          <div>
            <div className={styles.drawerUserName}>{session.userName}</div>
            {session.email && <div className={styles.drawerUserMail}>{session.email}</div>}
          </div>
        </div>
      )}
      <nav className={styles.drawerLinks} onClick={close}>
        {[...(lead ? [lead] : []), ...links].map((link) => (
          <Link key={link.to} to={link.to} className={styles.drawerLink}>
            {t(link.label)}
            {link.hot && <span className={styles.hot}>{t('nav.hot')}</span>}
          </Link>
        ))}
      </nav>
      {extra && (
        <div
          onClick={(event) => {
            // Following a link closes the drawer; unfolding a branch does not.
            if ((event.target as HTMLElement).closest('a')) close();
          }}
        >
          {extra}
        </div>
      )}
      <div className={styles.drawerActions}>{actions}</div>
    </Drawer>
  );
}
