import { DownOutlined } from '@ant-design/icons';
import { VERIFIED_APPROVAL_STATUS } from '@threadway/contracts';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AvatarLetter } from '../../components/AvatarLetter';
import { useLoadedOnce } from '../../components/useLoadedOnce';
import type { Session } from '../../lib/session';
import type { NavEntry } from './nav';
import styles from './shell.module.css';

const UserMenuDropdown = lazy(() => import('./UserMenuDropdown'));

/** The avatar button; its dropdown menu (links, then Log out) is fetched on the first click. */
export function UserMenu({ session, entries, showName = true }: { session: Session; entries: NavEntry[]; showName?: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const loaded = useLoadedOnce(open);
  const trigger = (onClick?: () => void) => (
    // Named by its visible text (the user name) with 'Account menu' read out before it: an aria-label would hide the name (axe: label-content-name-mismatch).
    <button type="button" className={styles.userTrigger} data-testid="user-menu" aria-haspopup="menu" onClick={onClick}>
      <span className="tw-sr-only">{t('userMenu.label')}</span>
      <AvatarLetter name={session.userName} verified={session.approvalStatus === VERIFIED_APPROVAL_STATUS} />
      {showName && (
        <>
          <span className={styles.userName}>{session.userName}</span>
          <DownOutlined className={styles.caret} />
        </>
      )}
    </button>
  );
  if (!loaded) return trigger(() => setOpen(true));
  return (
    <Suspense fallback={trigger()}>
      <UserMenuDropdown session={session} entries={entries} open={open} onOpenChange={setOpen}>
        {trigger()}
      </UserMenuDropdown>
    </Suspense>
  );
}
