import type { OrderEmailSettings } from '@threadway/contracts/notifications/order-notices';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

const key = (userId: number) => ['notifications', 'orderEmails', userId] as const;

export function useOrderEmailSettings() {
  const session = useSession();
  return useQuery({ queryKey: key(session?.userId ?? 0), queryFn: () => api<OrderEmailSettings>('GET', '/api/message/orderEmailSettings'), enabled: session !== null });
}

/** Saves one switch; the answer (every kind) replaces the cached settings. */
export function useSaveOrderEmail() {
  const session = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: Partial<OrderEmailSettings>) => api<OrderEmailSettings>('PUT', '/api/message/orderEmailSettings', { body: change }),
    onSuccess: (settings) => queryClient.setQueryData(key(session?.userId ?? 0), settings),
  });
}
