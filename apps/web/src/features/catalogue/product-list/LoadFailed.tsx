import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** The product list could not be loaded: a warning with a retry button. */
export default function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('catalogue');
  return <Result status="warning" title={t('list.loadFailed')} extra={<Button onClick={onRetry}>{t('list.retry')}</Button>} />;
}
