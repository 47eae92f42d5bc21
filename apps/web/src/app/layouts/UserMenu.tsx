import { DownOutlined, LogoutOutlined } from '@ant-design/icons';
import { VERIFIED_APPROVAL_STATUS } from '@threadway/contracts';
import { Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AvatarLetter } from '../../components/AvatarLetter';
import type { Session } from '../../lib/session';
import type { NavEntry } from './nav';
import styles from './shell.module.css';
import { useLogout } from './useLogout';

/** The avatar dropdown: the given links (already filtered), then Log out, which is always there. */
export function UserMenu({ session, entries, showName = true }: { session: Session; entries: NavEntry[]; showName?: boolean }) {
  const { t } = useTranslation();
  const logout = useLogout();
  const items: MenuProps['items'] = [
    { key: 'who', type: 'group', label: <span className={styles.menuWho}>{session.email ?? session.userName}</span> },
    ...entries.map((e) => ({ key: e.to, label: <Link to={e.to}>{t(e.label)}</Link> })),
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: <span data-testid="logout">{t('actions.logout')}</span>, onClick: () => void logout() },
  ];
  return (
    <Dropdown menu={{ items }} trigger={['click']} placement="bottomRight">
      <button type="button" className={styles.userTrigger} data-testid="user-menu" aria-label={t('userMenu.label')}>
        <AvatarLetter name={session.userName} verified={session.approvalStatus === VERIFIED_APPROVAL_STATUS} />
        {showName && (
          <>
            <span className={styles.userName}>{session.userName}</span>
            <DownOutlined className={styles.caret} />
          </>
        )}
      </button>
    </Dropdown>
  );
}
