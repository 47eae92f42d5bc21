import type { countryOption } from '@threadway/contracts';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

/** The address dialog's country list, named in the display language by the server (same key as the address book, so it is shared). */
export const useCountries = () =>
  useQuery({ queryKey: ['addresses', 'countries'], queryFn: () => api<z.infer<typeof countryOption>[]>('GET', '/api/system/countryList'), staleTime: 60 * 60_000 });
