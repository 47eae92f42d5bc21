import type { currencyInfo } from '@threadway/contracts';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export type CurrencyInfo = z.infer<typeof currencyInfo>;

/**
 * Display currencies with their current rates. The call needs a seller token, so guests pass
 * `enabled: false` and the selector falls back to the fixed list of spec 9.
 */
export const useCurrencies = (enabled: boolean) =>
  useQuery({
    queryKey: ['system', 'currencies'],
    queryFn: () => api<CurrencyInfo[]>('GET', '/api/system/allCurrency', { quiet401: true }),
    enabled,
    staleTime: 10 * 60_000,
  });
