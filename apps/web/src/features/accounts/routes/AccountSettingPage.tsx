import { Alert, Button, Card, Skeleton } from 'antd';
import { useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session';
import { useProfile, useProfileChanged } from '../api/account';
import { AccountDialog } from '../components/AccountDialog';
import { AccountOverview } from '../components/AccountOverview';
import type { DialogMode } from '../components/dialog-types';
import { LoginLogs } from '../components/LoginLogs';
import '../components/account-setting.css';

function AccountSetting({ userId, orderEmails: OrderEmails }: { userId: number; orderEmails?: ComponentType }) {
  const { t } = useTranslation('accounts');
  const profile = useProfile(userId);
  const profileChanged = useProfileChanged(userId);
  const [mode, setMode] = useState<DialogMode | null>(null);

  return (
    <div className="tw-account">
      <header className="tw-account__header">
        <h1>{t('setting.title')}</h1>
        <p>{t('setting.subtitle')}</p>
      </header>
      {profile.data ? (
        <>
          <AccountOverview profile={profile.data} onEdit={setMode} />
          <AccountDialog
            mode={mode}
            profile={profile.data}
            onClose={() => setMode(null)}
            onSaved={(next) => {
              profileChanged(next);
              setMode(null);
            }}
          />
        </>
      ) : profile.isError ? (
        <Alert type="error" showIcon title={t('setting.loadFailed')} action={<Button onClick={() => void profile.refetch()}>{t('setting.retry')}</Button>} />
      ) : (
        <Card className="tw-account__card">
          <Skeleton active paragraph={{ rows: 4 }} />
        </Card>
      )}
      {OrderEmails && <OrderEmails />}
      <LoginLogs userId={userId} />
    </div>
  );
}

/** /personal-center/account-setting: account details with a dialog per change, the order e-mail switches (given by routes.tsx), and recent sign-ins. */
export default function AccountSettingPage({ orderEmails }: { orderEmails?: ComponentType }) {
  const session = useSession();
  return session ? <AccountSetting userId={session.userId} orderEmails={orderEmails} /> : null;
}
