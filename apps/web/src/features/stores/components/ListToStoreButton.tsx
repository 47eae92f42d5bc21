import { ShopOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useSignInFirst } from '../../../lib/useSignInFirst';
import { storesQuery } from '../api/stores';
import { listingEditorPath } from '../paths';

/**
 * The product detail's 'List to store' (spec 2.2, 6): guests sign in first; a seller without a
 * store is told 'Please add a store first'; a seller with stores opens the single listing editor
 * (/publish/edit?productId=, the listings feature's screen) for this product.
 */
export function ListToStoreButton({ kkProductId, block }: { kkProductId: string; block?: boolean }) {
  const { t } = useTranslation('stores');
  const { message } = App.useApp();
  const signInFirst = useSignInFirst();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  const list = async () => {
    if (!signInFirst()) return;
    setBusy(true);
    try {
      const stores = await queryClient.fetchQuery({ ...storesQuery, staleTime: 30_000 });
      if (stores.length === 0) void message.warning(t('messages:stores.addStoreFirst'));
      else navigate(listingEditorPath(kkProductId));
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401)) void message.error(error instanceof ApiError ? error.message : t('failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button size="large" block={block} icon={<ShopOutlined />} loading={busy} onClick={() => void list()} data-testid="list-to-store">
      {t('listToStore')}
    </Button>
  );
}
