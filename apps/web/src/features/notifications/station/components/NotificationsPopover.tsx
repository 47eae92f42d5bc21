import { NEW_FUNCTION_TABS, type NewFunctionTab } from '@threadway/contracts/notifications/schemas';
import { Button, Popover, Spin, Tabs } from 'antd';
import { Suspense, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useNewState } from '../api/new-state';
import { useLetters } from '../api/station';
import type { DialogTarget } from './dialog-target';
import { ExportList } from './ExportList';
import { LetterList } from './LetterList';
import { NoRecords } from './NoRecords';
import { SoldOutList } from './SoldOutList';
import { TabLabel } from './TabLabel';
import styles from './notifications.module.css';

/** How many records each tab of the popover shows; 'View All' opens the notifications page with the rest. */
const NOTIFICATIONS_PAGE = '/personal-center/notifications';

const SHORT_LIST = 5;

function LatestLetters({ type, onOpen }: { type: 1 | 2; onOpen: (id: number) => void }) {
  const letters = useLetters(type, SHORT_LIST);
  if (letters.isPending) return <Spin className={styles.loading} />;
  if (!letters.data?.list.length) return <NoRecords />;
  return <LetterList letters={letters.data.list} onOpen={(letter) => onOpen(letter.id)} />;
}

function Panel({ firstTab, onOpenDialog, onClose }: { firstTab: NewFunctionTab; onOpenDialog: (target: DialogTarget) => void; onClose: () => void }) {
  const { t } = useTranslation('notifications');
  const navigate = useNavigate();
  const { data: state } = useNewState();
  const [tab, setTab] = useState<NewFunctionTab>(firstTab);
  const body = (key: NewFunctionTab) =>
    key === '3' ? <SoldOutList limit={SHORT_LIST} /> : key === '4' ? <ExportList limit={SHORT_LIST} /> : <LatestLetters type={Number(key) as 1 | 2} onOpen={(letterId) => onOpenDialog({ tab: key, letterId })} />;
  return (
    <div className={styles.popover} data-testid="notifications-popover">
      <Tabs size="small" activeKey={tab} onChange={(key) => setTab(key as NewFunctionTab)} items={NEW_FUNCTION_TABS.map((key) => ({ key, label: <TabLabel tab={key} isNew={state?.[key]} />, children: body(key) }))} />
      <div className={styles.popoverFooter}>
        <Button
          type="link"
          onClick={() => {
            onClose();
            void navigate(`${NOTIFICATIONS_PAGE}?tab=${tab}`);
          }}
          data-testid="notifications-view-all"
        >
          {t('viewAll')}
        </Button>
      </div>
    </div>
  );
}

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  firstTab: NewFunctionTab;
  onOpenDialog: (target: DialogTarget) => void;
  children: ReactElement;
}

/** The bell's popover (spec 2.2): tabs Notification, Events, Sold Out List, Export List, and 'View All'. */
export default function NotificationsPopover({ open, onOpenChange, firstTab, onOpenDialog, children }: Props) {
  return (
    <Popover
      open={open}
      onOpenChange={onOpenChange}
      trigger="click"
      placement="bottomRight"
      arrow={false}
      destroyOnHidden
      content={
        <Suspense fallback={<Spin className={styles.loading} />}>
          <Panel firstTab={firstTab} onOpenDialog={onOpenDialog} onClose={() => onOpenChange(false)} />
        </Suspense>
      }
    >
      {children}
    </Popover>
  );
}
