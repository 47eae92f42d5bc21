import { Badge } from 'antd';
import { useTranslation } from 'react-i18next';

/** On (1) or off (0) for categories, SKUs, events, banners, navigation items, popups and channels. */
export function StatusBadge({ status }: { status: number }) {
  const { t } = useTranslation();
  return <Badge status={status === 1 ? 'success' : 'default'} text={t(status === 1 ? 'admin:catalogue.common.enabled' : 'admin:catalogue.common.disabled')} />;
}
