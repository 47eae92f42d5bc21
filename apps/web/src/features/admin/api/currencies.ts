import type { currencyInfo } from '@threadway/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { adminApi, adminCall } from './client';
import { adminKeys } from './keys';

export type CurrencyInfo = z.infer<typeof currencyInfo>;

export const useCurrencies = () => useQuery({ queryKey: adminKeys.currencies, queryFn: () => adminApi<CurrencyInfo[]>('GET', '/api/admin/currencies') });

/** Sets one rate against USD; the server answers with the whole list, which replaces the cache. */
export function useSetRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ code, rate }: { code: string; rate: string }) => adminCall<CurrencyInfo[]>('PUT', `/api/admin/currencies/${code}`, { body: { rate } }),
    onSuccess: (envelope) => {
      queryClient.setQueryData(adminKeys.currencies, envelope.data);
      void queryClient.invalidateQueries({ queryKey: adminKeys.audit });
    },
  });
}
