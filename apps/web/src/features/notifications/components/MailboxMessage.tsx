import { MailOutlined, MessageOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '../../../lib/preferences';
import type { OutboxMessage } from '../api/mailbox';
import { HighlightCodes } from './HighlightCodes';

/** One outbox message: channel, recipient, subject, when, and the text with its codes marked. */
export function MailboxMessage({ message }: { message: OutboxMessage }) {
  const { t } = useTranslation();
  const { locale } = usePreferences();
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium' }).format(new Date(message.createdAt));
  const email = message.channel === 'email';
  return (
    <article className="tw-mailbox-row" data-testid="mailbox-row">
      <header className="tw-mailbox-row__head">
        <Tag color={email ? 'blue' : 'green'} icon={email ? <MailOutlined /> : <MessageOutlined />}>
          {t(email ? 'admin:mailbox.email' : 'admin:mailbox.sms')}
        </Tag>
        <span className="tw-mailbox-row__to" data-testid="mailbox-to">
          {message.to}
        </span>
        <time className="tw-mailbox-row__time" dateTime={message.createdAt}>
          {when}
        </time>
      </header>
      {message.subject && <h3 className="tw-mailbox-row__subject">{message.subject}</h3>}
      <p className="tw-mailbox-row__text">
        <HighlightCodes text={message.text} />
      </p>
    </article>
  );
}
