import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { useDeleteListings, useSetListingStatus, useSyncListings } from '../api/listings';
import type { ListingAction } from '../model/row-actions';

/** Hide, relist and delete ask first (spec 2.7). */
const CONFIRMED: ReadonlySet<ListingAction> = new Set(['relist', 'hide', 'delete']);

/** Runs an action on listings (one row or a selection), confirming first where the spec asks, and shows the server's answer. */
export function useListingActions() {
  const { t } = useTranslation('listings');
  const { message, modal } = App.useApp();
  const setStatus = useSetListingStatus();
  const remove = useDeleteListings();
  const sync = useSyncListings();

  const send = (action: ListingAction, ids: number[]) => {
    if (action === 'relist' || action === 'hide') return setStatus.mutateAsync({ ids, active: action === 'relist' });
    if (action === 'delete') return remove.mutateAsync(ids);
    return sync.mutateAsync(ids);
  };
  const run = async (action: ListingAction, ids: number[]) => {
    try {
      void message.success((await send(action, ids)).message);
    } catch (error) {
      void message.error(error instanceof ApiError ? error.message : t('actions.failed'));
    }
  };

  return {
    busy: setStatus.isPending || remove.isPending || sync.isPending,
    start(action: ListingAction, ids: number[]) {
      if (!CONFIRMED.has(action)) return void run(action, ids);
      void modal.confirm({
        title: t(`confirm.${action}Title`, { count: ids.length }),
        content: t(`confirm.${action}`),
        okText: t(`actions.${action}`),
        okButtonProps: { danger: action !== 'relist', 'data-testid': 'listing-confirm-ok' } as never,
        cancelText: t('actions.cancel'),
        onOk: () => run(action, ids),
      });
    },
  };
}
