import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Input, Skeleton, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePreferences } from '../../../lib/preferences';
import { MAILBOX_REFRESH_MS, useMailbox } from '../api/mailbox';
import { MailboxMessage } from '../components/MailboxMessage';
import '../mailbox.css';

/**
 * The developer mailbox: what the platform would have e-mailed or texted, newest first, refreshed
 * every few seconds. The recipient filter lives in the URL (?to=) so a link opens one inbox.
 */
export default function DevMailboxPage() {
  const { t } = useTranslation();
  const { locale } = usePreferences();
  const [params, setParams] = useSearchParams();
  const to = params.get('to') ?? '';
  const [draft, setDraft] = useState(to);
  const mailbox = useMailbox(to);

  useEffect(() => {
    document.title = t('admin:mailbox.title');
  }, [t]);

  const applyFilter = (value: string) => setParams(value.trim() ? { to: value.trim() } : {}, { replace: true });
  const updatedAt = mailbox.dataUpdatedAt ? new Date(mailbox.dataUpdatedAt).toLocaleTimeString(locale) : null;

  return (
    <main className="tw-mailbox">
      <header className="tw-mailbox__head">
        <div>
          <h1>
            {t('admin:mailbox.title')} <Tag color="orange">{t('admin:mailbox.devOnly')}</Tag>
          </h1>
          <p>{t('admin:mailbox.intro', { seconds: MAILBOX_REFRESH_MS / 1000 })}</p>
        </div>
      </header>
      <div className="tw-mailbox__toolbar">
        <Input.Search
          allowClear
          value={draft}
          onChange={(e) => {
            setDraft(e.target.value);
            // Clearing the box shows everyone's mail again without pressing Enter.
            if (!e.target.value) applyFilter('');
          }}
          onSearch={applyFilter}
          placeholder={t('admin:mailbox.filterPlaceholder')}
          aria-label={t('admin:mailbox.filterLabel')}
          enterButton={t('admin:mailbox.filter')}
          data-testid="mailbox-filter"
          className="tw-mailbox__filter"
        />
        <Button icon={<ReloadOutlined />} onClick={() => void mailbox.refetch()} loading={mailbox.isFetching} data-testid="mailbox-refresh">
          {t('admin:actions.refresh')}
        </Button>
        {updatedAt && <span className="tw-mailbox__updated">{t('admin:mailbox.updatedAt', { time: updatedAt })}</span>}
      </div>
      {mailbox.error && <Alert type="error" showIcon title={mailbox.error.message} style={{ marginBottom: 16 }} />}
      {mailbox.isLoading ? (
        <Skeleton active />
      ) : mailbox.data?.length ? (
        <div className="tw-mailbox__list">
          {mailbox.data.map((message) => (
            <MailboxMessage key={message.id} message={message} />
          ))}
        </div>
      ) : (
        <Empty className="tw-mailbox__empty" description={to ? t('admin:mailbox.emptyFor', { to }) : t('admin:mailbox.empty')} />
      )}
    </main>
  );
}
