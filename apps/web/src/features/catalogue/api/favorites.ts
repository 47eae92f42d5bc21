import { useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { catalogueKeys } from './keys';

/**
 * Adds a product to the seller's wish list ('Favorite Item'), or takes it out again; the
 * product page refreshes its heart either way.
 */
export function useToggleFavorite() {
  const queryClient = useQueryClient();
  return async (kkProductId: string, saved: boolean) => {
    try {
      return saved
        ? await call<null>('DELETE', '/api/product/collect/delete', { body: { id: kkProductId } })
        : await call<null>('POST', `/api/product/collect/add/${encodeURIComponent(kkProductId)}`);
    } finally {
      // Also after a refusal: a heart shown from before the item was deleted on the Favorite Item screen turns off.
      await queryClient.invalidateQueries({ queryKey: [...catalogueKeys.all, 'detail'] });
    }
  };
}
