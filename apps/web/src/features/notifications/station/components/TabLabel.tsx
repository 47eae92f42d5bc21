import type { NewFunctionTab } from '@threadway/contracts/notifications/schemas';
import { Badge } from 'antd';
import { useTranslation } from 'react-i18next';

/** A tab's name with a dot while it holds something new. */
export function TabLabel({ tab, isNew }: { tab: NewFunctionTab; isNew: boolean | undefined }) {
  const { t } = useTranslation('notifications');
  return (
    <span data-testid={`notifications-tab-${tab}`} data-new={Boolean(isNew)}>
      <Badge dot={Boolean(isNew)} offset={[6, 0]}>
        {t(`tabs.${tab}`)}
      </Badge>
    </span>
  );
}
