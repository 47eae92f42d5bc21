import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useSignInFirst } from '../../../lib/useSignInFirst';

/**
 * Listing needs a signed-in seller with at least one store (spec 6): guests sign in first, a
 * seller without a store is told 'Please add a store first', anyone else goes to `target`.
 * The stores call and the stores texts are fetched on the click: the product page shows the
 * button at first paint and keeps them out of its first load (decision 0034).
 */
export function useListToStore() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const signInFirst = useSignInFirst();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  const listTo = async (target: string) => {
    if (!signInFirst()) return;
    setBusy(true);
    try {
      const { storesQuery } = await import('../api/stores');
      const stores = await queryClient.fetchQuery({ ...storesQuery, staleTime: 30_000 });
      if (stores.length === 0) void message.warning(t('messages:stores.addStoreFirst'));
      else navigate(target);
    } catch (error) {
      // 401 is answered by the shell's sign-in round trip.
      if (!(error instanceof ApiError && error.status === 401)) {
        if (!(error instanceof ApiError)) await i18n.loadNamespaces('stores').catch(() => undefined);
        void message.error(error instanceof ApiError ? error.message : t('stores:failed'));
      }
    } finally {
      setBusy(false);
    }
  };
  return { busy, listTo };
}
