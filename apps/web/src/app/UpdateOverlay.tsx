import { useQuery } from '@tanstack/react-query';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../lib/api-client';

/**
 * Full-screen 'System update is processing' (spec 8); OK logs out and reloads. Shows the note
 * the operator left with the switch (for example when we expect to be back), if any.
 */
export default function UpdateOverlay({ onOk }: { onOk: () => void }) {
  const { t } = useTranslation();
  const popup = useQuery({
    queryKey: ['system', 'processingPopup'],
    queryFn: () => api<{ processing: boolean; message: string | null }>('GET', '/api/message/open/processingPopup'),
  });
  return (
    <div role="alertdialog" aria-modal="true" className="tw-update-overlay">
      <Result
        status="info"
        title={t('messages:errors.systemUpdating')}
        subTitle={popup.data?.message || t('shell.updateOverlayHint')}
        extra={<Button type="primary" onClick={onOk}>{t('actions.ok')}</Button>}
      />
    </div>
  );
}
