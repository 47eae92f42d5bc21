import { Badge, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MaintenanceState } from '../api/maintenance';
import { useDateTime } from '../format';

/** The maintenance switch's state in words: on or off, since when, and the message sellers see. */
export function MaintenanceStatus({ state }: { state: MaintenanceState }) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  return (
    <div>
      <Badge status={state.enabled ? 'error' : 'success'} text={<strong>{t(state.enabled ? 'admin:maintenance.stateOn' : 'admin:maintenance.stateOff')}</strong>} />
      <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }}>
        {state.updatedAt ? t('admin:maintenance.changedAt', { when: dateTime(state.updatedAt) }) : t('admin:maintenance.neverChanged')}
      </Typography.Paragraph>
      {state.enabled && state.message && <Typography.Paragraph style={{ margin: '8px 0 0' }}>“{state.message}”</Typography.Paragraph>}
    </div>
  );
}
