import type { AdminTerm, LocalizedNamesInput, TermKind } from '@threadway/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminApi, adminCall } from '../../api/client';
import { catalogueKeys } from './keys';
import { useCatalogueMutation } from './mutation';

const base = '/api/admin/catalogue/terms';

export interface TermFilter {
  kind?: TermKind;
  search?: string;
  pageNumber: number;
  pageSize: number;
}

export interface TermPage {
  list: AdminTerm[];
  total: number;
}

export const useTerms = (filter: TermFilter) =>
  useQuery({
    queryKey: catalogueKeys.terms(filter),
    queryFn: () => adminApi<TermPage>('GET', base, { query: { ...filter } }),
    placeholderData: keepPreviousData,
  });

export const useSaveTerm = () => useCatalogueMutation(({ id, names }: { id: number; names: LocalizedNamesInput }) => adminCall<AdminTerm>('PUT', `${base}/${id}`, { body: { names } }));
