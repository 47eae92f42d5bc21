import { LogoutOutlined } from '@ant-design/icons';
import { Dropdown, type MenuProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Session } from '../../lib/session';
import type { NavEntry } from './nav';
import styles from './shell.module.css';
import { useLogout } from './useLogout';

interface Props {
  session: Session;
  entries: NavEntry[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}

/** The avatar's menu itself, loaded the first time it is opened: the given links, then Log out, which is always there. */
export default function UserMenuDropdown({ session, entries, open, onOpenChange, children }: Props) {
  const { t } = useTranslation();
  const logout = useLogout();
  const items: MenuProps['items'] = [
    { key: 'who', type: 'group', label: <span className={styles.menuWho}>{session.email ?? session.userName}</span> },
    ...entries.map((e) => ({ key: e.to, label: <Link to={e.to}>{t(e.label)}</Link> })),
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: <span data-testid="logout">{t('actions.logout')}</span>, onClick: () => void logout() },
  ];
  return (
    <Dropdown menu={{ items }} trigger={['click']} placement="bottomRight" open={open} onOpenChange={onOpenChange}>
      {children}
    </Dropdown>
  );
}
