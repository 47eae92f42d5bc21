import { BellOutlined } from '@ant-design/icons';
import type { NewFunctionTab, NewState } from '@threadway/contracts/notifications/schemas';
import { Button } from 'antd';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CountBadge } from '../../../../components/CountBadge';
import { useIsDesktop } from '../../../../components/useIsDesktop';
import { useLoadedOnce } from '../../../../components/useLoadedOnce';
import { hasNews, useNewState } from '../api/new-state';
import type { DialogTarget } from './dialog-target';

const NotificationsPopover = lazy(() => import('./NotificationsPopover'));
const NewFunctionDialog = lazy(() => import('./NewFunctionDialog'));

/** The tab to show first: the first one holding something new. */
const firstNewTab = (state: NewState | undefined): NewFunctionTab => (['1', '2', '3', '4'] as const).find((tab) => state?.[tab]) ?? '1';

/**
 * The header bell of signed-in sellers (spec 2.2) with a dot while any tab has something new.
 * On desktop it opens the notifications popover, on phones the new-function dialog full screen;
 * both load their code on first use, so the bell itself costs the first load next to nothing.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const desktop = useIsDesktop();
  const { data: state } = useNewState();
  const [popoverOpen, setPopoverOpen] = useState(false);
  // Each opening gets a new key, so the dialog starts on the tab (and letter) it was opened for.
  const [dialog, setDialog] = useState<DialogTarget & { key: number; open: boolean }>({ tab: '1', key: 0, open: false });
  const popoverLoaded = useLoadedOnce(popoverOpen);
  const dialogLoaded = useLoadedOnce(dialog.open);
  const unread = hasNews(state);

  const openDialog = (target: DialogTarget) => {
    setPopoverOpen(false);
    setDialog((current) => ({ ...target, key: current.key + 1, open: true }));
  };
  const button = (
    <CountBadge dot={unread}>
      <Button
        type="text"
        icon={<BellOutlined />}
        aria-label={t('nav.notifications')}
        data-testid="notification-bell"
        data-unread={unread}
        // Once the popover is there it opens and closes itself (and on outside clicks).
        onClick={desktop ? (popoverLoaded ? undefined : () => setPopoverOpen(true)) : () => openDialog({ tab: firstNewTab(state) })}
      />
    </CountBadge>
  );

  return (
    <>
      {desktop && popoverLoaded ? (
        <Suspense fallback={button}>
          <NotificationsPopover open={popoverOpen} onOpenChange={setPopoverOpen} firstTab={firstNewTab(state)} onOpenDialog={openDialog}>
            {button}
          </NotificationsPopover>
        </Suspense>
      ) : (
        button
      )}
      {dialogLoaded && (
        <Suspense fallback={null}>
          <NewFunctionDialog key={dialog.key} target={dialog} open={dialog.open} onClose={() => setDialog((current) => ({ ...current, open: false }))} />
        </Suspense>
      )}
    </>
  );
}
