import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** Full-screen 'System update is processing' (spec 8); OK logs out and reloads. */
export function UpdateOverlay({ onOk }: { onOk: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alertdialog" aria-modal="true" className="tw-update-overlay">
      <Result
        status="info"
        title={t('messages:errors.systemUpdating')}
        subTitle={t('shell.updateOverlayHint')}
        extra={<Button type="primary" onClick={onOk}>{t('actions.ok')}</Button>}
      />
    </div>
  );
}
