import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';

/** The empty state of every tab (spec 2.2). */
export function NoRecords() {
  const { t } = useTranslation('notifications');
  return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty')} data-testid="notifications-empty" />;
}
