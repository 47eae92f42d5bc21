import { ShopOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { listingEditorPath } from '../paths';
import { useListToStore } from './useListToStore';

/** 'List to store' for one product (product detail, a wish-list row; spec 2.2, 2.5): the listing editor. */
export function ListToStoreButton({ kkProductId, block, size = 'large' }: { kkProductId: string; block?: boolean; size?: 'small' | 'middle' | 'large' }) {
  // Its label is a common text: the product page draws it without fetching the stores texts (decision 0034).
  const { t } = useTranslation();
  const { busy, listTo } = useListToStore();
  return (
    <Button size={size} block={block} icon={<ShopOutlined />} loading={busy} onClick={() => void listTo(listingEditorPath(kkProductId))} data-testid="list-to-store">
      {t('actions.listToStore')}
    </Button>
  );
}
