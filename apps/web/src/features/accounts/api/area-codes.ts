import type { areaCodeOption } from '@threadway/contracts';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export type AreaCode = z.infer<typeof areaCodeOption>;

export const useAreaCodes = () =>
  useQuery({ queryKey: ['accounts', 'areaCodes'], queryFn: () => api<AreaCode[]>('GET', '/api/system/open/address'), staleTime: Infinity });
