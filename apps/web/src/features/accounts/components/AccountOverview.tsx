import type { UserProfile } from '@threadway/contracts';
import { Button, Card, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DialogMode } from './dialog-types';

interface Row {
  key: 'fullname' | 'email' | 'phone' | 'password';
  label: string;
  value: ReactNode;
  extra?: ReactNode;
  /** Without an e-mail there is nothing to change or to send a password code to: add one first. */
  mode: DialogMode;
}

/** Full name, e-mail (verified or not), phone and password, each with its Change action. */
export function AccountOverview({ profile, onEdit }: { profile: UserProfile; onEdit: (mode: DialogMode) => void }) {
  const { t } = useTranslation('accounts');
  const hasEmail = Boolean(profile.email);
  const verification = hasEmail && (
    <>
      <Tag color={profile.emailVerified ? 'success' : 'warning'}>
        {t(profile.emailVerified ? 'setting.verified' : 'setting.notVerified')}
      </Tag>
      {!profile.emailVerified && (
        <Button type="link" size="small" data-testid="verify-email" onClick={() => onEdit('verifyEmail')} className="tw-account__verify">
          {t('setting.verify')}
        </Button>
      )}
    </>
  );
  const rows: Row[] = [
    { key: 'fullname', label: t('fields.fullName'), value: profile.fullName, mode: 'fullName' },
    { key: 'email', label: t('fields.email'), value: profile.email ?? t('setting.empty'), extra: verification, mode: hasEmail ? 'email' : 'bindEmail' },
    { key: 'phone', label: t('fields.phone'), value: profile.phone ? <bdi>{profile.phone}</bdi> : t('setting.empty'), mode: 'phone' },
    { key: 'password', label: t('fields.password'), value: t('setting.passwordMask'), mode: hasEmail ? 'password' : 'bindEmail' },
  ];

  return (
    <Card title={t('setting.account')} className="tw-account__card">
      <dl className="tw-account__rows">
        {rows.map((row) => (
          <div key={row.key} className="tw-account__row">
            <dt>{row.label}</dt>
            <dd>
              <span data-testid={`setting-${row.key}-value`} className="tw-account__value">
                {row.value}
              </span>
              {row.extra}
            </dd>
            <Button data-testid={`change-${row.key}`} onClick={() => onEdit(row.mode)} className="tw-account__action">
              {row.key === 'email' && !hasEmail ? t('setting.bind') : t('setting.change')}
            </Button>
          </div>
        ))}
      </dl>
    </Card>
  );
}
