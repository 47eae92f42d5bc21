import { ShopOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { batchPublishPath } from '../paths';
import { useListToStore } from './useListToStore';

/**
 * 'List to store' for a selection (spec 2.5, 2.6): batch publish with the products. `refusal` is
 * what the caller's rules say against this selection (nothing selected, unavailable items), shown
 * instead of going on.
 */
export function BatchListToStoreButton({ kkProductIds, refusal }: { kkProductIds: string[]; refusal: string | null }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { busy, listTo } = useListToStore();
  const list = () => {
    if (refusal) void message.warning(refusal);
    else void listTo(batchPublishPath(kkProductIds));
  };
  return (
    <Button type="primary" icon={<ShopOutlined />} loading={busy} onClick={list} data-testid="batch-list-to-store">
      {t('actions.listToStore')}
    </Button>
  );
}
