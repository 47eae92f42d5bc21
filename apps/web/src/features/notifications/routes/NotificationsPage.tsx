import { NEW_FUNCTION_TABS, type NewFunctionTab, type StationLetter } from '@threadway/contracts/notifications/schemas';
import { CheckOutlined } from '@ant-design/icons';
import { Button, Pagination, Spin, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useIsDesktop } from '../../../components/useIsDesktop';
import { formatDateTime } from '../../../lib/dates';
import { useSession } from '../../../lib/session';
import { useLetterPage, useReadAllLetters } from '../station/api/letter-pages';
import { useNewState } from '../station/api/new-state';
import { useReadLetter } from '../station/api/station';
import { ExportList } from '../station/components/ExportList';
import { NoRecords } from '../station/components/NoRecords';
import { SoldOutList } from '../station/components/SoldOutList';
import { TabLabel } from '../station/components/TabLabel';
import styles from './notifications-page.module.css';

const PAGE_SIZE = 10;

/** One letter: its title, date and 'new' tag; opening it shows its content and reads it. */
function LetterRow({ letter }: { letter: StationLetter }) {
  const { t } = useTranslation('notifications');
  const [open, setOpen] = useState(false);
  const read = useReadLetter();
  const toggle = () => {
    setOpen(!open);
    if (letter.receiveState === 0) read.mutate(letter.id);
  };
  return (
    <li className={`${styles.letter} ${letter.receiveState === 0 ? styles.unread : ''}`} data-testid="page-letter" data-read={letter.receiveState === 1}>
      <button type="button" className={styles.letterHead} onClick={toggle} aria-expanded={open}>
        <span className={styles.dot} aria-hidden />
        <span className={styles.letterTitle}>
          {letter.title}
          {letter.receiveState === 0 && (
            <Tag color="red" className={styles.newTag}>
              {t('new')}
            </Tag>
          )}
        </span>
        <time className={styles.date}>{formatDateTime(letter.sendTime)}</time>
      </button>
      {open && <div className={styles.letterBody} dangerouslySetInnerHTML={{ __html: letter.content }} data-testid="page-letter-content" />}
    </li>
  );
}

/** A letter tab: a page of letters, paging, and 'Mark all as read'. */
function LetterTab({ type }: { type: 1 | 2 }) {
  const { t } = useTranslation('notifications');
  const desktop = useIsDesktop();
  const [pageNumber, setPageNumber] = useState(1);
  const letters = useLetterPage(type, pageNumber, PAGE_SIZE);
  const { data: state } = useNewState();
  const readAll = useReadAllLetters();
  if (letters.isPending) return <Spin className={styles.loading} />;
  if (!letters.data?.list.length) return <NoRecords />;
  const anyUnread = Boolean(state?.[String(type) as NewFunctionTab]) || letters.data.list.some((letter) => letter.receiveState === 0);
  return (
    <section>
      <div className={styles.toolbar}>
        <span className={styles.count}>{t('page.total', { count: letters.data.total })}</span>
        <Button icon={<CheckOutlined />} onClick={() => readAll.mutate(type)} loading={readAll.isPending} disabled={!anyUnread} data-testid="mark-all-read">
          {t('page.markAllRead')}
        </Button>
      </div>
      <ul className={styles.letters} data-testid="page-letters">
        {letters.data.list.map((letter) => (
          <LetterRow key={letter.id} letter={letter} />
        ))}
      </ul>
      {letters.data.total > PAGE_SIZE && (
        <Pagination
          className={styles.pager}
          current={pageNumber}
          pageSize={PAGE_SIZE}
          total={letters.data.total}
          onChange={setPageNumber}
          showSizeChanger={false}
          simple={!desktop}
          data-testid="letters-pager"
        />
      )}
    </section>
  );
}

const isTab = (value: string | null): value is NewFunctionTab => NEW_FUNCTION_TABS.includes(value as NewFunctionTab);

/** /personal-center/notifications: the bell's four tabs in full ('View All'), the tab kept in the address. */
export default function NotificationsPage() {
  const { t } = useTranslation('notifications');
  const session = useSession();
  const desktop = useIsDesktop();
  const [params, setParams] = useSearchParams();
  const { data: state } = useNewState();
  const wanted = params.get('tab');
  const tab: NewFunctionTab = isTab(wanted) ? wanted : '1';
  if (!session) return null;
  const body = (key: NewFunctionTab) => (key === '3' ? <SoldOutList /> : key === '4' ? <ExportList /> : <LetterTab type={Number(key) as 1 | 2} />);
  return (
    <div className={styles.page} data-testid="notifications-page">
      <h1 className={styles.heading}>{t('title')}</h1>
      <Tabs
        size={desktop ? 'middle' : 'small'}
        activeKey={tab}
        onChange={(key) => setParams({ tab: key }, { replace: true })}
        items={NEW_FUNCTION_TABS.map((key) => ({ key, label: <TabLabel tab={key} isNew={state?.[key]} />, children: body(key) }))}
      />
    </div>
  );
}
