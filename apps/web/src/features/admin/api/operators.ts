import type { Operator, OperatorRole } from '@threadway/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi, adminCall } from './client';
import { adminKeys } from './keys';

export interface OperatorInput {
  email?: string;
  fullName: string;
  roles: OperatorRole[];
  active?: boolean;
  password?: string;
}

export const useOperators = (enabled = true) =>
  useQuery({ queryKey: adminKeys.operators, enabled, queryFn: () => adminApi<Operator[]>('GET', '/api/admin/operators') });

/** Creates an operator when `id` is absent, otherwise updates that one; resolves to the server's envelope. */
export function useSaveOperator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: OperatorInput }) =>
      id === undefined ? adminCall<Operator>('POST', '/api/admin/operators', { body: input }) : adminCall<Operator>('PUT', `/api/admin/operators/${id}`, { body: input }),
    // Roles of the signed-in operator may have changed too, and the audit log has a new line.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
