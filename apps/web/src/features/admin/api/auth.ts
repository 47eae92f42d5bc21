import { operatorSession, type Operator } from '@threadway/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/api-client';
import { clearOperatorSession, patchOperator, saveOperatorSession, useOperatorSession } from '../session';
import { adminApi } from './client';
import { adminKeys } from './keys';

/** Signs an operator in; failures (wrong password, disabled) stay on the form, never the seller's 401 flow. */
export async function operatorLogin(email: string, password: string): Promise<void> {
  const { data } = await call<z.infer<typeof operatorSession>>('POST', '/api/admin/open/login', { body: { email, password }, token: null, quiet401: true });
  saveOperatorSession({ token: data.token, operator: data.operator, expiresAt: data.expiresAt });
}

/** Revokes the session on the server, then forgets it locally whatever the server said. */
export function useOperatorLogout() {
  const queryClient = useQueryClient();
  return async () => {
    await adminApi('PUT', '/api/admin/logout').catch(() => undefined);
    clearOperatorSession();
    queryClient.removeQueries({ queryKey: adminKeys.all });
  };
}

/**
 * The signed-in operator as the server sees them now: re-read when the shell mounts so roles
 * changed by another administrator take effect, and a disabled operator is signed out (401).
 */
export function useMe() {
  const session = useOperatorSession();
  return useQuery({
    queryKey: adminKeys.me,
    enabled: Boolean(session),
    queryFn: async () => {
      const me = await adminApi<Operator>('GET', '/api/admin/me');
      patchOperator(me);
      return me;
    },
  });
}
