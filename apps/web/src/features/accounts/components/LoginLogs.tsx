import { DesktopOutlined, MobileOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoginLogs, type LoginLogEntry } from '../api/account';
import { describeDevice } from '../user-agent';
import { formatDateTime } from '../../../lib/dates';

const FIRST_SHOWN = 5;
const METHODS = new Set(['email', 'phone', 'signUp', 'temporary']);

function LogRow({ entry }: { entry: LoginLogEntry }) {
  const { t } = useTranslation('accounts');
  const device = describeDevice(entry.userAgent);
  const name = device.browser && device.os ? t('logs.device', { browser: device.browser, os: device.os }) : device.browser || device.os || t('logs.unknownDevice');
  const details = [t(`logs.methods.${METHODS.has(entry.method) ? entry.method : 'other'}`), entry.ip && t('logs.ip', { ip: entry.ip })].filter(Boolean);
  return (
    <li className="tw-logins__row">
      <span className="tw-logins__icon" aria-hidden="true">
        {device.mobile ? <MobileOutlined /> : <DesktopOutlined />}
      </span>
      <div className="tw-logins__main">
        <div className="tw-logins__device">{name}</div>
        <div className="tw-logins__details">{details.join(' · ')}</div>
      </div>
      <div className="tw-logins__side">
        <time dateTime={entry.createdAt} dir="ltr">{formatDateTime(entry.createdAt)}</time>
        <Tag color={entry.success ? 'success' : 'error'}>{t(entry.success ? 'logs.success' : 'logs.failed')}</Tag>
      </div>
    </li>
  );
}

/** The latest sign-ins (spec 7, loginLogs), so a seller can spot one that was not theirs. */
export function LoginLogs({ userId }: { userId: number }) {
  const { t } = useTranslation('accounts');
  const { data, isLoading } = useLoginLogs(userId);
  const [all, setAll] = useState(false);
  const entries = data ?? [];
  const shown = all ? entries : entries.slice(0, FIRST_SHOWN);

  return (
    <Card title={t('logs.title')} extra={<span className="tw-account__hint">{t('logs.subtitle')}</span>} className="tw-account__card">
      {isLoading ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : entries.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('logs.empty')} />
      ) : (
        <>
          <ul className="tw-logins">
            {shown.map((entry) => (
              <LogRow key={entry.id} entry={entry} />
            ))}
          </ul>
          {entries.length > FIRST_SHOWN && (
            <Button type="link" onClick={() => setAll(!all)} className="tw-logins__more">
              {all ? t('logs.showLess') : t('logs.showAll', { count: entries.length })}
            </Button>
          )}
        </>
      )}
    </Card>
  );
}
