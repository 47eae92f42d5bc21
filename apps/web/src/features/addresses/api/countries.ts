import type { countryOption } from '@threadway/contracts';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export type CountryOption = z.infer<typeof countryOption>;

/** The address form's country list, named in the display language by the server. */
export const useCountries = () =>
  useQuery({ queryKey: ['addresses', 'countries'], queryFn: () => api<CountryOption[]>('GET', '/api/system/countryList'), staleTime: 60 * 60_000 });
