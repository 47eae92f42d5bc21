import { NEW_FUNCTION_TABS, type NewFunctionTab } from '@threadway/contracts/notifications/schemas';
import { ConfigProvider, Drawer, Modal, Spin, Tabs } from 'antd';
import { Suspense, useContext, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsDesktop } from '../../../../components/useIsDesktop';
import { useNewState } from '../api/new-state';
import type { DialogTarget } from './dialog-target';
import { ExportList } from './ExportList';
import { LetterTimeline } from './LetterTimeline';
import { SoldOutList } from './SoldOutList';
import { TabLabel } from './TabLabel';
import styles from './notifications.module.css';

function DialogTabs({ target }: { target: DialogTarget }) {
  const desktop = useIsDesktop();
  const { data: state } = useNewState();
  const [tab, setTab] = useState<NewFunctionTab>(target.tab);
  const body = (key: NewFunctionTab) => {
    if (key === '3') return <SoldOutList />;
    if (key === '4') return <ExportList />;
    return <LetterTimeline type={Number(key) as 1 | 2} initialLetter={key === target.tab ? target.letterId : undefined} />;
  };
  return <Tabs size={desktop ? 'middle' : 'small'} tabBarGutter={desktop ? undefined : 14} activeKey={tab} onChange={(key) => setTab(key as NewFunctionTab)} items={NEW_FUNCTION_TABS.map((key) => ({ key, label: <TabLabel tab={key} isNew={state?.[key]} />, children: body(key) }))} />;
}

function Title() {
  const { t } = useTranslation('notifications');
  return <>{t('title')}</>;
}

/** The new-function dialog (spec 2.2), tabs 1-4: a modal on desktop, a full-screen drawer on phones. */
export default function NewFunctionDialog({ target, open, onClose }: { target: DialogTarget; open: boolean; onClose: () => void }) {
  const desktop = useIsDesktop();
  const { direction } = useContext(ConfigProvider.ConfigContext);
  const content = (
    <Suspense fallback={<Spin className={styles.loading} />}>
      <DialogTabs target={target} />
    </Suspense>
  );
  const title = (
    <Suspense fallback={null}>
      <Title />
    </Suspense>
  );
  if (!desktop) {
    return (
      <Drawer open={open} onClose={onClose} title={title} width="100%" styles={{ body: { padding: '0 16px 16px' } }} placement={direction === 'rtl' ? 'left' : 'right'} data-testid="new-function-dialog">
        {content}
      </Drawer>
    );
  }
  return (
    <Modal open={open} onCancel={onClose} footer={null} width={980} title={title} data-testid="new-function-dialog">
      {content}
    </Modal>
  );
}
