import type { Store } from '@threadway/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi, adminCall } from '../../api/client';
import { adminKeys } from '../../api/keys';

export type AdminStore = Store & { userId: number };

const base = '/api/admin/stores';
const root = [...adminKeys.all, 'stores'] as const;

/** One seller's stores, or the newest of all when no seller is given. */
export const useAdminStores = (userId: number | null) =>
  useQuery({ queryKey: [...root, userId], queryFn: () => adminApi<AdminStore[]>('GET', base, { query: userId === null ? {} : { userId } }) });

/** Drops a store's credentials (it shows Unauthorized until the seller authorizes again); the list and the audit log are read again. */
export function useDisconnectStore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (storeId: number) => adminCall<Store>('POST', `${base}/${storeId}/disconnect`),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: root });
      void queryClient.invalidateQueries({ queryKey: adminKeys.audit });
    },
  });
}
