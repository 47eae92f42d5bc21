import type { maintenanceState } from '@threadway/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { adminApi, adminCall } from './client';
import { adminKeys } from './keys';

export type MaintenanceState = z.infer<typeof maintenanceState>;

export const useMaintenance = () => useQuery({ queryKey: adminKeys.maintenance, queryFn: () => adminApi<MaintenanceState>('GET', '/api/admin/maintenance') });

export function useSetMaintenance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { enabled: boolean; message: string | null }) => adminCall<MaintenanceState>('PUT', '/api/admin/maintenance', { body }),
    onSuccess: (envelope) => {
      queryClient.setQueryData(adminKeys.maintenance, envelope.data);
      void queryClient.invalidateQueries({ queryKey: adminKeys.audit });
    },
  });
}
